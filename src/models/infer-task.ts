import type { Finding } from '../core/detection.js';
import type { LoadedModel, ModelsSpec } from './model-set.js';

/** What a detection worker is started with for its models (piscina workerData, plain data). */
export interface ModelWorkerData {
  /** undefined: the worker loads no model. */
  readonly models: ModelsSpec | undefined;
}

/** One inference task: the texts of one or more requests, batched by the caller. */
export interface InferTask {
  readonly texts: readonly string[];
}

export interface InferResult {
  readonly findings: Finding[][];
}

/** A worker's answer to `ready`: its models loaded, or why not (errors lose their class crossing threads). */
export type ReadyResult = { readonly kind: 'ready'; readonly loaded: readonly LoadedModel[] } | { readonly kind: 'failed'; readonly reason: string };
