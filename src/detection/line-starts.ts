import { firstAtOrAfter } from './first-at-or-after.js';

/**
 * Where every line of a text starts, found once per text (a native search per line break) and
 * shared by the modules that read a value's line and the lines around it (table columns, list
 * headings). The engine analyses one text at a time, synchronously: the last text's is kept.
 */
export interface Lines {
  /** Ascending; the first is 0. */
  readonly starts: readonly number[];
  /** The index of the line that holds `position`. */
  indexAt(position: number): number;
  /** Where line `index` ends (its line break, or the text's end). */
  endOf(index: number): number;
}

let cached: { readonly text: string; readonly lines: Lines } | undefined;

export function linesOf(text: string): Lines {
  if (cached?.text === text) return cached.lines;
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  const lines: Lines = {
    starts,
    indexAt: (position) => firstAtOrAfter(starts, position + 1) - 1,
    endOf: (index) => {
      const next = starts[index + 1];
      return next === undefined ? text.length : next - 1;
    },
  };
  cached = { text, lines };
  return lines;
}
