import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { afterAll, describe, expect, test } from 'vitest';
import { createWordEncoder } from '../../src/models/word-encoder.js';
import { buildTokenizer, learnVocabulary, SPECIAL_TOKENS, tokenizerStats } from '../../models/train/build-tokenizer.js';
import { encodeFile, encodeNer, encodeSafety, IGNORE, pieceWindows, UNKNOWN, wordTags } from '../../models/train/encode.js';
import { splitWords } from '../../src/models/words.js';
import { layoutProblems } from '../../models/train/check-onnx.js';
import { nerLines, safetyLines } from '../../models/train/make-fixtures.js';

const CORPUS = [
  'My name is Anna Berg and I live in Berlin.',
  'My name is Otto Lind and I live in Bergen.',
  'Anna and Otto met in Berlin, then moved to Bergen.',
  'I live in a small house; my name is on the door.',
  'the the the name name live live',
];
// Twice, so every character clears --min-frequency 2 and corpus words never become [UNK].
const tokenizer = buildTokenizer([...CORPUS, ...CORPUS], { vocabSize: 120, lowercase: false, minFrequency: 2 });
const encoder = createWordEncoder(tokenizer);
const vocab = tokenizer.model.vocab;
const tokenOf = new Map(Object.entries(vocab).map(([t, id]) => [id, t]));
const NER_LABELS = ['O', 'B-PERSON', 'I-PERSON', 'B-LOCATION', 'I-LOCATION'];
const NER_IDS = new Map(NER_LABELS.map((l, i) => [l, i]));
const SAFETY_LABELS = ['TOXIC_CONTENT', 'HATE_SPEECH', 'SEXUAL_CONTENT', 'VIOLENCE', 'JAILBREAK'];

