import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import ort from 'onnxruntime-node';
import { createWordEncoder } from '../../src/models/word-encoder.js';
import { isMain, requireOption, runMain } from './cli.js';
import { isRecord, readJsonFile } from './jsonl.js';

/**
 * Checks an exported model directory the way serving will use it: the docs/models.md layout,
 * the tokenizer through createWordEncoder, and model.onnx in onnxruntime-node against the torch
 * logits encoder.py saved at export (.parity.json). A model that passes here computes at serving
 * what it computed in training.
 */

export const PARITY_FILE = '.parity.json';
const REQUIRED = ['model.onnx', 'config.json', 'tokenizer.json', 'README.md'];
const ALLOWED = new Set([...REQUIRED, 'calibration.json', 'tokenizer_config.json']);
const DEFAULT_TOLERANCE = 1e-4;

export interface CheckOptions {
  readonly parityPath?: string;
  readonly tolerance?: number;
  /** Keep .parity.json after a successful check; it never ships in a model directory. */
  readonly keepParity?: boolean;
}

export interface CheckReport {
  readonly labels: readonly string[];
  readonly inputs: readonly string[];
  readonly dims: readonly number[];
  readonly maxDiff: number;
  readonly vocabSize: number;
  readonly files: readonly string[];
}

/** Throws, naming every problem, unless the directory is a servable model matching torch. */
export async function checkOnnx(dir: string, options: CheckOptions = {}): Promise<CheckReport> {
  const parityPath = options.parityPath ?? join(dir, PARITY_FILE);
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const problems = layoutProblems(dir, parityPath);
  if (!existsSync(parityPath)) problems.push(`${parityPath} is missing: export with encoder.export_onnx first`);
  if (problems.length > 0) throw new Error(`${dir}:\n  ${problems.join('\n  ')}`);

  const config = readJsonFile(join(dir, 'config.json')) as Record<string, unknown>;
  const labels = labelsOf(config);
  const tokenizerJson = readJsonFile(join(dir, 'tokenizer.json'));
  const encoder = createWordEncoder(tokenizerJson);
  const vocabSize = vocabSizeOf(tokenizerJson);
  if (typeof config.vocab_size === 'number' && vocabSize > config.vocab_size) {
    throw new Error(`${dir}: tokenizer has ${vocabSize} tokens, the model's embedding only ${config.vocab_size}`);
  }
  if (encoder.prefix.length === 0 && encoder.suffix.length === 0) throw new Error(`${dir}: the tokenizer adds no special tokens`);

  const parity = parityOf(readJsonFile(parityPath), parityPath);
  const session = await ort.InferenceSession.create(join(dir, 'model.onnx'), { intraOpNumThreads: 1, interOpNumThreads: 1 });
  try {
    const logits = await run(session, parity.inputIds, parity.attentionMask);
    if (logits.dims.join() !== parity.dims.join()) throw new Error(`${dir}: onnx logits are [${logits.dims.join()}], torch's [${parity.dims.join()}]`);
    if (logits.dims.at(-1) !== labels.length) throw new Error(`${dir}: logits end in ${logits.dims.at(-1)} labels, config.json names ${labels.length}`);
    let maxDiff = 0;
    parity.logits.forEach((expected, i) => {
      maxDiff = Math.max(maxDiff, Math.abs(expected - (logits.data[i] as number)));
    });
    if (!(maxDiff <= tolerance)) throw new Error(`${dir}: onnx and torch logits differ by ${maxDiff.toExponential(2)} (> ${tolerance})`);
    if (options.keepParity !== true) rmSync(parityPath);
    const files = readdirSync(dir).sort();
    return { labels, inputs: session.inputNames, dims: logits.dims, maxDiff, vocabSize, files };
  } finally {
    await session.release();
  }
}

