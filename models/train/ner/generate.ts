/**
 * Synthetic NER data for PERSON and LOCATION: train, valid and held-out splits, deterministic for a
 * seed. The held-out split draws names, streets and cities from pools the other splits never use
 * (pools.ts) and a third of it comes from templates the other splits never use (tpl-heldout.ts).
 *
 *   node --import tsx models/train/ner/generate.ts [--seed veil-ner-1] [--train 30000] [--valid 3000]
 *        [--heldout 2000] [--out models/train/data] [--heldout-out test/fixtures/models/ner-heldout.jsonl]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { applyCase, type CaseMode, type Piece, render, type Seg, type Span, validate } from './build.js';
import type { Country, NameOrigin, Side } from './pools.js';
import { chance, createRng, pick, type Rng, weighted } from './rng.js';
import type { Template } from './template.js';
import { EN_POSITIVE } from './tpl-en.js';
import { HELDOUT_ONLY } from './tpl-heldout.js';
import { INTL } from './tpl-intl.js';
import { NEGATIVE } from './tpl-neg.js';
import { WILD } from './tpl-wild.js';
import { heading, prose } from './lexicon.js';
import { foreignSentence, otherIdSentence } from './other-pii.js';
import { type Ctx, englishCountry, englishOrigin, type Lang } from './values.js';

export type Split = 'train' | 'valid' | 'heldout';

export interface Example {
  readonly text: string;
  readonly spans: Span[];
  readonly template: string;
  readonly locale: NameOrigin;
  readonly lang: Lang;
  readonly split: Split;
}

export const ALL_TEMPLATES: readonly Template[] = [...EN_POSITIVE, ...NEGATIVE, ...WILD, ...INTL, ...HELDOUT_ONLY];

const LANGS: readonly (readonly [number, Lang])[] = [[76, 'en'], [4, 'de'], [4, 'fr'], [4, 'es'], [3, 'it'], [3, 'nl'], [2, 'pt'], [1.5, 'pl'], [1, 'sv'], [1.5, 'tr']];

const LANG_ORIGINS: Record<Exclude<Lang, 'en'>, readonly (readonly [number, NameOrigin, Country])[]> = {
  de: [[8, 'de', 'DE'], [1, 'de_AT', 'AT'], [1, 'de_CH', 'CH']],
  fr: [[8, 'fr', 'FR'], [2, 'fr_CA', 'FR']],
  es: [[7, 'es', 'ES'], [3, 'es_MX', 'MX']],
  it: [[1, 'it', 'IT']],
  nl: [[1, 'nl', 'NL']],
  pt: [[6, 'pt_BR', 'BR'], [4, 'pt_PT', 'PT']],
  pl: [[1, 'pl', 'PL']],
  sv: [[1, 'sv', 'SE']],
  tr: [[1, 'tr', 'TR']],
};

/** Share of texts without any entity. */
const NEGATIVE_SHARE = 0.4;
/** Share of texts made of two or three generated texts in a row (longer, mixed contexts). */
const COMPOSED_SHARE = 0.12;
/** Share of the held-out split drawn from held-out-only templates. */
const HELDOUT_TEMPLATE_SHARE = 0.3;

function context(r: Rng, side: Side, lang: Lang): Ctx {
  if (lang === 'en') {
    const origin = englishOrigin(r);
    return { r, side, lang, origin, country: englishCountry(r, origin) };
  }
  const [, origin, country] = weighted(r, LANG_ORIGINS[lang].map((x) => [x[0], x] as const));
  // Some people in a German text have names from elsewhere.
  return { r, side, lang, origin: chance(r, 0.15) ? englishOrigin(r) : origin, country };
}

function caseMode(r: Rng, template: Template): CaseMode {
  if (template.noCase === true) return weighted(r, [[92, 'asis'], [4, 'entsUpper'], [4, 'entsLower']] as const);
  return weighted(r, [[79, 'asis'], [8, 'lower'], [2.5, 'upper'], [8, 'entsLower'], [2.5, 'entsUpper']] as const);
}

