/**
 * Writes test/fixtures/pii-corpus.jsonl, the labeled PII evaluation corpus.
 *
 *   node --import tsx test/eval/generate-pii-corpus.ts
 *
 * Deterministic: every locale's faker is seeded from SEED, templates run in a fixed order, and
 * each template produces the same number of texts (so none dominates). Every value is re-checked
 * after generation (offsets, Luhn, mod-97, SSA rules, libphonenumber) and the minimum counts the
 * test relies on are enforced here, so a bad corpus is never written.
 */
import { writeFileSync } from 'node:fs';
import { fakerDE, fakerEN_GB, fakerEN_US, fakerES, fakerFR, fakerIT, fakerNL, type Faker } from '@faker-js/faker';
import { compose, type Composed } from './pii-corpus/compose.js';
import { isLuhnValid, isValidIbanText, isValidNhsNumber, isValidPhone, isValidSsn, REGION } from './pii-corpus/identifiers.js';
import { NEGATIVE_TEMPLATES } from './pii-corpus/negatives.js';
import { POSITIVE_TEMPLATES, type Template } from './pii-corpus/positives.js';
import { chance, type Gen } from './pii-corpus/random.js';
import {
  CORPUS_PATH,
  codePointSlice,
  type CorpusEntity,
  type CorpusRecord,
  ENTITY_TYPES,
  type EntityType,
  LOCALES,
  type LocaleId,
} from './pii-corpus/schema.js';

const SEED = 20_240_611;
const TEXTS_PER_POSITIVE_TEMPLATE = 32;
const TEXTS_PER_NEGATIVE_TEMPLATE = 18;

const MINIMUMS = { texts: 2000, perType: 150, negatives: 500, templates: 40 } as const;

const FAKERS: Record<LocaleId, Faker> = {
  en_US: fakerEN_US,
  en_GB: fakerEN_GB,
  de: fakerDE,
  fr: fakerFR,
  es: fakerES,
  it: fakerIT,
  nl: fakerNL,
};

function seededGens(): Record<LocaleId, Gen> {
  const entries = LOCALES.map((locale, index): [LocaleId, Gen] => {
    const f = FAKERS[locale];
    f.seed(SEED + index);
    return [locale, { locale, f }];
  });
  return Object.fromEntries(entries) as Record<LocaleId, Gen>;
}

/** Chat gets typed in all lowercase now and then, rarely in all caps; per piece, see `compose`. */
function casing(g: Gen, template: Template): (piece: string) => string {
  if (template.style !== 'chat') return (piece) => piece;
  if (chance(g, 0.1)) return (piece) => piece.toLowerCase();
  if (chance(g, 0.03)) return (piece) => piece.toUpperCase();
  return (piece) => piece;
}

function generate(templates: readonly Template[], perTemplate: number, gens: Record<LocaleId, Gen>): CorpusRecord[] {
  const records: CorpusRecord[] = [];
  for (const template of templates) {
    const locales = template.locales ?? LOCALES;
    for (let i = 0; i < perTemplate; i++) {
      const locale = locales[i % locales.length] ?? 'en_US';
      const g = gens[locale];
      const composed: Composed = compose(template.build(g), casing(g, template));
      records.push({
        id: `${template.id}-${String(i).padStart(3, '0')}`,
        locale,
        kind: composed.entities.length > 0 ? 'positive' : 'negative',
        text: composed.text,
        entities: composed.entities,
      });
    }
  }
  return records;
}

/** The validity rule a careful engine applies to each type; generation bugs show up here. */
function valueProblem(entity: CorpusEntity, locale: LocaleId): string | undefined {
  const value = entity.text;
  switch (entity.type) {
    case 'CREDIT_CARD':
      return isLuhnValid(value) ? undefined : 'fails Luhn';
    case 'IBAN':
      return isValidIbanText(value) ? undefined : 'invalid IBAN';
    case 'SSN':
      return isValidSsn(value) ? undefined : 'violates SSA rules';
    case 'PHONE':
      return isValidPhone(value, REGION[locale]) ? undefined : 'libphonenumber rejects it';
    case 'MEDICAL_ID':
      return /^\d{3} \d{3} \d{4}$/.test(value) && !isValidNhsNumber(value) ? 'bad NHS check digit' : undefined;
    case 'PERSON':
    case 'EMAIL':
    case 'IP_ADDRESS':
    case 'LOCATION':
    case 'DATE_OF_BIRTH':
      return /^\s|\s$|[.,]$/.test(value) ? 'label has edge whitespace or punctuation' : undefined;
  }
}

function check(records: readonly CorpusRecord[], templateCount: number): Record<EntityType, number> {
  const problems: string[] = [];
  const ids = new Set<string>();
  const perType = Object.fromEntries(ENTITY_TYPES.map((type) => [type, 0])) as Record<EntityType, number>;
  for (const record of records) {
    if (ids.has(record.id)) problems.push(`${record.id}: duplicate id`);
    ids.add(record.id);
    for (const entity of record.entities) {
      perType[entity.type] += 1;
      if (codePointSlice(record.text, entity.start, entity.end) !== entity.text) problems.push(`${record.id}: offsets of "${entity.text}"`);
      const problem = valueProblem(entity, record.locale);
      if (problem !== undefined) problems.push(`${record.id}: ${entity.type} "${entity.text}" ${problem}`);
    }
  }
  const negatives = records.filter((r) => r.kind === 'negative').length;
  if (records.length < MINIMUMS.texts) problems.push(`only ${records.length} texts`);
  if (negatives < MINIMUMS.negatives) problems.push(`only ${negatives} negatives`);
  if (templateCount < MINIMUMS.templates) problems.push(`only ${templateCount} templates`);
  for (const type of ENTITY_TYPES) if (perType[type] < MINIMUMS.perType) problems.push(`only ${perType[type]} ${type}`);
  if (problems.length > 0) throw new Error(`corpus check failed:\n${problems.join('\n')}`);
  return perType;
}

function main(): void {
  const gens = seededGens();
  const positives = generate(POSITIVE_TEMPLATES, TEXTS_PER_POSITIVE_TEMPLATE, gens);
  const negatives = generate(NEGATIVE_TEMPLATES, TEXTS_PER_NEGATIVE_TEMPLATE, gens);
  const unlabeledPositive = positives.find((r) => r.kind === 'negative');
  if (unlabeledPositive !== undefined) throw new Error(`${unlabeledPositive.id} has no entity`);
  const records = [...positives, ...negatives];
  const perType = check(records, POSITIVE_TEMPLATES.length + NEGATIVE_TEMPLATES.length);
  writeFileSync(CORPUS_PATH, records.map((r) => JSON.stringify(r)).join('\n') + '\n');

  const locales = Object.fromEntries(LOCALES.map((l) => [l, records.filter((r) => r.locale === l).length]));
  console.log(`wrote ${records.length} texts to ${CORPUS_PATH}`);
  console.log(`positive ${positives.length} (${POSITIVE_TEMPLATES.length} templates), negative ${negatives.length} (${NEGATIVE_TEMPLATES.length} templates)`);
  console.log(`entities per type: ${JSON.stringify(perType)}`);
  console.log(`texts per locale: ${JSON.stringify(locales)}`);
}

main();
