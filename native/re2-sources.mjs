// Prints the RE2 and Abseil sources that node-re2 compiles (read from its binding.gyp, so this
// addon always builds the same RE2 version as the re2 package), as paths for binding.gyp.
// Usage (from binding.gyp): <!@(node native/re2-sources.mjs [win])
//
// One file is not compiled as shipped: RE2's DFA (re2/dfa.cc) is copied to build/re2-patched/
// with one line added where an RE2::Set search notes a match, so that the scanner learns where
// each prefilter matched, not only that it did (native/set-match-ends.h), and with the scanner's
// Set pass stepping through a compact table of the DFA's states (native/compact-dfa.inc). Each
// patch is a literal replacement that must apply exactly as counted: another RE2 version fails
// the build here rather than compiling a scanner that silently sees no positions.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

const root = dirname(createRequire(import.meta.url).resolve('re2/package.json'));
const gyp = readFileSync(join(root, 'binding.gyp'), 'utf8');
// The Windows-only sources sit in a "conditions" block after the main list.
const [main, conditions = ''] = gyp.split('"conditions"');
const windows = process.argv[2] === 'win';
const from = windows ? conditions : main;
const sources = [...from.matchAll(/"(vendor\/[^"]+\.cc)"/g)].map((m) => m[1]);
const prefix = relative(process.cwd(), root).split(sep).join('/');

const DFA = 'vendor/re2/re2/dfa.cc';

/** Replaces `from` with `to`, which must occur exactly `count` times, or fails the build. */
function replaceCounted(source, from, to, count = 1) {
  const found = source.split(from).length - 1;
  if (found !== count) throw new Error(`re2-sources: expected ${count} of ${JSON.stringify(from)} in ${DFA}, found ${found}; update native/re2-sources.mjs for this RE2 version`);
  return source.replaceAll(from, to);
}

/** The DFA's members for the Set pass's compact table (native/compact-dfa.inc). */
const COMPACT_MEMBERS = `
  // Veil (native/compact-dfa.inc): the Set pass's transitions as 16-bit state numbers.
  struct VeilCompact {
    int shift = 0;  // a row holds 1 << shift entries, the byte classes and kByteEndText's
    std::vector<State*> states;  // by number; 0: not computed yet, 1: DeadState, 2: FullMatchState
    std::unordered_map<State*, uint16_t> numbers;
    std::vector<uint16_t> next;  // (number << shift) + byte class -> number
    std::vector<uint8_t> matching;
    bool disabled = false;  // more states than 16 bits number: RE2's loop until the cache is cleared
    std::vector<std::pair<uint32_t, int32_t>> pending[4];  // walk k's matches, (state, end)
  };
  VeilCompact veil_compact_;
  uint16_t VeilNumber(State* s);
  int VeilCompactSearchLoop(SearchParams* params);
  State* VeilStartAt(absl::string_view context, const uint8_t* at);
`;

/** Where the scanner's Set pass leaves RE2's loop for the compact one. */
const COMPACT_ENTRY = `
  if (kind_ == Prog::kManyMatch && ::veil::set_match_ends != nullptr && params->run_forward &&
      !params->want_earliest_match && !params->can_prefix_accel && !veil_compact_.disabled) {
    const int found = VeilCompactSearchLoop(params);
    if (found >= 0) return found == 1;
    // Not done there: RE2's own loop, from the start; what was noted is noted again.
    params->ep = NULL;
    ::veil::set_match_ends->ends.clear();
    ::veil::set_match_ends->overflowed = false;
  }
`;

/**
 * RE2's DFA, patched twice:
 * - each Set match is also reported to the scanner (the three places that note one);
 * - the scanner's Set pass runs through a compact table of its transitions
 *   (native/compact-dfa.inc), which ClearCache clears with RE2's states.
 */
function patchedDfa() {
  const source = readFileSync(join(root, DFA), 'utf8');
  const insert = 'params->matches->insert(id);';
  const found = source.split(insert).length - 1;
  if (found !== 3) throw new Error(`re2-sources: expected 3 Set match sites in ${DFA}, found ${found}; update native/re2-sources.mjs for this RE2 version`);
  const include = '#include "re2/sparse_set.h"\n';
  if (!source.includes(include)) throw new Error(`re2-sources: ${DFA} no longer includes re2/sparse_set.h`);
  let patched = source
    .replace(include, `${include}#include "set-match-ends.h"\n#include <unordered_map>\n`)
    .replaceAll(insert, `${insert} VEIL_NOTE_SET_MATCH(id, lastmatch - bp);`);
  const cache = '  StateSet state_cache_;   // All States computed so far.\n';
  patched = replaceCounted(patched, cache, cache + COMPACT_MEMBERS);
  patched = replaceCounted(patched, '  state_cache_.clear();\n}', '  state_cache_.clear();\n  veil_compact_ = VeilCompact();\n}');
  const entry = 'bool DFA::FastSearchLoop(SearchParams* params) {\n';
  patched = replaceCounted(patched, entry, entry + COMPACT_ENTRY);
  patched += '\n#include "compact-dfa.inc"\n';
  const dir = join(process.cwd(), 'build', 're2-patched');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, 'dfa.cc');
  writeFileSync(out, `// Generated by native/re2-sources.mjs from node-re2's ${DFA}: do not edit.\n${patched}`);
  return relative(process.cwd(), out).split(sep).join('/');
}

const paths = sources.map((s) => (s === DFA ? patchedDfa() : `${prefix}/${s}`));
if (!windows && !sources.includes(DFA)) throw new Error(`re2-sources: ${DFA} is not among node-re2's sources`);
process.stdout.write(paths.join('\n'));
