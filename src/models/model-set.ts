import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Finding } from '../core/detection.js';
import { ENTITY_TYPES, SAFETY_CATEGORIES } from '../core/entities.js';
import { labelMapper, readTokenLabel } from './labels.js';
import { ModelLoadError, readModelFiles, type ModelFiles } from './model-files.js';
import { createNerModel, type NerModel } from './ner-model.js';
import { createRunner, type ModelRunner } from './onnx-runner.js';
import { createSafetyModel, type SafetyModel } from './safety-model.js';
import { createWordEncoder } from './word-encoder.js';

/** One model as config names it: a directory and its label map (model label → Veil name). */
export interface ModelSpec {
  readonly path: string;
  readonly labels: Readonly<Record<string, string>>;
}

/** What a detection worker is told to load (plain data: it crosses the thread boundary). */
export interface ModelsSpec {
  readonly ner: ModelSpec | undefined;
  readonly safety: ModelSpec | undefined;
  /** The most word pieces a model reads at once (windows and chunks), special tokens excluded. */
  readonly windowTokens: number;
  /** Sequences per onnxruntime call. */
  readonly maxSequencesPerCall: number;
}

/** What is serving, for operators (GET /admin/models, the reload answer). */
export interface LoadedModel {
  readonly kind: 'ner' | 'safety';
  readonly path: string;
  readonly sha256: string;
  readonly labels: readonly string[];
  /** The Veil names the model reports. */
  readonly reports: readonly string[];
  readonly calibrated: boolean;
}

export interface ModelSet {
  readonly loaded: readonly LoadedModel[];
  /** NER spans and safety categories per text. */
  infer(texts: readonly string[]): Promise<Finding[][]>;
  release(): Promise<void>;
}

/**
 * Least overlap between consecutive NER windows: a word near a window's edge is read again with
 * at least ~8 pieces of context on each side. Windows are evened out, so most overlap more.
 */
const NER_OVERLAP_FRACTION = 0.125;

/**
 * Loads the configured models, checks that each answers in the shape its kind needs (one warm-up
 * inference, which also pays the first-run cost now rather than on a request), or fails with a
 * ModelLoadError saying which directory and why.
 */
export async function loadModelSet(spec: ModelsSpec): Promise<ModelSet> {
  const runners: ModelRunner[] = [];
  try {
    let ner: NerModel | undefined;
    let safety: SafetyModel | undefined;
    const loaded: LoadedModel[] = [];
    if (spec.ner !== undefined) {
      const files = readModelFiles(spec.ner.path);
      const map = labelMapper(spec.ner.labels, ENTITY_TYPES);
      const reports = [...new Set(files.labels.map((l) => readTokenLabel(l, map).target).filter((t) => t !== undefined))];
      requireSomeMapped(files, reports, 'detection.models.ner.labels', 'entity type');
      const runner = await createRunner(files.modelPath);
      runners.push(runner);
      const encoder = createWordEncoder(files.tokenizerJson, files.tokenizerConfig);
      const windowPieces = windowOf(files, encoder.prefix.length + encoder.suffix.length, spec.windowTokens);
      ner = createNerModel({
        files,
        runner,
        encoder,
        map,
        windowPieces,
        overlapPieces: Math.floor(windowPieces * NER_OVERLAP_FRACTION),
        maxSequencesPerCall: spec.maxSequencesPerCall,
      });
      await warmUp(files, () => (ner as NerModel).recognize([WARM_UP_TEXT]));
      loaded.push(describe('ner', files, reports));
    }
    if (spec.safety !== undefined) {
      const files = readModelFiles(spec.safety.path);
      const map = labelMapper(spec.safety.labels, SAFETY_CATEGORIES);
      const reports = [...new Set(files.labels.map(map).filter((t) => t !== undefined))];
      requireSomeMapped(files, reports, 'detection.models.safety.labels', 'safety category');
      const runner = await createRunner(files.modelPath);
      runners.push(runner);
      const encoder = createWordEncoder(files.tokenizerJson, files.tokenizerConfig);
      safety = createSafetyModel({
        files,
        runner,
        encoder,
        map,
        windowPieces: windowOf(files, encoder.prefix.length + encoder.suffix.length, spec.windowTokens),
        maxSequencesPerCall: spec.maxSequencesPerCall,
      });
      await warmUp(files, () => (safety as SafetyModel).classify([WARM_UP_TEXT]));
      loaded.push(describe('safety', files, reports));
    }
    return {
      loaded,
      async infer(texts) {
        const [entities, categories] = await Promise.all([ner?.recognize(texts), safety?.classify(texts)]);
        return texts.map((_, i) => [...(entities?.[i] ?? []), ...(categories?.[i] ?? [])]);
      },
      async release() {
        await Promise.all(runners.map((r) => r.release()));
      },
    };
  } catch (error) {
    await Promise.all(runners.map((r) => r.release().catch(() => undefined)));
    throw error;
  }
}

const WARM_UP_TEXT = 'Hello, my name is Ada Lovelace and I live at 12 Baker Street, London.';

async function warmUp(files: ModelFiles, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    throw new ModelLoadError(`${files.dir}: the model does not answer as its kind must: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function requireSomeMapped(files: ModelFiles, reports: readonly string[], setting: string, what: string): void {
  if (reports.length > 0) return;
  throw new ModelLoadError(`${files.dir}: none of the model's labels [${files.labels.join(', ')}] maps to a Veil ${what}; set ${setting}`);
}

function windowOf(files: ModelFiles, specials: number, configured: number): number {
  const pieces = Math.min(configured, files.maxPositions - specials);
  if (pieces < 8) throw new ModelLoadError(`${files.dir}: max_position_embeddings ${files.maxPositions} leaves no room for text`);
  return pieces;
}

function describe(kind: 'ner' | 'safety', files: ModelFiles, reports: readonly string[]): LoadedModel {
  return {
    kind,
    path: files.dir,
    sha256: createHash('sha256').update(readFileSync(files.modelPath)).digest('hex'),
    labels: files.labels,
    reports,
    calibrated: files.calibration !== undefined,
  };
}