const tmp = mkdtempSync(join(tmpdir(), 'veil-train-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('build-tokenizer', () => {
  test('special tokens take ids 0..4 and serving reads them as pad, prefix and suffix', () => {
    SPECIAL_TOKENS.forEach((token, id) => expect(vocab[token]).toBe(id));
    expect(tokenizer.added_tokens.map((t) => [t.id, t.content, t.special])).toEqual(SPECIAL_TOKENS.map((t, i) => [i, t, true]));
    expect([encoder.padId, encoder.prefix, encoder.suffix]).toEqual([0, [2], [3]]);
  });

  test('every frequent character is in the vocabulary in both forms', () => {
    for (const ch of 'aeinomrl') {
      expect(vocab[ch]).toBeTypeOf('number');
      expect(vocab[`##${ch}`]).toBeTypeOf('number');
    }
    expect(vocab['q']).toBeUndefined(); // never seen
  });

  test('a corpus word round-trips through createWordEncoder: its pieces spell it', () => {
    for (const text of CORPUS) {
      const encoded = encoder.encode(text);
      const spelled = encoded.words.map(() => '');
      encoded.ids.forEach((id, p) => {
        const w = encoded.wordOf[p] as number;
        spelled[w] += (tokenOf.get(id) as string).replace(/^##/, '');
      });
      expect(spelled).toEqual(encoded.words.map((w) => text.slice(w.start, w.end)));
      expect(encoded.ids).not.toContain(vocab['[UNK]']);
    }
  });

  test('frequent words become single pieces; the vocabulary stops at --vocab-size', () => {
    expect(encoder.encode('name live').ids).toEqual([vocab['name'], vocab['live']]);
    expect(Object.keys(vocab).length).toBeLessThanOrEqual(120);
  });

  test('the same corpus gives the same tokenizer.json, whatever the order of its lines', () => {
    const again = buildTokenizer([...CORPUS, ...CORPUS].reverse(), { vocabSize: 120, lowercase: false, minFrequency: 2 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(tokenizer));
  });

  test('--lowercase lowercases in the normalizer, so cased input maps to the same pieces', () => {
    const lower = buildTokenizer(CORPUS, { vocabSize: 120, lowercase: true, minFrequency: 2 });
    expect(lower.normalizer).toMatchObject({ type: 'BertNormalizer', lowercase: true, strip_accents: false });
    const lowerEncoder = createWordEncoder(lower);
    expect(lowerEncoder.encode('MY NAME').ids).toEqual(lowerEncoder.encode('my name').ids);
  });

  test('merges stop below --min-frequency and the alphabet drops rarer characters', () => {
    const counts = new Map([['abab', 3], ['xyz', 1]]);
    const tokens = learnVocabulary(counts, { vocabSize: 100, lowercase: false, minFrequency: 3 });
    expect(tokens.slice(0, 5)).toEqual([...SPECIAL_TOKENS]);
    expect(tokens).toContain('abab');
    expect(tokens).not.toContain('x');
  });

  test('stats count [UNK] words and pieces per word through the serving path', () => {
    const stats = tokenizerStats(encoder, ['name qqq']);
    expect(stats).toMatchObject({ texts: 1, words: 2, unkRate: 0.5 });
  });
});

describe('pieceWindows', () => {
  const starts = (pattern: string): boolean[] => [...pattern].map((c) => c === 'W'); // W: first piece, -: continuation

  test('a short text is one window', () => {
    expect(pieceWindows(starts('W-W'), 8, 2)).toEqual([{ from: 0, to: 3 }]);
  });

  test('windows hold at most size pieces, overlap by stride and start and end on word boundaries', () => {
    const isFirst = starts('WWWWWWWWWWWW');
    expect(pieceWindows(isFirst, 5, 2)).toEqual([
      { from: 0, to: 5 },
      { from: 3, to: 8 },
      { from: 6, to: 11 },
      { from: 9, to: 12 },
    ]);
    const words = starts('W--W-W--W-WW-W');
    for (const w of pieceWindows(words, 6, 2)) {
      expect(w.to - w.from).toBeLessThanOrEqual(6);
      expect(words[w.from]).toBe(true);
      expect(w.to === words.length || words[w.to] === true).toBe(true);
    }
  });

  test('a word longer than a window is cut rather than looping', () => {
    const windows = pieceWindows(starts('W-------W'), 4, 2);
    expect(windows[0]).toEqual({ from: 0, to: 4 });
    expect(windows.at(-1)?.to).toBe(9);
  });
});

describe('encode: NER', () => {
  test('wordTags: B on a span first word, I after, O elsewhere; overlap, not containment, counts', () => {
    const text = "Anna Berg's flat in New York";
    const tags = wordTags(splitWords(text), [
      { start: 0, end: 9, label: 'PERSON' },
      { start: 20, end: 25, label: 'LOCATION' }, // cuts "York"
    ]);
    expect(tags).toEqual(['B-PERSON', 'I-PERSON', 'O', 'O', 'O', 'O', 'B-LOCATION', 'I-LOCATION']);
  });

  test('a multi-piece word has its label on the first piece, -100 on the others and on specials', () => {
    const text = 'My name is Annalinden.';
    const { examples } = encodeNer(encoder, text, [{ start: 11, end: 21, label: 'PERSON' }], NER_IDS, 128, 32);
    expect(examples).toHaveLength(1);
    const [example] = examples;
    const pieces = encoder.encode(text);
    const surname = pieces.wordOf.filter((w) => w === 3).length;
    expect(surname).toBeGreaterThan(1);
    expect(pieces.ids).not.toContain(vocab['[UNK]']);
    expect(example?.input_ids).toEqual([2, ...pieces.ids, 3]);
    expect(example?.labels).toEqual([IGNORE, 0, 0, 0, 1, ...Array<number>(surname - 1).fill(IGNORE), 0, IGNORE]);
  });

  test('long texts become overlapping windows that together label every word once at least', () => {
    const text = Array.from({ length: 12 }, (_, i) => `Anna Berg lives in Bergen ${i}.`).join(' ');
    const spans = [...text.matchAll(/Anna Berg|Bergen/g)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      label: m[0] === 'Bergen' ? 'LOCATION' : 'PERSON',
    }));
    const { examples } = encodeNer(encoder, text, spans, NER_IDS, 24, 6);
    expect(examples.length).toBeGreaterThan(2);
    const all = encoder.encode(text);
    const firstPieces = all.isFirst.filter(Boolean).length;
    let labelled = 0;
    for (const e of examples) {
      expect(e.input_ids.length).toBeLessThanOrEqual(24);
      expect([e.input_ids[0], e.input_ids.at(-1)]).toEqual([2, 3]);
      expect(e.labels[1]).not.toBe(IGNORE); // starts on a word
      labelled += e.labels.filter((l) => l !== IGNORE).length;
    }
    expect(labelled).toBeGreaterThan(firstPieces); // the overlaps label some words twice
    const count = (label: number): number => examples.flatMap((e) => e.labels).filter((l) => l === label).length;
    expect(count(1)).toBeGreaterThanOrEqual(12); // every "Anna" is B-PERSON in some window
    expect(count(3)).toBeGreaterThanOrEqual(12); // every "Bergen" is B-LOCATION
  });

  test('span labels missing from --labels are tagged O and reported', () => {
    const result = encodeNer(encoder, 'mail anna', [{ start: 5, end: 9, label: 'EMAIL' }], NER_IDS, 128, 32);
    expect(result.unmappedLabels).toEqual(['EMAIL']);
    expect(result.examples[0]?.labels.filter((l) => l !== IGNORE)).toEqual([0, 0]);
  });
});