/** What keeps a directory from being a docs/models.md model directory; the parity file aside. */
export function layoutProblems(dir: string, parityPath = join(dir, PARITY_FILE)): string[] {
  if (!existsSync(dir)) return ['does not exist'];
  const files = readdirSync(dir);
  const problems = REQUIRED.filter((f) => !files.includes(f)).map((f) => `${f} is missing (docs/models.md)`);
  const extra = files.filter((f) => !ALLOWED.has(f) && join(dir, f) !== parityPath);
  if (extra.length > 0) problems.push(`files not in the docs/models.md layout: ${extra.join(', ')}`);
  if (files.includes('calibration.json')) problems.push(...calibrationProblems(readJsonFile(join(dir, 'calibration.json'))));
  return problems;
}

/** The runtime's reading of calibration.json (src/models/calibration.ts), stated independently. */
function calibrationProblems(doc: unknown): string[] {
  if (!isRecord(doc)) return ['calibration.json is not an object'];
  const problems: string[] = [];
  const positive = (v: unknown): boolean => v === undefined || (typeof v === 'number' && v > 0);
  if (!positive(doc.temperature)) problems.push('calibration.json: temperature must be a positive number');
  if (doc.labels !== undefined) {
    if (!isRecord(doc.labels)) return [...problems, 'calibration.json: labels must be an object'];
    for (const [label, entry] of Object.entries(doc.labels)) {
      const ok = isRecord(entry) && Object.keys(entry).every((k) => k === 'temperature' || k === 'bias') && positive(entry.temperature);
      const bias = isRecord(entry) ? entry.bias : undefined;
      if (!ok || (bias !== undefined && typeof bias !== 'number')) problems.push(`calibration.json: labels.${label} must be {temperature > 0, bias}`);
    }
  }
  return problems;
}

function labelsOf(config: Record<string, unknown>): string[] {
  const id2label = config.id2label;
  if (!isRecord(id2label)) throw new Error('config.json has no id2label');
  const labels = Object.keys(id2label).map((_, i) => id2label[String(i)]);
  if (labels.some((l) => typeof l !== 'string')) throw new Error('config.json: id2label must number its labels 0..n-1');
  return labels as string[];
}

function vocabSizeOf(tokenizerJson: unknown): number {
  const model = isRecord(tokenizerJson) ? tokenizerJson.model : undefined;
  return isRecord(model) && isRecord(model.vocab) ? Object.keys(model.vocab).length : 0;
}

interface Parity {
  readonly inputIds: number[][];
  readonly attentionMask: number[][];
  readonly logits: number[];
  readonly dims: number[];
}

function parityOf(doc: unknown, path: string): Parity {
  const matrix = (v: unknown): v is number[][] => Array.isArray(v) && v.every((row) => Array.isArray(row) && row.every((x) => typeof x === 'number'));
  if (!isRecord(doc) || !matrix(doc.input_ids) || !matrix(doc.attention_mask) || !Array.isArray(doc.dims) || !Array.isArray(doc.logits)) {
    throw new Error(`${path}: expected {input_ids, attention_mask, logits, dims} from encoder.export_onnx`);
  }
  const logits: unknown[] = (doc.logits as unknown[]).flat(3);
  if (!logits.every((x): x is number => typeof x === 'number')) throw new Error(`${path}: logits must be numbers`);
  return { inputIds: doc.input_ids, attentionMask: doc.attention_mask, logits, dims: doc.dims as number[] };
}

interface Logits {
  readonly data: Float32Array;
  readonly dims: readonly number[];
}

/** Feeds what the graph declares, as the runtime does (docs/models.md: token_type_ids are zeros). */
async function run(session: ort.InferenceSession, inputIds: readonly (readonly number[])[], attentionMask: readonly (readonly number[])[]): Promise<Logits> {
  const dims = [inputIds.length, inputIds[0]?.length ?? 0];
  const tensor = (rows: readonly (readonly number[])[]): ort.Tensor => new ort.Tensor('int64', BigInt64Array.from(rows.flat(), (x) => BigInt(x)), dims);
  const feeds: Record<string, ort.Tensor> = {};
  for (const name of session.inputNames) {
    if (name === 'input_ids') feeds[name] = tensor(inputIds);
    else if (name === 'attention_mask') feeds[name] = tensor(attentionMask);
    else if (name === 'token_type_ids') feeds[name] = tensor(inputIds.map((row) => row.map(() => 0)));
    else throw new Error(`the graph declares input ${name}; Veil feeds only input_ids, attention_mask, token_type_ids`);
  }
  const outputName = session.outputNames[0];
  const output = outputName === undefined ? undefined : (await session.run(feeds))[outputName];
  if (output?.type !== 'float32') throw new Error('the first output is not float32 logits');
  return { data: output.data as Float32Array, dims: output.dims };
}

