import type { ModelRunner } from './onnx-runner.js';

/** Where one sequence's logits sit in the output of the call that ran it. */
export interface SequenceLogits {
  readonly data: Float32Array;
  /** Index of the sequence's first logit. */
  readonly base: number;
  /** Token classification: the padded sequence length of its call (stride between rows is labels). */
  readonly paddedLength: number;
}

/**
 * Runs many sequences in as few calls as the batch bound allows. Sequences are grouped by length
 * so that short ones are not padded to the longest of the whole set.
 */
export async function runInBatches(
  runner: ModelRunner,
  sequences: readonly (readonly number[])[],
  padId: number,
  labels: number,
  perSequence: 'token' | 'sequence',
  maxPerCall: number,
): Promise<SequenceLogits[]> {
  const order = sequences.map((_, index) => index).sort((a, b) => (sequences[a] as readonly number[]).length - (sequences[b] as readonly number[]).length);
  const out = new Array<SequenceLogits>(sequences.length);
  for (let at = 0; at < order.length; at += maxPerCall) {
    const group = order.slice(at, at + maxPerCall);
    const { data, dims } = await runner.run(
      group.map((index) => sequences[index] as readonly number[]),
      padId,
    );
    const expected = perSequence === 'token' ? 3 : 2;
    if (dims.length !== expected || dims[dims.length - 1] !== labels) {
      throw new Error(`the model returned logits of shape [${dims.join(', ')}]; expected ${perSequence === 'token' ? '[batch, sequence, ' : '[batch, '}${labels}]`);
    }
    const paddedLength = perSequence === 'token' ? (dims[1] as number) : 1;
    group.forEach((index, row) => {
      out[index] = { data, base: row * paddedLength * labels, paddedLength };
    });
  }
  return out;
}
