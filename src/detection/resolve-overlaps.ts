export interface Span {
  readonly start: number;
  readonly end: number;
  readonly confidence: number;
}

/**
 * decisions.md §4: overlapping detections resolve to the higher confidence, then the longer
 * span (then the earlier one, so the result does not depend on input order). Returns the
 * survivors in text order.
 */
export function resolveOverlaps<T extends Span>(spans: readonly T[]): T[] {
  if (spans.length < 2) return [...spans];
  const ranked = [...spans].sort((a, b) => b.confidence - a.confidence || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: T[] = [];
  for (const span of ranked) {
    if (!kept.some((k) => k.start < span.end && span.start < k.end)) kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}
