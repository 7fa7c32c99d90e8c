/**
 * Windows over a text's word pieces for a model with a bounded input: at most `size` pieces each,
 * consecutive windows overlapping by about `overlap` pieces, every window starting and (unless a
 * single word is longer than a window) ending on a word boundary, so no word is cut in two.
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
