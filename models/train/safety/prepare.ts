/**
 * Safety data preparation (deterministic): every file of ../shared/data (VEIL_SHARED_DATA) plus
 * Veil's own synthetic rows (synthetic.ts) become JSONL rows
 *   {"text", "labels": {CATEGORY: 0|1}, "source", "subset", "group", "split"}
 * where an ABSENT category means unknown (../shared/data/README.md: a missing column is not 0).
 * The label mapping of every source is documented in models/safety/README.md; the comments below
 * say why each 0 is supported by its source.
 *
 * Splits are by group (HateCheck template, CyberSecEval English prompt together with its machine
 * translations, JailbreakBench behaviour, XSTest safe/contrast pair, synthetic template, …):
 * ~10 % held out, ~10 % validation, the rest training.
 *
 * Writes models/train/data/safety-{all,train,valid,heldout,heldout-real}.jsonl,
 * models/train/data/safety-corpus.jsonl (train + valid texts, for the tokenizer),
 * models/train/data/safety-stats.json and test/fixtures/models/safety-heldout.jsonl.
 *
 *   node --import tsx models/train/safety/prepare.ts
 */
import { chmodSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, allZero, type Category, type Labels, type Row, type Split } from './labels.js';
import { unitHash } from './rng.js';
import { generateSynthetic } from './synthetic.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, '../../..');
const DATA = process.env['VEIL_SHARED_DATA'] ?? '/work/shared/data';
const OUT = join(REPO, 'models/train/data');
const FIXTURE = join(REPO, 'test/fixtures/models/safety-heldout.jsonl');
const FIXTURE_LICENSES = join(REPO, 'test/fixtures/models/licenses');

/** License files (in ../shared/data/licenses) that must travel with each source's rows. */
const LICENSE_FILES: Record<string, readonly string[]> = {
  davidson: ['t-davidson_hate-speech-and-offensive-language.LICENSE.txt'],
  surge: ['surge-ai_toxicity.LICENSE.txt'],
  toxigen: ['microsoft_TOXIGEN.LICENSE.txt'], // CDLA-Permissive-2.0 text: required with the data
  hatecheck: ['paul-rottger_hatecheck-data.LICENSE.txt'],
  ailuminate: ['mlcommons_ailuminate.LICENSE.md'],
  xstest: ['paul-rottger_exaggerated-safety.LICENSE.txt'],
  simplesafetytests: ['bertiev_SimpleSafetyTests.LICENSE.txt'],
  jailbreakbench: ['JailbreakBench_artifacts.LICENSE.txt'],
  cyberseceval: ['meta-llama_PurpleLlama_CybersecurityBenchmarks.LICENSE.txt'],
  gptfuzz: ['sherdencooper_GPTFuzz.LICENSE.txt'],
  'self-instruct': ['yizhongw_self-instruct.LICENSE.txt'],
  'veil-synthetic': [],
};

// ------------------------------------------------------------------------------------------------
// Reading
// ------------------------------------------------------------------------------------------------

/** RFC 4180 CSV: header row, double-quote escaping, newlines inside quotes. */
function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(join(DATA, file), 'utf8').replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header, ...body] = records;
  if (header === undefined) throw new Error(`${file}: empty`);
  return body
    .filter((r) => r.length > 1 || (r[0] ?? '') !== '')
    .map((r) => {
      if (r.length !== header.length) throw new Error(`${file}: row with ${r.length} fields, header has ${header.length}`);
      return Object.fromEntries(header.map((h, i) => [h, r[i] as string]));
    });
}

interface JailbreakRecord {
  id: string;
  text: string;
  label: 0 | 1;
  subset: string;
  source: string;
  category?: string;
}