/** One typo in a plain-text word (entities untouched): swapped or dropped letters, as people type. */
function typo(r: Rng, seg: readonly Piece[]): Piece[] {
  const idx = seg.map((p, i) => (typeof p === 'string' && /\p{L}{5,}/u.test(p) ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) return [...seg];
  const at = pick(r, idx);
  const out = [...seg];
  const s = out[at] as string;
  const words = [...s.matchAll(/\p{L}{5,}/gu)];
  const w = pick(r, words);
  const i = w.index + 1 + Math.floor(r.next() * (w[0].length - 2));
  const swapped = chance(r, 0.6) ? s.slice(0, i) + (s[i + 1] ?? '') + (s[i] ?? '') + s.slice(i + 2) : s.slice(0, i) + s.slice(i + 1);
  out[at] = swapped;
  return out;
}

/** Without leading or trailing whitespace (an empty first alternative leaves a space). */
function trimEnds(seg: readonly Piece[]): Piece[] {
  const out = [...seg];
  const first = out[0];
  if (typeof first === 'string') out[0] = first.trimStart();
  const last = out[out.length - 1];
  if (typeof last === 'string') out[out.length - 1] = last.trimEnd();
  return out.filter((p) => p !== '');
}

function eligible(kind: 'pos' | 'neg', lang: Lang, heldoutOnly: boolean): Template[] {
  return ALL_TEMPLATES.filter((t) => t.kind === kind && t.lang === lang && (heldoutOnly ? t.heldout === true : t.heldout !== true));
}

export function generateSplit(split: Split, count: number, seed: string, seen: Set<string>): Example[] {
  const r = createRng(`${seed}:${split}`);
  const side: Side = split === 'heldout' ? 'heldout' : 'train';
  const out: Example[] = [];
  let attempts = 0;
  const one = (): { seg: Piece[]; template: Template; c: Ctx; lang: Lang } | undefined => {
    const kind = chance(r, NEGATIVE_SHARE) ? 'neg' : 'pos';
    const heldoutOnly = split === 'heldout' && chance(r, HELDOUT_TEMPLATE_SHARE);
    const lang: Lang = heldoutOnly ? 'en' : weighted(r, LANGS);
    const pool = eligible(kind, lang, heldoutOnly);
    if (pool.length === 0) return undefined;
    const template = weighted(r, pool.map((t) => [t.weight ?? 1, t] as const));
    const c = context(r, side, lang);
    let seg: Seg = template.make(c);
    // Ordinary words around the text: a heading line before it, a sentence after it (English).
    if (lang === 'en' && chance(r, 0.12)) seg = [`${heading(r)}${pick(r, ['\n', '\n\n', ': ', ' - ', '\n'])}`, ...seg];
    if (lang === 'en' && template.noCase !== true && chance(r, 0.1)) seg = [...seg, ` ${prose(r, 1, 2)}`];
    // Other personal data (phones, IBANs, cards…) next to names and addresses, never labelled.
    if (template.noCase !== true && chance(r, lang === 'en' ? 0.1 : 0.2)) seg = [...seg, ` ${otherIdSentence(r, lang)}`];
    if (lang !== 'en' && template.noCase !== true && chance(r, 0.2)) seg = [...seg, ` ${foreignSentence(r, lang)}`];
    return { seg: trimEnds(applyCase(seg, caseMode(r, template))), template, c, lang };
  };
  while (out.length < count) {
    if (++attempts > count * 20) throw new Error(`${split}: too many rejected texts (${out.length}/${count})`);
    const first = one();
    if (first === undefined) continue;
    let seg = first.seg;
    let id = first.template.id;
    if (chance(r, COMPOSED_SHARE)) {
      const n = chance(r, 0.7) ? 1 : 2;
      for (let i = 0; i < n; i++) {
        const next = one();
        if (next === undefined) continue;
        seg = [...seg, pick(r, ['\n\n', '\n', ' ', '\n\n---\n\n']), ...next.seg];
        id += `+${next.template.id}`;
      }
    }
    if (chance(r, 0.05)) seg = typo(r, seg);
    const rendered = render(seg);
    const problem = validate(rendered);
    if (problem !== undefined) throw new Error(`${id}: ${problem}\n${rendered.text}`);
    if (!id.includes('+') && first.template.kind === 'neg' && rendered.spans.length > 0) throw new Error(`${id}: negative with spans`);
    if (rendered.text.trim() === '' || seen.has(rendered.text)) continue;
    seen.add(rendered.text);
    out.push({ text: rendered.text, spans: rendered.spans, template: id, locale: first.c.origin, lang: first.lang, split });
  }
  return out;
}

function writeJsonl(path: string, rows: readonly Example[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, rows.map((x) => JSON.stringify(x)).join('\n') + '\n');
}

function summary(rows: readonly Example[]): Record<string, unknown> {
  const labels: Record<string, number> = {};
  const langs: Record<string, number> = {};
  const templates = new Set<string>();
  let negatives = 0;
  for (const x of rows) {
    for (const id of x.template.split('+')) templates.add(id);
    langs[x.lang] = (langs[x.lang] ?? 0) + 1;
    if (x.spans.length === 0) negatives++;
    for (const s of x.spans) labels[s.label] = (labels[s.label] ?? 0) + 1;
  }
  return { texts: rows.length, withoutEntities: negatives, share: +(negatives / rows.length).toFixed(3), labels, langs, templates: templates.size };
}

/**
 * How much of the held-out entities training has seen: whole spans (case-insensitive) and single
 * name words. Pools are disjoint by value, so whole-span overlap should be near zero; words can
 * still recur (a held-out "Ana María" shares "Ana" with a training "Ana").
 */
function overlap(train: readonly Example[], heldout: readonly Example[]): Record<string, unknown> {
  const spans = (rows: readonly Example[], label: string): string[] => rows.flatMap((x) => x.spans.filter((s) => s.label === label).map((s) => x.text.slice(s.start, s.end).toLowerCase()));
  const words = (xs: readonly string[]): Set<string> => new Set(xs.flatMap((x) => x.match(/\p{L}{3,}/gu) ?? []));
  const out: Record<string, unknown> = {};
  for (const label of ['PERSON', 'LOCATION']) {
    const seenSpans = new Set(spans(train, label));
    const seenWords = words([...seenSpans]);
    const held = spans(heldout, label);
    const heldWords = [...words(held)];
    out[label] = {
      heldoutSpans: held.length,
      spansSeenInTraining: held.filter((x) => seenSpans.has(x)).length,
      heldoutWords: heldWords.length,
      wordsSeenInTraining: heldWords.filter((w) => seenWords.has(w)).length,
    };
  }
  return out;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: 'veil-ner-1' },
      train: { type: 'string', default: '30000' },
      valid: { type: 'string', default: '3000' },
      heldout: { type: 'string', default: '2000' },
      out: { type: 'string', default: 'models/train/data' },
      'heldout-out': { type: 'string', default: 'test/fixtures/models/ner-heldout.jsonl' },
    },
  });
  const seen = new Set<string>();
  // Held-out first, so that a text identical to a held-out one can never enter training.
  const heldout = generateSplit('heldout', Number(values.heldout), values.seed, seen);
  const train = generateSplit('train', Number(values.train), values.seed, seen);
  const valid = generateSplit('valid', Number(values.valid), values.seed, seen);
  writeJsonl(resolve(values.out, 'ner-train.jsonl'), train);
  writeJsonl(resolve(values.out, 'ner-valid.jsonl'), valid);
  writeJsonl(resolve(values['heldout-out']), heldout);
  const stats = { seed: values.seed, train: summary(train), valid: summary(valid), heldout: summary(heldout), overlap: overlap(train, heldout) };
  writeFileSync(resolve(values.out, 'ner-stats.json'), JSON.stringify(stats, null, 1) + '\n');
  console.log(JSON.stringify(stats, null, 1));
}

if (import.meta.url === `file://${process.argv[1] ?? ''}` || process.argv[1]?.endsWith('generate.ts') === true) main();