/** What the model says about a text, uncalibrated: a quick look after training. */
export async function describe(dir: string, text: string): Promise<string> {
  const labels = labelsOf(readJsonFile(join(dir, 'config.json')) as Record<string, unknown>);
  const encoder = createWordEncoder(readJsonFile(join(dir, 'tokenizer.json')));
  const encoded = encoder.encode(text);
  const ids = [...encoder.prefix, ...encoded.ids, ...encoder.suffix];
  const session = await ort.InferenceSession.create(join(dir, 'model.onnx'), { intraOpNumThreads: 1, interOpNumThreads: 1 });
  try {
    const { data, dims } = await run(session, [ids], [ids.map(() => 1)]);
    const n = labels.length;
    const softmax = (row: Float32Array): number[] => {
      const max = Math.max(...row);
      const e = [...row].map((x) => Math.exp(x - max));
      const sum = e.reduce((a, b) => a + b, 0);
      return e.map((x) => x / sum);
    };
    if (dims.length === 2) return labels.map((l, i) => `${l} ${(1 / (1 + Math.exp(-(data[i] as number)))).toFixed(3)}`).join(', ');
    return encoded.ids
      .map((_, p) => p)
      .filter((p) => encoded.isFirst[p] === true)
      .map((p) => {
        const probs = softmax(data.subarray((p + encoder.prefix.length) * n, (p + encoder.prefix.length + 1) * n));
        const best = probs.indexOf(Math.max(...probs));
        const word = encoded.words[encoded.wordOf[p] as number];
        return `${word === undefined ? '?' : text.slice(word.start, word.end)}/${labels[best] ?? '?'}`;
      })
      .join(' ');
  } finally {
    await session.release();
  }
}

const USAGE =
  'usage: node --import tsx models/train/check-onnx.ts --dir <model dir> [--parity <dir>/.parity.json] [--tolerance 1e-4] [--keep-parity] [--layout-only] [--text "…"]…';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      parity: { type: 'string' },
      tolerance: { type: 'string' },
      'keep-parity': { type: 'boolean', default: false },
      'layout-only': { type: 'boolean', default: false },
      text: { type: 'string', multiple: true },
    },
    strict: true,
  });
  const dir = requireOption(values.dir, 'dir', USAGE);
  const tolerance = values.tolerance === undefined ? DEFAULT_TOLERANCE : Number(values.tolerance);
  if (!(tolerance > 0)) throw new Error(`--tolerance must be a positive number`);
  if (values['layout-only'] === true) {
    // A model whose parity file is gone (already checked): its layout and what it says still can be looked at.
    const problems = layoutProblems(dir);
    if (problems.length > 0) throw new Error(`${dir}:\n  ${problems.join('\n  ')}`);
    process.stdout.write(`${dir}: layout ok (parity not checked)\n`);
    for (const text of values.text ?? []) process.stdout.write(`${text}\n  → ${await describe(dir, text)}\n`);
    return;
  }
  const report = await checkOnnx(dir, {
    tolerance,
    keepParity: values['keep-parity'] === true,
    ...(values.parity === undefined ? {} : { parityPath: values.parity }),
  });
  process.stdout.write(
    `${dir}: ok, onnx vs torch max |diff| ${report.maxDiff.toExponential(2)} on logits [${report.dims.join(', ')}]; ` +
      `inputs ${report.inputs.join(', ')}; ${report.labels.length} labels; ${report.vocabSize} tokens; files ${report.files.join(', ')}\n`,
  );
  for (const text of values.text ?? []) process.stdout.write(`${text}\n  → ${await describe(dir, text)}\n`);
}

if (isMain(import.meta.url)) runMain(main);
