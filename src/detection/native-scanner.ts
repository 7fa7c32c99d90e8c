import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The compiled scanner (native/scanner.cc, built by `npm ci` through binding.gyp): one RE2.Set
 * pass plus every match of every pattern the set reports, in one call. node-re2 costs 2–5 µs per
 * exec() call; this returns all offsets at once (docs/performance.md).
 */
export interface NativeScanner {
  /**
   * Every match, in UTF-16 code units: [count], then [pattern, start, end, groups] per match,
   * grouped by pattern, then the capture groups. `groups` is the index, in the same array, of
   * [n, start, end, …] (n pairs, group 0 first; -1 where a group did not take part), or -1 for a
   * pattern without groups; last, 1 when the text holds a surrogate pair (a character beyond
   * U+FFFF, where UTF-16 offsets and code points part), plus 2^(k+1) for each marker k that
   * occurred (see createNativeScanner). Null when nothing matched; [-1]
   * alone as soon as more than `limit` matches were found (0: no limit).
   */
  scan(text: string, limit: number): Int32Array | null;
}

/** Where the end of a text could still grow into a match (native/scanner.cc, Tail). */
export interface NativeTail {
  /**
   * Per tail pattern i (each ends in $), the leftmost start of a match at or after `starts[i]`
   * (UTF-16 units; the text before it is read as context only), written back into `starts[i]`
   * (text.length when none); returns the least of them.
   */
  earliestFrom(text: string, starts: Int32Array): number;
}

interface NativeModule {
  readonly Tail: new (sources: readonly string[]) => NativeTail;
  readonly Scanner: new (
    setSources: readonly string[],
    scanSources: readonly string[],
    groupSources: ReadonlyArray<string | null>,
    anchors: readonly number[],
    margins: readonly number[],
    alsoSources: ReadonlyArray<string | null>,
    nearSet: readonly number[],
    markers: readonly string[],
    suffixGroups: readonly number[],
    endsOf?: readonly number[],
  ) => NativeScanner;
}

const ADDON = join('build', 'Release', 'veil_scanner.node');

/** The project root: the nearest folder above this module that holds the built addon. */
function addonPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, ADDON);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`the native scanner is not built (${ADDON}); run npm ci`);
    dir = parent;
  }
}

let loaded: NativeModule | undefined;

/**
 * Per pattern i: `setSources[i]` its prefilter for the set pass, `scanSources[i]` the pattern
 * without capture groups, `groupSources[i]` with them (or null), `anchors[i]` 0 or the class of
 * character every match holds (1 digit, 2 "@", 3 ":"), so that the pattern runs only in windows
 * around those characters in long texts; `margins[i]` the longest match in UTF-8 bytes (0:
 * unbounded); `alsoSources[i]` null or a second prefilter that must occur too (checked in the same
 * set pass); `nearSet[i]` 1 when every match holds a match of `setSources[i]`, 2 when of
 * `alsoSources[i]`, so that the pattern runs only within `margins[i]` of where the set pass saw
 * those end, else 0. `markers`: up to 30 more set entries of no pattern, whose occurrence the
 * scan reports for the caller's own use. `suffixGroups[i]` 1 when `groupSources[i]` is the pattern
 * of its one group only, ending in $: the group is then the longest end of the match it matches,
 * found by RE2's DFA (see PatternSpec.isGroupLongestEnd). RE2 syntax.
 */
export function createNativeScanner(
  setSources: readonly string[],
  scanSources: readonly string[],
  groupSources: ReadonlyArray<string | null>,
  anchors: readonly number[] = scanSources.map(() => 0),
  margins: readonly number[] = scanSources.map(() => 0),
  alsoSources: ReadonlyArray<string | null> = scanSources.map(() => null),
  nearSet: readonly number[] = scanSources.map(() => 0),
  markers: readonly string[] = [],
  suffixGroups: readonly number[] = scanSources.map(() => 0),
  endsOf: readonly number[] = [],
): NativeScanner {
  loaded ??= createRequire(import.meta.url)(addonPath()) as NativeModule;
  // Without endsOf, the scan's layout has no ends (and no index of them).
  if (endsOf.length === 0) return new loaded.Scanner(setSources, scanSources, groupSources, anchors, margins, alsoSources, nearSet, markers, suffixGroups);
  return new loaded.Scanner(setSources, scanSources, groupSources, anchors, margins, alsoSources, nearSet, markers, suffixGroups, endsOf);
}

/** Patterns in RE2 syntax, each anchored at the end of the text ($). */
export function createNativeTail(sources: readonly string[]): NativeTail {
  loaded ??= createRequire(import.meta.url)(addonPath()) as NativeModule;
  return new loaded.Tail(sources);
}
