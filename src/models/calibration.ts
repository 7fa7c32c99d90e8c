import { z } from 'zod';

/**
 * calibration.json (docs/models.md): what turns a model's logits into confidences that mean what
 * the policy's bands say (≥ 0.9 high, 0.7–0.9 medium). Fitted on a validation split at training.
 */
export const calibrationSchema = z.looseObject({
  method: z.string().optional(),
  /** Token classification: softmax(logits / temperature); sequence classification: the default per label. */
  temperature: z.number().positive().optional(),
  /** Sequence classification, per label: sigmoid(logit / temperature + bias) (Platt scaling). */
  labels: z.record(z.string(), z.strictObject({ temperature: z.number().positive().optional(), bias: z.number().optional() })).optional(),
});
export type Calibration = z.infer<typeof calibrationSchema>;

/** Softmax over one row of token logits, in place into `out`. */
export function softmaxInto(logits: Float32Array, offset: number, size: number, temperature: number, out: Float64Array): void {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < size; i++) max = Math.max(max, (logits[offset + i] as number) / temperature);
  let sum = 0;
  for (let i = 0; i < size; i++) {
    const e = Math.exp((logits[offset + i] as number) / temperature - max);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < size; i++) out[i] = (out[i] as number) / sum;
}

/** One label's sigmoid scorer, calibrated when the file names the label. */
export function sigmoidFor(calibration: Calibration | undefined, label: string): (logit: number) => number {
  const own = calibration?.labels?.[label];
  const temperature = own?.temperature ?? calibration?.temperature ?? 1;
  const bias = own?.bias ?? 0;
  return (logit) => 1 / (1 + Math.exp(-(logit / temperature + bias)));
}
