/**
 * The labeled PII corpus: record shape, entity types and the loader shared by the generator, the
 * evaluation script and the vitest test. Offsets are Unicode code points (`[...text]` indexing),
 * end exclusive, like the engine's `Finding`s.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ENTITY_TYPES, type EntityType } from '../../../src/core/entities.js';

export { ENTITY_TYPES, type EntityType };

/** Faker locales the values come from (the record's `locale`, not necessarily the prose language). */
export const LOCALES = ['en_US', 'en_GB', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type LocaleId = (typeof LOCALES)[number];

export const CORPUS_PATH = fileURLToPath(new URL('../../fixtures/pii-corpus.jsonl', import.meta.url));

const entitySchema = z.object({
  type: z.enum(ENTITY_TYPES),
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  text: z.string().min(1),
});

const recordSchema = z.object({
  id: z.string().min(1),
  locale: z.enum(LOCALES),
  kind: z.enum(['positive', 'negative']),
  text: z.string().min(1),
  entities: z.array(entitySchema),
});

export type CorpusEntity = Readonly<z.infer<typeof entitySchema>>;
/** A labelled text, of the corpus or of a battery: what scoring reads. */
export interface LabeledText {
  readonly id: string;
  readonly kind: 'positive' | 'negative';
  readonly text: string;
  readonly entities: readonly CorpusEntity[];
}
export interface CorpusRecord extends LabeledText {
  readonly locale: LocaleId;
}
/** A battery's text: any locale tag ("pt-BR", "ja-JP"). */
export interface BatteryRecord extends LabeledText {
  readonly locale: string;
}

/** The blind batteries (test/fixtures/batteries/README.md). */
export const BATTERY_PATHS: readonly string[] = ['u', 'v', 'w', 'x', 'y', 'z', 'aa'].map((name) => fileURLToPath(new URL(`../../fixtures/batteries/${name}.jsonl`, import.meta.url)));
const batterySchema = recordSchema.extend({ locale: z.string().min(1) });

export function codePointLength(text: string): number {
  return [...text].length;
}

export function codePointSlice(text: string, start: number, end: number): string {
  return [...text].slice(start, end).join('');
}

/** Parses the JSONL corpus; a malformed line throws with its line number. */
export function loadCorpus(path: string = CORPUS_PATH): CorpusRecord[] {
  return parseLines(path, recordSchema);
}

/** Parses a battery (any locale tag); a malformed line throws with its line number. */
export function loadBattery(path: string): BatteryRecord[] {
  return parseLines(path, batterySchema);
}

function parseLines<T>(path: string, schema: z.ZodType<T>): T[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const records: T[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const parsed = schema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.message}`);
    records.push(parsed.data);
  });
  return records;
}
