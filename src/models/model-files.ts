import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { calibrationSchema, type Calibration } from './calibration.js';

/**
 * A model directory in the layout of a Hugging Face export (docs/models.md): model.onnx,
 * config.json with id2label, tokenizer.json, and optionally Veil's calibration.json. Read and
 * checked here, before any session is created, so a broken directory is refused with a reason
 * an ML engineer can act on.
 */
export interface ModelFiles {
  readonly dir: string;
  readonly modelPath: string;
  /** Labels by output index. */
  readonly labels: readonly string[];
  /** The longest sequence the model accepts, special tokens included. */
  readonly maxPositions: number;
  readonly problemType: string | undefined;
  readonly tokenizerJson: unknown;
  readonly tokenizerConfig: Record<string, unknown>;
  readonly calibration: Calibration | undefined;
}

/** A model directory that cannot be used; the message says which file and why. */
export class ModelLoadError extends Error {
  override readonly name = 'ModelLoadError';
}

const configSchema = z.looseObject({
  id2label: z.record(z.string().regex(/^\d+$/, 'id2label keys must be integers'), z.string().min(1)),
  max_position_embeddings: z.number().int().positive().optional(),
  problem_type: z.string().optional(),
});

/** Sequences longer than this are cut into windows even when a model would accept more. */
const DEFAULT_MAX_POSITIONS = 512;

export function readModelFiles(dir: string): ModelFiles {
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new ModelLoadError(`${root} is not a directory`);
  const modelPath = join(root, 'model.onnx');
  if (!existsSync(modelPath)) throw new ModelLoadError(`${modelPath} is missing`);

  const config = parseWith(configSchema, readJson(join(root, 'config.json')), join(root, 'config.json'));
  const ids = Object.keys(config.id2label).map(Number).sort((a, b) => a - b);
  if (ids.length === 0 || ids.some((id, index) => id !== index)) {
    throw new ModelLoadError(`${join(root, 'config.json')}: id2label must number its labels 0..n-1 without gaps`);
  }
  const labels = ids.map((id) => config.id2label[String(id)] as string);

  const tokenizerJson = readJson(join(root, 'tokenizer.json'));
  if (typeof tokenizerJson !== 'object' || tokenizerJson === null || !('model' in tokenizerJson)) {
    throw new ModelLoadError(`${join(root, 'tokenizer.json')} is not a Hugging Face tokenizer (no "model")`);
  }
  const tokenizerConfigPath = join(root, 'tokenizer_config.json');
  const tokenizerConfig = existsSync(tokenizerConfigPath) ? parseWith(z.record(z.string(), z.unknown()), readJson(tokenizerConfigPath), tokenizerConfigPath) : {};

  const calibrationPath = join(root, 'calibration.json');
  const calibration = existsSync(calibrationPath) ? parseWith(calibrationSchema, readJson(calibrationPath), calibrationPath) : undefined;

  return {
    dir: root,
    modelPath,
    labels,
    maxPositions: Math.min(config.max_position_embeddings ?? DEFAULT_MAX_POSITIONS, DEFAULT_MAX_POSITIONS),
    problemType: config.problem_type,
    tokenizerJson,
    tokenizerConfig,
    calibration,
  };
}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ModelLoadError(`${path} is missing or unreadable`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ModelLoadError(`${path} is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ModelLoadError(`${path}: ${issue === undefined ? 'invalid' : `${issue.path.join('.') || '(top level)'}: ${issue.message}`}`);
}
