/**
 * Texts are built from pieces: plain strings and entities. Offsets are computed after every
 * transformation (casing, typos), piece by piece, so they are exact by construction.
 */
import { splitWords } from '../../../src/models/words.js';

export type Label = 'PERSON' | 'LOCATION';

export interface Ent {
  readonly kind: 'ent';
  readonly text: string;
  readonly label: Label;
}

export type Piece = string | Ent;
export type Seg = readonly Piece[];
export type Part = string | number | Ent | Seg | undefined;

export interface Span {
  readonly start: number;
  readonly end: number;
  readonly label: Label;
}

/** An entity; trailing periods, commas and spaces stay outside the span. */
export function ent(text: string, label: Label): Seg {
  // A span starts and ends on a letter or digit: serving trims punctuation at a span's edges
  // (src/models/ner-model.ts), so "(TS)" or a closing quote would never match exactly.
  const trimmed = text.replace(/[^\p{L}\p{N}\p{M}]+$/u, '');
  const lead = /^[^\p{L}\p{N}\p{M}]*/u.exec(trimmed)?.[0] ?? '';
  const core = trimmed.slice(lead.length);
  const out: Piece[] = [];
  if (lead !== '') out.push(lead);
  if (core !== '') out.push({ kind: 'ent', text: core, label });
  if (trimmed.length < text.length) out.push(text.slice(trimmed.length));
  return out;
}

export const per = (text: string): Seg => ent(text, 'PERSON');
export const loc = (text: string): Seg => ent(text, 'LOCATION');

export function flatten(part: Part, out: Piece[] = []): Piece[] {
  if (part === undefined) return out;
  if (typeof part === 'string') out.push(part);
  else if (typeof part === 'number') out.push(String(part));
  else if (Array.isArray(part)) for (const p of part as readonly Part[]) flatten(p, out);
  else out.push(part as Ent);
  return out;
}

/** Tagged template: t`Hi ${name}, …` gives a Seg. */
export function t(strings: TemplateStringsArray, ...values: Part[]): Seg {
  const out: Piece[] = [];
  for (let i = 0; i < strings.length; i++) {
    out.push(strings[i] as string);
    if (i < values.length) flatten(values[i], out);
  }
  return out.filter((p) => p !== '');
}

/** Joins segments with a separator. */
export function join(parts: readonly Part[], sep: string): Seg {
  const out: Piece[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(sep);
    flatten(p, out);
  });
  return out;
}

export type CaseMode = 'asis' | 'lower' | 'upper' | 'entsLower' | 'entsUpper';

export function mapPieces(seg: Seg, f: (text: string, isEnt: boolean) => string): Piece[] {
  return seg.map((p) => (typeof p === 'string' ? f(p, false) : { ...p, text: f(p.text, true) }));
}

export function applyCase(seg: Seg, mode: CaseMode): Piece[] {
  switch (mode) {
    case 'asis':
      return [...seg];
    case 'lower':
      return mapPieces(seg, (s) => s.toLowerCase());
    case 'upper':
      return mapPieces(seg, (s) => s.toUpperCase());
    case 'entsLower':
      return mapPieces(seg, (s, e) => (e ? s.toLowerCase() : s));
    case 'entsUpper':
      return mapPieces(seg, (s, e) => (e ? s.toUpperCase() : s));
  }
}

export interface Rendered {
  readonly text: string;
  readonly spans: Span[];
}

export function render(seg: Seg): Rendered {
  let text = '';
  const spans: Span[] = [];
  for (const p of seg) {
    if (typeof p === 'string') {
      text += p;
    } else {
      const start = text.length;
      text += p.text;
      spans.push({ start, end: text.length, label: p.label });
    }
  }
  return { text, spans };
}

/**
 * Checks a rendered text: spans in order, not overlapping, not empty, trimmed, and on word
 * boundaries (a span starts where a word starts and ends where a word ends), and each span's
 * words are not glued to a word outside it.
 */
export function validate(r: Rendered): string | undefined {
  const words = splitWords(r.text);
  const starts = new Set(words.map((w) => w.start));
  const ends = new Set(words.map((w) => w.end));
  let last = 0;
  for (const s of r.spans) {
    if (s.end <= s.start) return `empty span at ${s.start}`;
    if (s.start < last) return `overlapping span at ${s.start}`;
    last = s.end;
    const slice = r.text.slice(s.start, s.end);
    if (slice.trim() !== slice) return `untrimmed span "${slice}"`;
    if (!/^[\p{L}\p{N}]/u.test(slice) || !/[\p{L}\p{N}\p{M}]$/u.test(slice)) return `span starts or ends with punctuation "${slice}"`;
    if (!starts.has(s.start) || !ends.has(s.end)) return `span "${slice}" not on word boundaries`;
  }
  return undefined;
}
