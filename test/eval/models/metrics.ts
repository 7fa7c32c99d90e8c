/** Scores for the models' held-out evaluation (npm run eval:models and its vitest targets). */

export interface Counts {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
}

export interface PRF {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly support: number;
}

export function prf({ tp, fp, fn }: Counts): PRF {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall), support: tp + fn };
}

export interface Span {
  readonly start: number;
  readonly end: number;
  readonly label: string;
}

/** Exact span matching, one to one: same label, same start and end. */
export function spanCounts(gold: readonly Span[], predicted: readonly Span[], label: string): Counts {
  const key = (s: Span): string => `${s.start}:${s.end}`;
  const goldKeys = new Set(gold.filter((s) => s.label === label).map(key));
  const predictedKeys = new Set(predicted.filter((s) => s.label === label).map(key));
  let tp = 0;
  for (const k of predictedKeys) if (goldKeys.has(k)) tp++;
  return { tp, fp: predictedKeys.size - tp, fn: goldKeys.size - tp };
}

export const addCounts = (a: Counts, b: Counts): Counts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });

/** Area under the ROC curve: the probability that a random positive outscores a random negative (ties count half). */
export function rocAuc(scores: readonly number[], labels: readonly (0 | 1)[]): number {
  const order = scores.map((s, i) => ({ s, y: labels[i] as 0 | 1 })).sort((a, b) => a.s - b.s);
  let positives = 0;
  let negatives = 0;
  let rankSum = 0;
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j < order.length && (order[j] as { s: number }).s === (order[i] as { s: number }).s) j++;
    const averageRank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) {
      if ((order[k] as { y: 0 | 1 }).y === 1) {
        positives++;
        rankSum += averageRank;
      } else {
        negatives++;
      }
    }
    i = j;
  }
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** The best recall over thresholds whose precision is at least `minPrecision`, and that threshold. */
export function recallAtPrecision(scores: readonly number[], labels: readonly (0 | 1)[], minPrecision: number): { recall: number; threshold: number } {
  const order = scores.map((s, i) => ({ s, y: labels[i] as 0 | 1 })).sort((a, b) => b.s - a.s);
  const positives = order.filter((o) => o.y === 1).length;
  let tp = 0;
  let fp = 0;
  let best = { recall: 0, threshold: Number.POSITIVE_INFINITY };
  for (let i = 0; i < order.length; i++) {
    const o = order[i] as { s: number; y: 0 | 1 };
    if (o.y === 1) tp++;
    else fp++;
    // Only cut between distinct scores: a threshold keeps or drops all ties together.
    if (i + 1 < order.length && (order[i + 1] as { s: number }).s === o.s) continue;
    if (tp / (tp + fp) >= minPrecision && positives > 0 && tp / positives > best.recall) best = { recall: tp / positives, threshold: o.s };
  }
  return best;
}

export interface ReliabilityBin {
  readonly bin: string;
  readonly count: number;
  readonly meanConfidence: number;
  readonly accuracy: number;
}

/** Reliability of scores read as probabilities: in each band, how often the label really holds. */
export function reliability(scores: readonly number[], labels: readonly (0 | 1)[], edges: readonly number[] = [0.5, 0.7, 0.9, 1.0001]): ReliabilityBin[] {
  const bins: ReliabilityBin[] = [];
  for (let b = 0; b + 1 < edges.length; b++) {
    const low = edges[b] as number;
    const high = edges[b + 1] as number;
    let count = 0;
    let sum = 0;
    let hits = 0;
    scores.forEach((s, i) => {
      if (s < low || s >= high) return;
      count++;
      sum += s;
      hits += labels[i] as number;
    });
    bins.push({ bin: `${low.toFixed(1)}–${Math.min(high, 1).toFixed(1)}`, count, meanConfidence: count === 0 ? 0 : sum / count, accuracy: count === 0 ? 0 : hits / count });
  }
  return bins;
}