describe('encode: safety', () => {
  test('labels in --labels order: 1, 0, or -1 when the example does not say', () => {
    const { examples, truncated } = encodeSafety(encoder, 'I live in Berlin', { VIOLENCE: 1, TOXIC_CONTENT: 0, JAILBREAK: false }, SAFETY_LABELS, 128);
    expect(truncated).toBe(false);
    expect(examples).toEqual([{ input_ids: [2, ...encoder.encode('I live in Berlin').ids, 3], labels: [0, UNKNOWN, UNKNOWN, 1, 0] }]);
  });

  test('a bad label value fails loudly', () => {
    expect(() => encodeSafety(encoder, 'x', { VIOLENCE: 0.5 }, SAFETY_LABELS, 128)).toThrow(/VIOLENCE/);
  });

  test('a long text keeps its first window, and with first-last its last one too', () => {
    const text = Array.from({ length: 30 }, () => 'my name is Anna').join(' ');
    const first = encodeSafety(encoder, text, {}, SAFETY_LABELS, 16);
    expect(first.truncated).toBe(true);
    expect(first.examples).toHaveLength(1);
    expect(first.examples[0]?.input_ids.length).toBeLessThanOrEqual(16);
    const both = encodeSafety(encoder, text, {}, SAFETY_LABELS, 16, 'first-last');
    const all = encoder.encode(text);
    const last = both.examples[1]?.input_ids.slice(1, -1) ?? [];
    expect(last.length).toBeLessThanOrEqual(14);
    expect(last).toEqual(all.ids.slice(all.ids.length - last.length));
    expect(all.isFirst[all.ids.length - last.length]).toBe(true); // it starts on a word
  });
});

describe('encodeFile', () => {
  test('writes one JSON line per window with the --keep fields passed through', async () => {
    const inPath = join(tmp, 'ner.jsonl');
    const outPath = join(tmp, 'ner.encoded.jsonl');
    writeFileSync(inPath, `${JSON.stringify({ text: 'My name is Anna Berg.', spans: [{ start: 11, end: 20, label: 'PERSON' }], split: 'val', other: 1 })}\n`);
    const stats = await encodeFile({ tokenizerJson: tokenizer, task: 'ner', inPath, outPath, labels: NER_LABELS, maxTokens: 128, stride: 32, keep: ['split'], safetyWindows: 'first' });
    expect(stats).toMatchObject({ texts: 1, examples: 1, longTexts: 0 });
    const line = JSON.parse(readFileSync(outPath, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual(['split', 'input_ids', 'labels']);
    expect(line.split).toBe('val');
  });

  test('a malformed line is reported with its file and line number', async () => {
    const inPath = join(tmp, 'bad.jsonl');
    writeFileSync(inPath, `${JSON.stringify({ text: 'ok', labels: {} })}\n${JSON.stringify({ text: 3, labels: {} })}\n`);
    const options = { tokenizerJson: tokenizer, task: 'safety', inPath, outPath: join(tmp, 'bad.out'), labels: SAFETY_LABELS, maxTokens: 128, stride: 32, keep: [], safetyWindows: 'first' } as const;
    await expect(encodeFile(options)).rejects.toThrow(/bad\.jsonl:2/);
  });
});

describe('fixture models (test/fixtures/models, built by models/train/make-fixtures.ts)', () => {
  test('synthetic NER lines: every span covers exactly its value, and the data is seeded', () => {
    const lines = nerLines(50, 1);
    expect(lines.some((l) => l.spans.length > 0)).toBe(true);
    for (const line of lines) {
      for (const span of line.spans) expect(line.text.slice(span.start, span.end)).toMatch(/^\S.*\S$/u);
    }
    expect(nerLines(50, 1)).toEqual(lines);
  });

  test('synthetic safety lines: some state one label only, so the others are unknown', () => {
    const lines = safetyLines(40, 2);
    expect(lines.filter((l) => Object.keys(l.labels).length === 1).length).toBe(10);
    expect(lines.filter((l) => Object.keys(l.labels).length === 5).length).toBe(30);
  });

  for (const [name, labelCount, rank] of [
    ['tiny-ner', 5, 3],
    ['tiny-safety', 5, 2],
  ] as const) {
    test(`${name} holds exactly the docs/models.md files and runs in onnxruntime`, async () => {
      const dir = join('test/fixtures/models', name);
      expect(readdirSync(dir).sort()).toEqual(['README.md', 'calibration.json', 'config.json', 'model.onnx', 'tokenizer.json']);
      expect(layoutProblems(dir)).toEqual([]);
      const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as { id2label: Record<string, string> };
      expect(Object.keys(config.id2label)).toHaveLength(labelCount);
      const fixtureEncoder = createWordEncoder(JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')));
      const ids = [...fixtureEncoder.prefix, ...fixtureEncoder.encode('My name is Anna.').ids, ...fixtureEncoder.suffix];
      const session = await ort.InferenceSession.create(join(dir, 'model.onnx'), { intraOpNumThreads: 1 });
      const dims = [1, ids.length];
      const out = await session.run({
        input_ids: new ort.Tensor('int64', BigInt64Array.from(ids, BigInt), dims),
        attention_mask: new ort.Tensor('int64', new BigInt64Array(ids.length).fill(1n), dims),
      });
      expect(out.logits?.dims).toHaveLength(rank);
      expect(out.logits?.dims.at(-1)).toBe(labelCount);
      await session.release();
    });
  }
});
