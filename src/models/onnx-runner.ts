import { InferenceSession, Tensor } from 'onnxruntime-node';
import { ModelLoadError } from './model-files.js';

/** The raw output of one inference call: logits and their shape ([batch, labels] or [batch, sequence, labels]). */
export interface Logits {
  readonly data: Float32Array;
  readonly dims: readonly number[];
}

export interface ModelRunner {
  /** Runs a batch of id sequences, padded to the longest with `padId`. */
  run(sequences: readonly (readonly number[])[], padId: number): Promise<Logits>;
  release(): Promise<void>;
}

/** The inputs a Hugging Face encoder export may declare; Veil feeds those the graph has. */
const KNOWN_INPUTS = new Set(['input_ids', 'attention_mask', 'token_type_ids']);

/**
 * One onnxruntime session. `run` blocks its thread while the model computes, so sessions live in
 * the detection workers, never on the event loop. One intra-op thread: on this 2-core machine two
 * raise a batch's p99 more than tenfold (docs/performance.md), and the pool already runs one
 * session per worker in parallel.
 */
export async function createRunner(modelPath: string): Promise<ModelRunner> {
  let session: InferenceSession;
  try {
    session = await InferenceSession.create(modelPath, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    });
  } catch (error) {
    throw new ModelLoadError(`${modelPath} cannot be loaded by onnxruntime: ${error instanceof Error ? error.message : String(error)}`);
  }
  const inputs = session.inputNames;
  const unknown = inputs.filter((name) => !KNOWN_INPUTS.has(name));
  if (!inputs.includes('input_ids') || unknown.length > 0) {
    await session.release();
    throw new ModelLoadError(
      `${modelPath} declares inputs [${inputs.join(', ')}]; Veil feeds input_ids, attention_mask and token_type_ids (docs/models.md)`,
    );
  }
  const outputName = session.outputNames[0];
  if (outputName === undefined) {
    await session.release();
    throw new ModelLoadError(`${modelPath} has no output`);
  }

  return {
    async run(sequences, padId) {
      const batch = sequences.length;
      let length = 0;
      for (const s of sequences) length = Math.max(length, s.length);
      const ids = new BigInt64Array(batch * length).fill(BigInt(padId));
      const mask = new BigInt64Array(batch * length);
      sequences.forEach((sequence, row) => {
        for (let i = 0; i < sequence.length; i++) {
          ids[row * length + i] = BigInt(sequence[i] as number);
          mask[row * length + i] = 1n;
        }
      });
      const dims = [batch, length];
      const feeds: Record<string, Tensor> = {};
      for (const name of inputs) {
        if (name === 'input_ids') feeds[name] = new Tensor('int64', ids, dims);
        else if (name === 'attention_mask') feeds[name] = new Tensor('int64', mask, dims);
        else feeds[name] = new Tensor('int64', new BigInt64Array(batch * length), dims);
      }
      const output = (await session.run(feeds))[outputName];
      if (output === undefined || output.type !== 'float32') throw new Error(`${modelPath}: output ${outputName} is not float32 logits`);
      return { data: output.data as Float32Array, dims: output.dims };
    },
    release: () => session.release(),
  };
}