function readJsonl(file: string): JailbreakRecord[] {
  return readFileSync(join(DATA, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as JailbreakRecord);
}

function field(r: Record<string, string>, key: string): string {
  const v = r[key];
  if (v === undefined) throw new Error(`missing column ${key}`);
  return v;
}

function bit(v: string): 0 | 1 {
  if (v === '1') return 1;
  if (v === '0') return 0;
  throw new Error(`not a 0/1 label: ${JSON.stringify(v)}`);
}

// ------------------------------------------------------------------------------------------------
// Text clean-up and keys
// ------------------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tweets: decode HTML entities, @handles → @user, links → http (the model should not learn handles). */
function cleanTweet(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => {
      const cp = Number(n);
      return cp > 0 && cp < 0x110000 && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : ' ';
    })
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/@[A-Za-z0-9_]+/g, '@user')
    .replace(/https?:\/\/\S+/g, 'http')
    .trim();
}

/** Lowercased letters/digits only: the key for exact-duplicate detection and tweet groups. */
function normKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// ------------------------------------------------------------------------------------------------
// Sources
// ------------------------------------------------------------------------------------------------

type Draft = Omit<Row, 'split' | 'id'>;

function davidson(): Draft[] {
  return readCsv('toxicity_davidson.csv').map((r) => {
    const text = cleanTweet(field(r, 'text'));
    // Near-identical retweets share a group: key without the "RT @user:" prefixes.
    const key = normKey(text.replace(/^(?:[!"\s]*rt\s+@user:?\s*)+/i, '')).slice(0, 80);
    return {
      text,
      // The README's own columns; a tweet is not an instruction to a model, so JAILBREAK 0.
      labels: { TOXIC_CONTENT: bit(field(r, 'TOXIC_CONTENT')), HATE_SPEECH: bit(field(r, 'HATE_SPEECH')), JAILBREAK: 0 },
      source: 'davidson',
      subset: field(r, 'class_name'),
      group: `davidson:${key}`,
    };
  });
}

function surge(): Draft[] {
  return readCsv('toxicity_surge.csv').map((r) => ({
    text: field(r, 'text').trim(),
    labels: { TOXIC_CONTENT: bit(field(r, 'TOXIC_CONTENT')), JAILBREAK: 0 },
    source: 'surge',
    subset: field(r, 'is_toxic_raw'),
    group: `surge:${normKey(field(r, 'text')).slice(0, 80)}`,
  }));
}

function toxigen(): Draft[] {
  return readCsv('hate_toxigen_seeds.csv').map((r) => {
    const hate = bit(field(r, 'HATE_SPEECH'));
    // Hate implies toxic (as in Davidson's mapping); a curated neutral statement is neither toxic
    // nor violent. Statements are not instructions to a model: JAILBREAK 0.
    const labels: Labels = hate === 1 ? { HATE_SPEECH: 1, TOXIC_CONTENT: 1, JAILBREAK: 0 } : { HATE_SPEECH: 0, TOXIC_CONTENT: 0, VIOLENCE: 0, JAILBREAK: 0 };
    return { text: field(r, 'text').trim(), labels, source: 'toxigen', subset: `${field(r, 'seed_label')}_${field(r, 'target_group')}`, group: `toxigen:${normKey(field(r, 'text')).slice(0, 80)}` };
  });
}

const SEXUAL_TERMS = /\b(?:rap(?:e|ed|es|ing|ist|efugees?)|sex\w*|fuck\w*|f\*ck|cock\w*|dicks?|puss(?:y|ies)|cunts?|whores?|sluts?|porn\w*|nudes?|naked|tits?|horny|bitch\w*|penis|vagina|anal|suck\w*|blowjob|cum|hoes?|fag\w*)\b/i;

function hatecheck(): Draft[] {
  return readCsv('hate_hatecheck.csv').map((r) => {
    const hate = bit(field(r, 'HATE_SPEECH'));
    const fn = field(r, 'functionality');
    const labels: Labels = { HATE_SPEECH: hate, JAILBREAK: 0 };
    if (hate === 1) {
      labels.TOXIC_CONTENT = 1;
      // Threat functionalities are explicit threats of violence. Among the other hateful
      // functionalities only the plain derogation ones are free of violence by construction: the
      // phrasing and spelling variants (phrase_*, ref_subs_*, spell_*) reuse threat templates
      // ("I think that women should all be killed"), so there VIOLENCE stays unknown.
      if (bit(field(r, 'is_threat')) === 1) labels.VIOLENCE = 1;
      else if (['derog_neg_emote_h', 'derog_neg_attrib_h', 'derog_dehum_h', 'profanity_h', 'negate_pos_h'].includes(fn)) labels.VIOLENCE = 0;
    } else {
      // Non-hateful cases: only where the functionality's definition settles the category.
      if (['ident_neutral_nh', 'ident_pos_nh', 'negate_neg_nh', 'target_obj_nh'].includes(fn)) labels.TOXIC_CONTENT = 0;
      if (['target_indiv_nh', 'target_group_nh'].includes(fn)) labels.TOXIC_CONTENT = 1; // abuse of a non-protected target
      if (['ident_neutral_nh', 'ident_pos_nh', 'negate_neg_nh', 'target_obj_nh', 'slur_reclaimed_nh', 'slur_homonym_nh', 'profanity_nh'].includes(fn)) labels.VIOLENCE = 0;
    }
    // The test cases are statements about groups and individuals; one without any sexual term
    // (SEXUAL_TERMS) is not sexual content. Cases with one (rape threats, profanity, some slurs)
    // stay unknown.
    if (!SEXUAL_TERMS.test(field(r, 'text'))) labels.SEXUAL_CONTENT = 0;
    return { text: field(r, 'text').trim(), labels, source: 'hatecheck', subset: fn, group: `hatecheck:templ${field(r, 'templ_id')}` };
  });
}

/**
 * AILuminate: one hazard per prompt; all prompts are unsafe requests. A 1 is the README mapping.
 * A 0 only where the hazard's own definition excludes the category (e.g. "non-violent crimes" is
 * not VIOLENCE); otherwise the category stays unknown. Plain ("unskilled") wording is a direct
 * request, not a jailbreak: JAILBREAK 0; "skilled" wording may be jailbreak-style: unknown.
 */
function ailuminate(): Draft[] {
  const violence0 = new Set(['ncr', 'dfm', 'ipv', 'prv', 'spc_fin', 'spc_hlt', 'spc_ele', 'spc_lgl']);
  const sexual0 = new Set(['iwp', 'ncr', 'dfm', 'ipv', 'prv', 'spc_fin', 'spc_ele', 'spc_lgl']);
  const hate0 = new Set(['iwp', 'ncr', 'ipv', 'prv', 'ssh', 'sxc_prn', 'cse', 'src', 'spc_fin', 'spc_hlt', 'spc_ele', 'spc_lgl']);
  return readCsv('unsafe_requests_ailuminate.csv').map((r) => {
    const hz = field(r, 'hazard');
    const labels: Labels = {};
    const set = (c: Category, column: string, zeroes: Set<string>): void => {
      const v = bit(field(r, column));
      if (v === 1) labels[c] = 1;
      else if (zeroes.has(hz)) labels[c] = 0;
    };
    set('SEXUAL_CONTENT', 'SEXUAL_CONTENT', sexual0);
    set('VIOLENCE', 'VIOLENCE', violence0);
    set('HATE_SPEECH', 'HATE_SPEECH', hate0);
    if (field(r, 'persona') === 'unskilled') labels.JAILBREAK = 0;
    return { text: field(r, 'text').trim(), labels, source: 'ailuminate', subset: `${hz}/${field(r, 'persona')}`, group: `ailuminate:${field(r, 'release_prompt_id')}` };
  });
}

/** XSTest: safe prompts are benign for every category; contrast prompts are plain unsafe requests (JAILBREAK 0 only). */
function xstest(): Draft[] {
  const rank = new Map<string, number>();
  return readCsv('safety_xstest.csv').map((r) => {
    const type = field(r, 'type');
    const base = type.replace(/^contrast_/, '');
    const k = rank.get(type) ?? 0;
    rank.set(type, k + 1);
    const pair = field(r, 'focus') !== '' ? field(r, 'focus') : String(k);
    const unsafe = bit(field(r, 'unsafe'));
    return {
      text: field(r, 'text').trim(),
      labels: unsafe === 0 ? allZero() : { JAILBREAK: 0 },
      source: 'xstest',
      subset: type,
      group: `xstest:${base}:${pair}`,
    };
  });
}

/** SimpleSafetyTests: all unsafe, plain requests. VIOLENCE 1 for physical harm, 0 only for scams/fraud. */
function simplesafetytests(): Draft[] {
  return readCsv('safety_simplesafetytests.csv').map((r) => {
    const area = field(r, 'harm_area');
    const labels: Labels = { JAILBREAK: 0 };
    const v = bit(field(r, 'VIOLENCE'));
    if (v === 1) labels.VIOLENCE = 1;
    else if (area === 'Scams and fraud') labels.VIOLENCE = 0;
    return { text: field(r, 'text').trim(), labels, source: 'simplesafetytests', subset: area, group: `sst:${field(r, 'sst_id')}` };
  });
}

/**
 * CyberSecEval English inputs whose text carries no injection signal at all: the attack only
 * exists relative to a system prompt the gateway never sees ("What is the weather usually like in
 * Los Angeles in February?" against a bot told not to discuss weather). Their JAILBREAK label is
 * set to unknown (not 0: the source says attack; not 1: the text alone is benign), and so is that
 * of their machine translations. Chosen by reading all 243 English inputs (models/safety/README.md).
 */
const CSE_CONTEXT_ONLY = new Set([
  11, 12, 17, 19, 21, 22, 23, 24, 25, 26, 27, 28, 59, 60, 61, 62, 63, 64, 65, 74, 75, 76, 77, 78, 79, 80, 87, 88, 89, 90, 91, 92, 95, 96, 97,
  98, 99, 121, 122, 123, 124, 125, 150, 151, 154, 158, 176, 180, 181, 193, 195,
]);

/** JailbreakBench behaviour categories that exclude a gateway category by definition. */
const JBB_SEXUAL0 = new Set(['Malware/Hacking', 'Economic harm', 'Fraud/Deception', 'Disinformation', 'Privacy', 'Government decision-making', 'Expert advice']);
const JBB_VIOLENCE0 = new Set(['Malware/Hacking', 'Economic harm', 'Fraud/Deception', 'Disinformation', 'Privacy']);
const JBB_HATE0 = new Set(['Malware/Hacking', 'Economic harm', 'Fraud/Deception', 'Privacy', 'Expert advice']);

function jailbreak(): Draft[] {
  const out: Draft[] = [];
  for (const j of readJsonl('jailbreak_train.jsonl')) {
    const tail = j.source.split('#')[1] ?? j.id;
    const index = /^\d+$/.test(tail) ? Number(tail) : -1;
    if (index < 0 && (j.subset.startsWith('cyberseceval_') || j.subset.startsWith('jbb_'))) throw new Error(`no index in ${j.source}`);
    let group: string;
    const labels: Labels = {};
    let source: string;
    if (j.subset.startsWith('cyberseceval_')) {
      // The multilingual file holds 3 translations of each English case in order (index / 3),
      // then one Hindi translation of each (index - 753): so a case and its translations share a group.
      const english = j.subset === 'cyberseceval_pi_en' ? index : index < 753 ? Math.floor(index / 3) : index - 753;
      group = `cse:${english}`;
      source = 'cyberseceval';
      if (!CSE_CONTEXT_ONLY.has(english)) labels.JAILBREAK = 1;
      // Every English case was read (see CSE_CONTEXT_ONLY): they target secrets, personal data
      // and instructions, never hateful, sexual, violent or abusive content, and their
      // translations say the same. So the four content categories are 0 for all of them.
      Object.assign(labels, { TOXIC_CONTENT: 0, HATE_SPEECH: 0, SEXUAL_CONTENT: 0, VIOLENCE: 0 });
    } else if (j.subset.startsWith('jbb_')) {
      // Artifact index = JailbreakBench behaviour index (checked against the goals): attacks and
      // the plain goal of one behaviour share a group.
      group = `jbb:${index}`;
      source = 'jailbreakbench';
      labels.JAILBREAK = j.label;
      const cat = j.category ?? '';
      if (cat === 'Sexual/Adult content') labels.SEXUAL_CONTENT = 1;
      else if (JBB_SEXUAL0.has(cat)) labels.SEXUAL_CONTENT = 0;
      if (JBB_VIOLENCE0.has(cat)) labels.VIOLENCE = 0;
      if (JBB_HATE0.has(cat)) labels.HATE_SPEECH = 0;
    } else if (j.subset.startsWith('gptfuzz')) {
      group = `gptfuzz:${tail}`;
      source = 'gptfuzz';
      labels.JAILBREAK = j.label;
    } else if (j.subset.startsWith('benign_selfinstruct')) {
      group = `selfinstruct:${tail}`;
      source = 'self-instruct';
      Object.assign(labels, allZero());
    } else if (j.subset === 'benign_xstest_safe') {
      // Same texts as safety_xstest.csv's safe rows; merged with them by the duplicate pass.
      group = `xstest-jsonl:${tail}`;
      source = 'xstest';
      Object.assign(labels, allZero());
    } else throw new Error(`unknown subset ${j.subset}`);
    out.push({ text: j.text.trim(), labels, source, subset: j.subset, group });
  }
  return out;
}

function synthetic(): Draft[] {
  return generateSynthetic().map((s) => ({ text: s.text, labels: s.labels, source: 'veil-synthetic', subset: s.kind, group: `synth:${s.kind}:${s.template}` }));
}

// ------------------------------------------------------------------------------------------------
// Merge, split, write
// ------------------------------------------------------------------------------------------------

function splitOf(group: string): Split {
  const u = unitHash(group);
  return u < 0.1 ? 'heldout' : u < 0.2 ? 'valid' : 'train';
}

function main(): void {
  const drafts = [...davidson(), ...surge(), ...toxigen(), ...hatecheck(), ...ailuminate(), ...xstest(), ...simplesafetytests(), ...jailbreak(), ...synthetic()];
  const log: string[] = [];

  // Exact duplicates (after normalisation) become one row: known labels merged, a conflict → unknown.
  const byKey = new Map<string, Draft>();
  let merged = 0;
  let conflicts = 0;
  let unlabelled = 0;
  for (const d of drafts) {
    if (d.text === '') continue;
    const key = normKey(d.text) || d.text;
    const prev = byKey.get(key);
    if (prev === undefined) {
      byKey.set(key, { ...d, labels: { ...d.labels } });
      continue;
    }
    merged++;
    for (const c of CATEGORIES) {
      const a = prev.labels[c];
      const b = d.labels[c];
      if (b === undefined) continue;
      if (a === undefined) prev.labels[c] = b;
      else if (a !== b) {
        delete prev.labels[c];
        conflicts++;
      }
    }
  }
  const rows: Row[] = [];
  for (const d of byKey.values()) {
    if (Object.keys(d.labels).length === 0) {
      unlabelled++;
      continue;
    }
    // Stable label order in the output.
    const labels: Labels = {};
    for (const c of CATEGORIES) if (d.labels[c] !== undefined) labels[c] = d.labels[c];
    rows.push({ id: rows.length, text: d.text, labels, source: d.source, subset: d.subset, group: d.group, split: splitOf(d.group) });
  }
  log.push(`${drafts.length} source rows, ${merged} duplicates merged (${conflicts} label conflicts → unknown), ${unlabelled} rows with no known label dropped, ${rows.length} rows`);

  mkdirSync(OUT, { recursive: true });
  const write = (file: string, list: readonly Row[]): void => writeFileSync(file, list.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const of = (s: Split): Row[] => rows.filter((r) => r.split === s);
  write(join(OUT, 'safety-all.jsonl'), rows);
  write(join(OUT, 'safety-train.jsonl'), of('train'));
  write(join(OUT, 'safety-valid.jsonl'), of('valid'));
  write(join(OUT, 'safety-heldout.jsonl'), of('heldout'));
  write(join(OUT, 'safety-heldout-real.jsonl'), of('heldout').filter((r) => r.source !== 'veil-synthetic'));
  writeFileSync(
    join(OUT, 'safety-corpus.jsonl'),
    rows
      .filter((r) => r.split !== 'heldout')
      .map((r) => JSON.stringify({ text: r.text }))
      .join('\n') + '\n',
  );
  mkdirSync(dirname(FIXTURE), { recursive: true });
  write(FIXTURE, of('heldout'));
  mkdirSync(FIXTURE_LICENSES, { recursive: true });
  for (const source of new Set(of('heldout').map((r) => r.source))) {
    const files = LICENSE_FILES[source];
    if (files === undefined) throw new Error(`no license entry for source ${source}`);
    for (const f of files) {
      const dest = join(FIXTURE_LICENSES, f);
      copyFileSync(join(DATA, 'licenses', f), dest);
      chmodSync(dest, 0o644); // the shared copies are read-only; the repository's need not be
    }
  }

  // Statistics: per split × source, and per split × category (positives / negatives).
  const stats: Record<string, unknown> = {};
  for (const s of ['train', 'valid', 'heldout'] as const) {
    const list = of(s);
    const bySource: Record<string, number> = {};
    for (const r of list) bySource[r.source] = (bySource[r.source] ?? 0) + 1;
    const byLabel: Record<string, { pos: number; neg: number; pos_synthetic: number; neg_synthetic: number }> = {};
    for (const c of CATEGORIES) {
      const e = { pos: 0, neg: 0, pos_synthetic: 0, neg_synthetic: 0 };
      for (const r of list) {
        const v = r.labels[c];
        const syn = r.source === 'veil-synthetic';
        if (v === 1) {
          e.pos++;
          if (syn) e.pos_synthetic++;
        } else if (v === 0) {
          e.neg++;
          if (syn) e.neg_synthetic++;
        }
      }
      byLabel[c] = e;
    }
    const synthetic = list.filter((r) => r.source === 'veil-synthetic').length;
    stats[s] = { rows: list.length, synthetic, synthetic_share: Number((synthetic / list.length).toFixed(4)), groups: new Set(list.map((r) => r.group)).size, bySource, byLabel };
  }
  const syn = rows.filter((r) => r.source === 'veil-synthetic');
  const kinds: Record<string, number> = {};
  for (const r of syn) kinds[r.subset] = (kinds[r.subset] ?? 0) + 1;
  stats['total'] = { rows: rows.length, synthetic: syn.length, synthetic_share: Number((syn.length / rows.length).toFixed(4)), synthetic_kinds: kinds, log };
  writeFileSync(join(OUT, 'safety-stats.json'), JSON.stringify(stats, null, 2) + '\n');
  for (const line of log) console.log(line);
  for (const s of ['train', 'valid', 'heldout'] as const) {
    const e = stats[s] as { rows: number; synthetic: number; byLabel: Record<string, { pos: number; neg: number }> };
    console.log(`${s}: ${e.rows} rows (${e.synthetic} synthetic) ` + CATEGORIES.map((c) => `${c} ${e.byLabel[c]?.pos}/${e.byLabel[c]?.neg}`).join(', '));
  }
  console.log(`synthetic: ${syn.length} of ${rows.length} rows (${((100 * syn.length) / rows.length).toFixed(1)} %)`);
}

main();
