/**
 * Windows over a text's word pieces for a model with a bounded input: at most `size` pieces each,
 * consecutive windows overlapping by at least about `overlap` pieces, every window starting and
 * (unless a single word is longer than a window) ending on a word boundary, so no word is cut in two.
 */
export interface PieceWindow {
  /** Piece indices [from, to). */
  readonly from: number;
  readonly to: number;
}

export function pieceWindows(isFirst: readonly boolean[], size: number, overlap: number): PieceWindow[] {
  const count = isFirst.length;
  if (count === 0) return [];
  if (size < 1) throw new RangeError('window size must be at least 1');
  if (count <= size) return [{ from: 0, to: count }];
  // The windows of one call are padded to its longest, and the model's cost is per padded piece:
  // as many windows as a greedy walk needs, but of equal length, cost the least (a 500-piece text
  // is 5 windows of ~112 pieces, not 4 full ones and a short one padded to 126).
  const minOverlap = Math.min(overlap, size - 1);
  const needed = Math.ceil((count - minOverlap) / (size - minOverlap));
  const even = Math.min(size, Math.ceil((count + (needed - 1) * minOverlap) / needed));
  const full = walk(isFirst, size, minOverlap);
  if (even === size) return full;
  const balanced = walk(isFirst, even, minOverlap);
  // Word boundaries can cost the shorter walk a window; then the full-size one is cheaper.
  return balanced.length <= full.length ? balanced : full;
}

function walk(isFirst: readonly boolean[], size: number, overlap: number): PieceWindow[] {
  const count = isFirst.length;
  const windows: PieceWindow[] = [];
  let from = 0;
  for (;;) {
    let to = Math.min(count, from + size);
    if (to < count) {
      let wordStart = to;
      while (wordStart > from && isFirst[wordStart] !== true) wordStart--;
      if (wordStart > from) to = wordStart;
    }
    windows.push({ from, to });
    if (to >= count) return windows;
    let next = Math.max(from + 1, to - Math.min(overlap, size - 1));
    while (next < to && isFirst[next] !== true) next++;
    from = next;
  }
}

/** How far a piece is from its window's edges: the window that sees the most context on both sides wins. */
export const centrality = (window: PieceWindow, piece: number): number => Math.min(piece - window.from, window.to - 1 - piece);
