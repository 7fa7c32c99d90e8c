/**
 * Builds a text and its labels together, so offsets can never drift from the text: templates are
 * written as tagged templates whose interpolations are plain strings, labeled values or nested
 * part lists, and `compose` counts code points while it concatenates.
 */
import type { CorpusEntity, EntityType } from './schema.js';
import { codePointLength } from './schema.js';

export interface Labeled {
  readonly type: EntityType;
  readonly value: string;
}
export type Part = string | Labeled | readonly Part[];

export interface Composed {
  readonly text: string;
  readonly entities: readonly CorpusEntity[];
}

/** A labeled value: `e('EMAIL', 'a@b.example')`. */
export function e(type: EntityType, value: string): Labeled {
  return { type, value };
}

/** Tagged template producing parts: t`Mail me at ${e('EMAIL', mail)} today`. Numbers become plain text. */
export function t(strings: TemplateStringsArray, ...values: readonly (Part | number)[]): Part[] {
  const parts: Part[] = [];
  strings.forEach((literal, index) => {
    if (literal !== '') parts.push(literal);
    const value = values[index];
    if (value !== undefined) parts.push(typeof value === 'number' ? String(value) : value);
  });
  return parts;
}

/** Joins parts with a separator (e.g. rows of a CSV). */
export function join(items: readonly Part[], separator: string): Part[] {
  return items.flatMap((item, index) => (index === 0 ? [item] : [separator, item]));
}

/**
 * Concatenates the parts, recording each labeled value's code-point span. `transform` (upper or
 * lower casing) is applied per piece rather than to the finished text because casing can change
 * the length (`ß` → `SS`), which would shift every later offset.
 */
export function compose(root: Part, transform: (piece: string) => string = (piece) => piece): Composed {
  let text = '';
  let offset = 0;
  const entities: CorpusEntity[] = [];
  const visit = (part: Part): void => {
    if (typeof part === 'string') {
      const piece = transform(part);
      text += piece;
      offset += codePointLength(piece);
    } else if (isLabeled(part)) {
      const piece = transform(part.value);
      const length = codePointLength(piece);
      entities.push({ type: part.type, start: offset, end: offset + length, text: piece });
      text += piece;
      offset += length;
    } else {
      part.forEach(visit);
    }
  };
  visit(root);
  return { text, entities };
}

function isLabeled(part: Labeled | readonly Part[]): part is Labeled {
  return !Array.isArray(part);
}
