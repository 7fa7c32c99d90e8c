import { utf16Indexer } from './code-points.js';

export interface MaskSpan {
  /** Code-point offsets into the original text. */
  readonly start: number;
  readonly end: number;
  readonly replacement: string;
}

/**
 * Replaces each span with its replacement. Spans are in code points of the original text and
 * must not overlap (resolve them first); the original offsets stay valid for the caller because
 * replacement happens right to left in one pass.
 */
export function maskSpans(text: string, spans: readonly MaskSpan[]): string {
  if (spans.length === 0) return text;
  const toUtf16 = utf16Indexer(text);
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let cursor = 0;
  for (const span of ordered) {
    const start = toUtf16(span.start);
    if (start < cursor) throw new RangeError('maskSpans: overlapping spans');
    out += text.slice(cursor, start) + span.replacement;
    cursor = toUtf16(span.end);
  }
  return out + text.slice(cursor);
}
