// The pattern scanner: one RE2::Set pass tells which patterns occur in a text, then each of those
// patterns is run over the text to collect every match, all in one call from JavaScript that
// returns the offsets in one Int32Array.
//
// Why native: node-re2 costs 2-5 µs per exec() call (a result array and a Buffer or string per
// match), so a text with thousands of candidates spent most of its time crossing into C++ and
// back; here a match costs what RE2 costs. Offsets come back in UTF-16 code units, what JS strings
// index. RE2 itself is the node-re2 package's vendored copy, compiled into this addon.
//
// JS:  new Scanner(setSources, scanSources, groupSources, anchors, margins[, alsoSources[, nearSet[, markers[, suffixGroups[, endsOf]]]]])
//        setSources[i]   the prefilter of pattern i (a necessary condition), for the one-pass set;
//                        equal prefilters, first or second, share one entry of the set
//        alsoSources[i]  null, or a second prefilter of pattern i, in the same set: the pattern
//                        runs only if both occur (a cue word somewhere and nine digits somewhere)
//        scanSources[i]  pattern i without capture groups, run over the text
//        groupSources[i] pattern i with its capture groups, or null (run on a matched span only)
//        anchors[i]      0, or the class of character every match holds: 1 digit, 2 '@', 3 ':'
//        margins[i]      the longest match in bytes, or 0 when unbounded (windows reach that far)
//        nearSet[i]      1 if every match of pattern i holds a match of its set entry (its
//                        prefilter, or the pattern itself), 2 if of its second prefilter, else 0:
//                        it then runs only within margins[i] of where that entry's matches ended
//                        in the set's pass
//        markers[k]      up to 30 more set entries that belong to no pattern: whether each
//                        occurred is reported with the matches (bit k + 1 of the last element),
//                        for the caller's own work on the text (an SQL statement's keyword)
//        suffixGroups[i] 1 if groupSources[i] is not the pattern with its groups but its one
//                        group's pattern, ending in $: the group is then the longest end of the
//                        match that pattern matches (RE2's DFA, run backwards from the match's end)
//        endsOf[k]       a pattern whose prefilter's match ends are reported with the matches
//                        (where the set's pass saw each of its matches end), for the caller's
//                        own reading of the text (where a cue word can stand)
//      scanner.scan(text, limit) -> Int32Array or null: [count], then [pattern, start, end, groups]
//                                 per match, then the groups: `groups` indexes, in the same array,
//                                 [n, start0, end0, ... ] for the match's n groups (group 0 is the
//                                 match; -1 where a group did not take part), or is -1; or [-1]
//                                 alone once more than `limit` matches were found (0: no limit);
//                                 last, bit 0 set if the text holds a surrogate pair (a character
//                                 beyond U+FFFF, where UTF-16 units and code points part), and bit
//                                 k + 1 if markers[k] occurred. With endsOf, the groups are
//                                 followed by [n, end...] per endsOf[k] (UTF-16 units, ascending;
//                                 n = -1 when the pass noted more ends than it keeps), and the
//                                 element before the last indexes the first of these.
// Patterns are in RE2 syntax (node-re2's internalSource), UTF-8 mode.

#include <node_api.h>

#include <cstdint>
#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "re2/re2.h"
#include "re2/set.h"
#include "set-match-ends.h"

namespace veil {
thread_local SetMatchEnds* set_match_ends = nullptr;
}  // namespace veil

namespace {

#define CHECK_NAPI(env, call)                                      \
  do {                                                             \
    if ((call) != napi_ok) {                                       \
      napi_throw_error((env), "VEIL_NATIVE", "N-API call failed"); \
      return nullptr;                                              \
    }                                                              \
  } while (0)

constexpr int kAnchorClasses = 4;  // none, digit, '@', ':'
// Marker bits share the last Int32 of a result with the surrogate-pair bit.
constexpr size_t kMaxMarkers = 30;
// Windows closer than this are scanned as one: a RE2 search has a fixed cost that a short gap does not repay.
constexpr size_t kMergeGap = 64;
// Below this size a text is scanned whole: each RE2 search has a fixed cost, and on short texts a
// handful of window searches costs more than one pass over everything.
constexpr size_t kWindowedTextMin = 16 * 1024;
// At most this many prefilter match ends are noted per set pass (about eight bytes each); a text
// holding more is dense with candidates, and its patterns scan whole texts or anchor windows.
constexpr size_t kMaxSetMatchEnds = 1024;
// Bytes per entry of a non-ASCII text's UTF-16 index table.
constexpr size_t kUnitBlock = 64;
// A tail caches, for code points below this (one or two UTF-8 bytes), whether one can begin a match.
constexpr uint32_t kStarterCodePoints = 0x800;

bool IsAnchor(int anchor, unsigned char c) {
  switch (anchor) {
    case 1:
      return c >= '0' && c <= '9';
    case 2:
      return c == '@';
    case 3:
      return c == ':';
    default:
      return false;
  }
}

re2::RE2::Options PatternOptions() {
  re2::RE2::Options options;
  options.set_log_errors(false);
  // Large alternations (street suffixes, cue words) need more than the 8 MiB default for their
  // automata; the DFA falls back to the NFA rather than failing when it runs short.
  options.set_max_mem(64 << 20);
  return options;
}

class Scanner {
 public:
  std::unique_ptr<re2::RE2::Set> set;
  bool setFailed = false;
  std::vector<std::unique_ptr<re2::RE2>> scans;
  std::vector<std::unique_ptr<re2::RE2>> groupPatterns;
  // Per pattern: the anchor class every match contains (0: none, scan the whole text) and the
  // longest match in bytes. Such a pattern runs only in windows that reach that far around the
  // anchor characters, and finds exactly what a whole-text scan finds: a match holds an anchor
  // character and cannot reach past the window, and RE2 reads the text outside the window as
  // context for \b, ^ and $.
  std::vector<int32_t> anchors;
  std::vector<int32_t> margins;
  // Per pattern: the set index of an entry that every match holds a match of (its prefilter or
  // its second one), or -1. It then runs only in windows that reach margins[i] around the ends the
  // set's pass noted for that entry (set-match-ends.h).
  std::vector<int32_t> nearEntry;
  veil::SetMatchEnds setEnds;  // per call: where each set entry's matches ended

  // Reused per call: a scanner belongs to one thread (one engine per worker).
  std::string utf8;                 // the current text, in UTF-8 (capacity reused)
  size_t length = 0;                // its length in bytes
  size_t units = 0;                 // its length in UTF-16 units
  // UTF-16 index of the first byte of each kUnitBlock-byte block, built on demand for non-ASCII
  // text; a byte's index is its block's plus the units of the bytes before it in the block.
  std::vector<int32_t> unitAtBlock;
  std::vector<size_t> byteAtUnit;   // the reverse, for a tail's starts
  // A tail's, per pattern: whether the one-character string U+0000..U+07FF matches it (1), does
  // not (0), or is not known yet (-1); filled as characters are seen.
  std::vector<std::vector<int8_t>> starters;
  bool mapped = false;
  bool pairs = false;  // the text holds a surrogate pair: known once mapped (false for ASCII)
  std::vector<int> hits;
  std::vector<int32_t> setOf;      // per pattern: the set index of its prefilter
  std::vector<int32_t> alsoOf;     // per pattern: the set index of its second prefilter, or -1
  std::vector<int32_t> markerOf;   // per marker: its set index
  std::vector<int32_t> suffixGroup;  // per pattern: 1 if its one group is found as the match's longest matching end
  std::vector<int32_t> endsEntries;  // per endsOf: the set index whose match ends are reported
  bool reportsEnds = false;
  size_t setSize = 0;              // distinct prefilters in the set
  std::vector<int> setHits;        // per call: what the set reported
  std::vector<uint8_t> setHit;     // per call: by set index
  std::vector<int32_t> out;
  std::vector<int32_t> groupOffsets;
  // Runs of anchor characters in the current text, [start, end) in bytes, per anchor class.
  std::vector<std::pair<size_t, size_t>> runs[kAnchorClasses];
  bool runsFound[kAnchorClasses] = {};
  std::vector<absl::string_view> groups;
  std::vector<absl::string_view> matchViews;  // each match, for its groups once scanning is done
  size_t limit = 0;                           // most matches wanted (0: no limit)

  // The text in UTF-8, written by V8 itself (a lone surrogate becomes U+FFFD, as node-re2 sees
  // it). True when the text is ASCII: byte offsets are then UTF-16 indices.
  bool Read(napi_env env, napi_value value, bool& ascii) {
    size_t units = 0;
    if (napi_get_value_string_utf16(env, value, nullptr, 0, &units) != napi_ok) return false;
    // A UTF-16 unit takes at most three UTF-8 bytes; one pass, no length pass first.
    if (utf8.size() < units * 3 + 1) utf8.resize(units * 3 + 1);
    size_t bytes = 0;
    if (napi_get_value_string_utf8(env, value, &utf8[0], units * 3 + 1, &bytes) != napi_ok) return false;
    length = bytes;
    this->units = units;
    ascii = bytes == units;
    mapped = false;
    pairs = false;
    return true;
  }

  // UTF-16 index of a byte offset that starts a character (RE2 matches whole UTF-8 sequences).
  // The block table is built on the first lookup of a non-ASCII text: a pass that counts, 64
  // bytes at a time, what the compiler vectorizes (a table of every byte cost 3 % of the engine).
  int32_t UnitAt(size_t byte) {
    if (!mapped) {
      const size_t blocks = length / kUnitBlock + 1;
      unitAtBlock.resize(blocks);
      int32_t unit = 0;
      bool four = false;
      for (size_t b = 0; b < blocks; b++) {
        unitAtBlock[b] = unit;
        const size_t from = b * kUnitBlock;
        const size_t to = std::min(length, from + kUnitBlock);
        int32_t fours = 0;
        for (size_t i = from; i < to; i++) fours += static_cast<unsigned char>(utf8[i]) >= 0xF0;
        unit += UnitsIn(from, to) + fours;
        four = four || fours != 0;
      }
      pairs = four;
      mapped = true;
    }
    const size_t block = byte / kUnitBlock;
    return unitAtBlock[block] + UnitsIn(block * kUnitBlock, byte) + FoursIn(block * kUnitBlock, byte);
  }

  // Lead bytes in [from, to): one UTF-16 unit each, a four-byte sequence's lead one more (FoursIn).
  int32_t UnitsIn(size_t from, size_t to) const {
    int32_t n = 0;
    for (size_t i = from; i < to; i++) n += (static_cast<unsigned char>(utf8[i]) & 0xC0) != 0x80;
    return n;
  }
  int32_t FoursIn(size_t from, size_t to) const {
    int32_t n = 0;
    for (size_t i = from; i < to; i++) n += static_cast<unsigned char>(utf8[i]) >= 0xF0;
    return n;
  }

  absl::string_view Text() const { return absl::string_view(utf8.data(), length); }
};

bool ReadInt32Array(napi_env env, napi_value array, std::vector<int32_t>& into) {
  uint32_t count = 0;
  if (napi_get_array_length(env, array, &count) != napi_ok) return false;
  for (uint32_t i = 0; i < count; i++) {
    napi_value item;
    int32_t value = 0;
    if (napi_get_element(env, array, i, &item) != napi_ok || napi_get_value_int32(env, item, &value) != napi_ok) return false;
    into.push_back(value);
  }
  return true;
}

bool ReadStringArray(napi_env env, napi_value array, std::vector<std::string>& into, std::vector<bool>& present) {
  uint32_t count = 0;
  if (napi_get_array_length(env, array, &count) != napi_ok) return false;
  for (uint32_t i = 0; i < count; i++) {
    napi_value item;
    if (napi_get_element(env, array, i, &item) != napi_ok) return false;
    napi_valuetype type;
    if (napi_typeof(env, item, &type) != napi_ok) return false;
    if (type != napi_string) {
      into.emplace_back();
      present.push_back(false);
      continue;
    }
    size_t length = 0;
    if (napi_get_value_string_utf8(env, item, nullptr, 0, &length) != napi_ok) return false;
    std::string text(length + 1, '\0');
    if (napi_get_value_string_utf8(env, item, &text[0], length + 1, &length) != napi_ok) return false;
    text.resize(length);
    into.push_back(std::move(text));
    present.push_back(true);
  }
  return true;
}

napi_value MakeInt32Array(napi_env env, const std::vector<int32_t>& values) {
  void* data = nullptr;
  napi_value buffer, array;
  if (napi_create_arraybuffer(env, values.size() * sizeof(int32_t), &data, &buffer) != napi_ok) return nullptr;
  if (!values.empty()) std::memcpy(data, values.data(), values.size() * sizeof(int32_t));
  if (napi_create_typedarray(env, napi_int32_array, values.size(), buffer, 0, &array) != napi_ok) return nullptr;
  return array;
}

void Finalize(napi_env, void* data, void*) { delete static_cast<Scanner*>(data); }

napi_value New(napi_env env, napi_callback_info info) {
  size_t argc = 10;
  napi_value args[10];
  napi_value self;
  CHECK_NAPI(env, napi_get_cb_info(env, info, &argc, args, &self, nullptr));
  if (argc < 5) {
    napi_throw_type_error(env, nullptr, "Scanner(setSources, scanSources, groupSources, anchors, margins)");
    return nullptr;
  }
  auto scanner = std::make_unique<Scanner>();
  std::vector<std::string> setSources, scanSources, groupSources;
  std::vector<bool> setPresent, scanPresent, groupPresent;
  if (!ReadStringArray(env, args[0], setSources, setPresent) || !ReadStringArray(env, args[1], scanSources, scanPresent) ||
      !ReadStringArray(env, args[2], groupSources, groupPresent) || !ReadInt32Array(env, args[3], scanner->anchors) ||
      !ReadInt32Array(env, args[4], scanner->margins) || setSources.size() != scanSources.size() ||
      groupSources.size() != scanSources.size() || scanner->anchors.size() != scanSources.size() ||
      scanner->margins.size() != scanSources.size()) {
    napi_throw_type_error(env, nullptr, "Scanner: five arrays of the same length are required");
    return nullptr;
  }
  for (size_t i = 0; i < scanSources.size(); i++) {
    if (scanner->anchors[i] < 0 || scanner->anchors[i] >= kAnchorClasses || scanner->margins[i] < 0) {
      napi_throw_range_error(env, nullptr, "Scanner: anchors are 0-3 and margins are not negative");
      return nullptr;
    }
  }

  std::vector<std::string> alsoSources;
  std::vector<bool> alsoPresent;
  if (argc >= 6 && (!ReadStringArray(env, args[5], alsoSources, alsoPresent) || alsoSources.size() != scanSources.size())) {
    napi_throw_type_error(env, nullptr, "Scanner: alsoSources must be an array of strings or nulls, one per pattern");
    return nullptr;
  }
  std::vector<int32_t> nearSet;
  if (argc >= 7 && (!ReadInt32Array(env, args[6], nearSet) || nearSet.size() != scanSources.size())) {
    napi_throw_type_error(env, nullptr, "Scanner: nearSet must be an array of 0, 1 or 2, one per pattern");
    return nullptr;
  }
  nearSet.resize(scanSources.size(), 0);
  for (size_t i = 0; i < scanSources.size(); i++) {
    const int32_t near = nearSet[i];
    if (near < 0 || near > 2 || (near == 2 && !(i < alsoPresent.size() && alsoPresent[i]))) {
      napi_throw_range_error(env, nullptr, "Scanner: nearSet is 0, 1, or 2 for a pattern with a second prefilter");
      return nullptr;
    }
    if (near != 0 && scanner->margins[i] <= 0) {
      napi_throw_range_error(env, nullptr, "Scanner: a pattern scanned near its set entry needs a margin");
      return nullptr;
    }
  }
  scanner->setEnds.capacity = kMaxSetMatchEnds;

  const re2::RE2::Options options = PatternOptions();
  scanner->set = std::make_unique<re2::RE2::Set>(options, re2::RE2::UNANCHORED);
  // Patterns of one recognizer often share a prefilter (its context words): each distinct one
  // goes into the set once. Fewer regexps make the set's DFA states smaller; its pass over a 2 KB
  // text ran ≈ 8 % faster with 32 distinct prefilters than with all 37 (docs/performance.md).
  std::unordered_map<std::string, int> added;
  const auto addOnce = [&](const std::string& source, std::string* error) -> int {
    const auto known = added.find(source);
    if (known != added.end()) return known->second;
    const int index = scanner->set->Add(source, error);
    if (index >= 0) added.emplace(source, index);
    return index;
  };
  scanner->setOf.assign(scanSources.size(), -1);
  for (size_t i = 0; i < scanSources.size(); i++) {
    std::string error;
    const int setIndex = scanPresent[i] && setPresent[i] ? addOnce(setSources[i], &error) : -1;
    if (setIndex < 0) {
      napi_throw_error(env, "VEIL_PATTERN", ("pattern " + std::to_string(i) + " (set): " + error).c_str());
      return nullptr;
    }
    scanner->setOf[i] = setIndex;
    auto scan = std::make_unique<re2::RE2>(scanSources[i], options);
    if (!scan->ok()) {
      napi_throw_error(env, "VEIL_PATTERN", ("pattern " + std::to_string(i) + ": " + scan->error()).c_str());
      return nullptr;
    }
    scanner->scans.push_back(std::move(scan));
    if (groupPresent[i]) {
      auto groups = std::make_unique<re2::RE2>(groupSources[i], options);
      if (!groups->ok()) {
        napi_throw_error(env, "VEIL_PATTERN", ("pattern " + std::to_string(i) + " (groups): " + groups->error()).c_str());
        return nullptr;
      }
      scanner->groupPatterns.push_back(std::move(groups));
    } else {
      scanner->groupPatterns.push_back(nullptr);
    }
  }
  scanner->alsoOf.assign(scanSources.size(), -1);
  for (size_t i = 0; i < alsoSources.size(); i++) {
    if (!alsoPresent[i]) continue;
    std::string error;
    const int index = addOnce(alsoSources[i], &error);
    if (index < 0) {
      napi_throw_error(env, "VEIL_PATTERN", ("pattern " + std::to_string(i) + " (second prefilter): " + error).c_str());
      return nullptr;
    }
    scanner->alsoOf[i] = index;
  }
  if (argc >= 8) {
    std::vector<std::string> markerSources;
    std::vector<bool> markerPresent;
    if (!ReadStringArray(env, args[7], markerSources, markerPresent) || markerSources.size() > kMaxMarkers ||
        std::find(markerPresent.begin(), markerPresent.end(), false) != markerPresent.end()) {
      napi_throw_type_error(env, nullptr, "Scanner: markers must be an array of at most 30 strings");
      return nullptr;
    }
    for (const std::string& source : markerSources) {
      std::string error;
      const int index = addOnce(source, &error);
      if (index < 0) {
        napi_throw_error(env, "VEIL_PATTERN", ("marker: " + error).c_str());
        return nullptr;
      }
      scanner->markerOf.push_back(index);
    }
  }
  if (argc >= 9 && (!ReadInt32Array(env, args[8], scanner->suffixGroup) || scanner->suffixGroup.size() != scanSources.size())) {
    napi_throw_type_error(env, nullptr, "Scanner: suffixGroups must be an array of 0 or 1, one per pattern");
    return nullptr;
  }
  scanner->suffixGroup.resize(scanSources.size(), 0);
  for (size_t i = 0; i < scanSources.size(); i++) {
    if (scanner->suffixGroup[i] != 0 && (scanner->suffixGroup[i] != 1 || !groupPresent[i])) {
      napi_throw_range_error(env, nullptr, "Scanner: suffixGroups is 1 only for a pattern with a group source");
      return nullptr;
    }
  }
  if (argc >= 10) {
    std::vector<int32_t> endsOf;
    if (!ReadInt32Array(env, args[9], endsOf)) {
      napi_throw_type_error(env, nullptr, "Scanner: endsOf must be an array of pattern indexes");
      return nullptr;
    }
    for (const int32_t pattern : endsOf) {
      if (pattern < 0 || static_cast<size_t>(pattern) >= scanSources.size()) {
        napi_throw_range_error(env, nullptr, "Scanner: endsOf holds pattern indexes");
        return nullptr;
      }
      scanner->endsEntries.push_back(scanner->setOf[pattern]);
    }
    scanner->reportsEnds = true;
  }
  scanner->nearEntry.resize(scanSources.size());
  for (size_t i = 0; i < scanSources.size(); i++) {
    scanner->nearEntry[i] = nearSet[i] == 1 ? scanner->setOf[i] : nearSet[i] == 2 ? scanner->alsoOf[i] : -1;
  }
  scanner->setSize = added.size();
  if (!scanner->set->Compile()) {
    napi_throw_error(env, "VEIL_PATTERN", "the pattern set does not fit in RE2's memory budget");
    return nullptr;
  }
  CHECK_NAPI(env, napi_wrap(env, self, scanner.get(), Finalize, nullptr, nullptr));
  scanner.release();
  return self;
}

Scanner* Unwrap(napi_env env, napi_value self) {
  void* data = nullptr;
  if (napi_unwrap(env, self, &data) != napi_ok) return nullptr;
  return static_cast<Scanner*>(data);
}

// The capture groups of a pattern that has them, found by its capturing form on the matched span
// only (RE2's submatch engines are slow on whole texts, fast on a short span). Appends
// [start, end] per group (-1 when a group did not take part) and returns where they start.
template <typename ToUnit>
int32_t GroupsOf(Scanner& s, int index, absl::string_view match, size_t matchStart, const ToUnit& toUnit) {
  const re2::RE2* re = s.groupPatterns[index].get();
  if (re == nullptr) return -1;
  if (s.suffixGroup[index] != 0) {
    // The group's own pattern, anchored at the match's end: RE2 reads it backwards from there with
    // its DFA (a full submatch search of a street-address pattern runs its NFA, ≈ 12 µs a match).
    absl::string_view tail;
    if (!re->Match(match, 0, match.size(), re2::RE2::UNANCHORED, &tail, 1)) return -1;
    const int32_t at = static_cast<int32_t>(s.groupOffsets.size());
    const size_t tailStart = matchStart + (tail.data() - match.data());
    s.groupOffsets.push_back(2);
    s.groupOffsets.push_back(toUnit(matchStart));
    s.groupOffsets.push_back(toUnit(matchStart + match.size()));
    s.groupOffsets.push_back(toUnit(tailStart));
    s.groupOffsets.push_back(toUnit(tailStart + tail.size()));
    return at;
  }
  s.groups.assign(re->NumberOfCapturingGroups() + 1, absl::string_view());
  if (!re->Match(match, 0, match.size(), re2::RE2::ANCHOR_START, s.groups.data(), static_cast<int>(s.groups.size()))) return -1;
  const int32_t at = static_cast<int32_t>(s.groupOffsets.size());
  s.groupOffsets.push_back(static_cast<int32_t>(s.groups.size()));
  for (const auto& group : s.groups) {
    if (group.data() == nullptr) {
      s.groupOffsets.push_back(-1);
      s.groupOffsets.push_back(-1);
      continue;
    }
    const size_t start = matchStart + (group.data() - match.data());
    s.groupOffsets.push_back(toUnit(start));
    s.groupOffsets.push_back(toUnit(start + group.size()));
  }
  return at;
}

const std::vector<std::pair<size_t, size_t>>& AnchorRuns(Scanner& s, int anchor, absl::string_view text) {
  auto& runs = s.runs[anchor];
  if (s.runsFound[anchor]) return runs;
  s.runsFound[anchor] = true;
  runs.clear();
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  for (size_t i = 0; i < text.size(); i++) {
    if (!IsAnchor(anchor, bytes[i])) continue;
    const size_t start = i;
    while (i + 1 < text.size() && IsAnchor(anchor, bytes[i + 1])) i++;
    runs.emplace_back(start, i + 1);
  }
  return runs;
}

// Every match of pattern `index` that lies in [from, to) of the text, leftmost first. False once
// the scan has found more matches than the limit.
template <typename ToUnit>
bool ScanRange(Scanner& s, int index, absl::string_view text, size_t from, size_t to, const ToUnit& toUnit) {
  const re2::RE2& re = *s.scans[index];
  size_t pos = from;
  absl::string_view match;
  while (pos <= to && re.Match(text, pos, to, re2::RE2::UNANCHORED, &match, 1)) {
    const size_t start = match.data() - text.data();
    const size_t end = start + match.size();
    if (match.empty()) {
      // An empty match would repeat forever: step over one character.
      pos = end + 1;
      while (pos < to && (static_cast<unsigned char>(text[pos]) & 0xC0) == 0x80) pos++;
      continue;
    }
    s.out.push_back(index);
    s.out.push_back(toUnit(start));
    s.out.push_back(toUnit(end));
    s.out.push_back(-1);  // groups: filled in once the text is known to be within the limit
    s.matchViews.push_back(match);
    if (s.limit > 0 && s.matchViews.size() > s.limit) return false;
    pos = end;
  }
  return true;
}

// Pattern `index` over windows [from, to) given in increasing order of `from` (each a match's
// reach around a place every match holds), overlapping or close ones merged into one search. RE2
// reads the text outside a window as context for \b, ^ and $, so each window finds what a scan of
// the whole text finds there. False once the scan has found more matches than the limit.
template <typename ToUnit>
class MergedWindows {
 public:
  MergedWindows(Scanner& s, int index, absl::string_view text, const ToUnit& toUnit) : s_(s), index_(index), text_(text), toUnit_(toUnit) {}
  // The window [first - margin, last + margin), clipped to the text.
  bool Add(size_t first, size_t last, size_t margin) {
    const size_t from = first > margin ? first - margin : 0;
    const size_t to = std::min(text_.size(), last + margin);
    if (open_ && from <= end_ + kMergeGap) {
      end_ = std::max(end_, to);
      return true;
    }
    if (open_ && !ScanRange(s_, index_, text_, start_, end_, toUnit_)) return false;
    start_ = from;
    end_ = to;
    open_ = true;
    return true;
  }
  bool Finish() { return !open_ || ScanRange(s_, index_, text_, start_, end_, toUnit_); }

 private:
  Scanner& s_;
  int index_;
  absl::string_view text_;
  const ToUnit& toUnit_;
  size_t start_ = 0, end_ = 0;
  bool open_ = false;
};

// A pattern near its set entry: a window around each noted end of the entry's matches (a match
// holds a match of the entry, which ends inside it).
template <typename ToUnit>
bool ScanNearSetMatches(Scanner& s, int index, absl::string_view text, const ToUnit& toUnit) {
  const int32_t entry = s.nearEntry[index];
  const size_t margin = static_cast<size_t>(s.margins[index]);
  MergedWindows<ToUnit> windows(s, index, text, toUnit);
  for (const auto& [id, at] : s.setEnds.ends) {
    if (id == entry && !windows.Add(static_cast<size_t>(at), static_cast<size_t>(at), margin)) return false;
  }
  return windows.Finish();
}

// A pattern around the runs of the anchor characters every match holds.
template <typename ToUnit>
bool ScanNearAnchors(Scanner& s, int index, absl::string_view text, const ToUnit& toUnit) {
  const size_t margin = static_cast<size_t>(s.margins[index]);
  MergedWindows<ToUnit> windows(s, index, text, toUnit);
  for (const auto& run : AnchorRuns(s, s.anchors[index], text)) {
    if (!windows.Add(run.first, run.second, margin)) return false;
  }
  return windows.Finish();
}

napi_value Scan(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value args[2];
  napi_value self;
  CHECK_NAPI(env, napi_get_cb_info(env, info, &argc, args, &self, nullptr));
  Scanner* s = Unwrap(env, self);
  int32_t limit = 0;
  bool ascii = true;
  if (s == nullptr || argc < 2 || !s->Read(env, args[0], ascii) || napi_get_value_int32(env, args[1], &limit) != napi_ok || limit < 0) {
    napi_throw_type_error(env, nullptr, "scan(text: string, limit: number)");
    return nullptr;
  }
  s->limit = static_cast<size_t>(limit);
  napi_value none;
  CHECK_NAPI(env, napi_get_null(env, &none));
  if (s->length == 0) return none;
  const absl::string_view text = s->Text();

  s->hits.clear();
  s->setHits.clear();
  re2::RE2::Set::ErrorInfo error;
  s->setEnds.ends.clear();
  s->setEnds.overflowed = false;
  veil::set_match_ends = &s->setEnds;
  const bool matched = s->set->Match(text, &s->setHits, &error);
  veil::set_match_ends = nullptr;
  if (!matched && error.kind != re2::RE2::Set::kNoError) {
    // The set's DFA ran out of memory on this text: scan every pattern instead (slower, same result).
    s->setEnds.overflowed = true;
    for (size_t i = 0; i < s->scans.size(); i++) s->hits.push_back(static_cast<int>(i));
  } else {
    s->setHit.assign(s->setSize, 0);
    for (int index : s->setHits) s->setHit[index] = 1;
    for (size_t i = 0; i < s->scans.size(); i++) {
      if (s->setHit[s->setOf[i]] != 0 && (s->alsoOf[i] < 0 || s->setHit[s->alsoOf[i]] != 0)) s->hits.push_back(static_cast<int>(i));
    }
  }
  if (s->hits.empty()) return none;
  int32_t markers = 0;
  for (size_t k = 0; k < s->markerOf.size(); k++) {
    if (s->setEnds.overflowed || s->setHit[s->markerOf[k]] != 0) markers |= int32_t{1} << (k + 1);
  }

  s->out.clear();
  s->groupOffsets.clear();
  s->matchViews.clear();
  bool withinLimit = true;
  const auto toUnit = [&](size_t byte) -> int32_t { return ascii ? static_cast<int32_t>(byte) : s->UnitAt(byte); };
  for (bool& found : s->runsFound) found = false;
  for (int index : s->hits) {
    if (!withinLimit) break;
    if (s->nearEntry[index] >= 0 && !s->setEnds.overflowed) {
      withinLimit = ScanNearSetMatches(*s, index, text, toUnit);
      continue;
    }
    const int anchor = s->anchors[index];
    if (anchor == 0 || text.size() < kWindowedTextMin) {
      withinLimit = ScanRange(*s, index, text, 0, text.size(), toUnit);
      continue;
    }
    withinLimit = ScanNearAnchors(*s, index, text, toUnit);
  }
  if (!withinLimit) {
    // Over the limit: the caller refuses the text, so neither the rest nor the groups are needed.
    const std::vector<int32_t> over{-1};
    return MakeInt32Array(env, over);
  }
  for (size_t m = 0; m < s->matchViews.size(); m++) {
    const int index = s->out[4 * m];
    const absl::string_view match = s->matchViews[m];
    s->out[4 * m + 3] = GroupsOf(*s, index, match, match.data() - text.data(), toUnit);
  }
  if (s->out.empty()) return none;
  // Group offsets follow the matches; each match's fourth slot points at its groups (or is -1).
  const int32_t matchCount = static_cast<int32_t>(s->out.size() / 4);
  const int32_t base = 1 + static_cast<int32_t>(s->out.size());
  for (size_t i = 3; i < s->out.size(); i += 4) {
    if (s->out[i] >= 0) s->out[i] += base;
  }
  s->out.insert(s->out.begin(), matchCount);
  s->out.insert(s->out.end(), s->groupOffsets.begin(), s->groupOffsets.end());
  if (s->reportsEnds) {
    const int32_t endsAt = static_cast<int32_t>(s->out.size());
    for (const int32_t entry : s->endsEntries) {
      if (s->setEnds.overflowed) {
        s->out.push_back(-1);
        continue;
      }
      const size_t countAt = s->out.size();
      s->out.push_back(0);
      for (const auto& [id, end] : s->setEnds.ends) {
        if (id == entry) s->out.push_back(toUnit(static_cast<size_t>(end)));
      }
      // Noted in the order the DFA's walks saw them: sorted here, for the caller's binary search.
      std::sort(s->out.begin() + countAt + 1, s->out.end());
      s->out[countAt] = static_cast<int32_t>(s->out.size() - countAt - 1);
    }
    s->out.push_back(endsAt);
  }
  // Every match was mapped to UTF-16 (toUnit), so a non-ASCII text's table, and `pairs`, are known.
  s->out.push_back((s->pairs ? 1 : 0) | markers);
  napi_value result = MakeInt32Array(env, s->out);
  if (result == nullptr) napi_throw_error(env, "VEIL_NATIVE", "out of memory");
  return result;
}

// Tail: where the end of a text could still grow into a match (src/detection/engine.ts,
// viableFrom). Each pattern is a prefix closure (or an alternation of several) anchored at the
// end; per pattern, the answer is the leftmost start of a match, in UTF-16 units. One UTF-8
// conversion and no binding cost per pattern: through node-re2 the same searches cost 2-4 us
// each, mostly crossing into C++.
//   JS: new Tail(sources)                   sources in RE2 syntax, each ending in $
//       tail.earliestFrom(text, starts) -> number
//         starts[i]  in: the earliest position pattern i may start at (UTF-16 units)
//                    out: where its leftmost match starts (text.length if none)
//         returns the least of the outputs
// The sources must be prefix-closed (every prefix of a match is a match) and hold no assertions
// (\b, ^, lookarounds), as pattern-shape.ts's closures are: then a non-empty match's first
// character is a match by itself, so a pattern none of whose first characters occurs in the text
// searched is not run at all (most patterns, for each small delta of a streamed reply).
// A stream's tail keeps each pattern's start between calls: as text is appended a pattern's
// leftmost start never moves back, and a pattern that matched only the empty string at the
// previous end is searched in the new text alone (RE2 runs an end-anchored pattern backwards from
// the end and stops at the start given).
napi_value TailNew(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value args[1];
  napi_value self;
  CHECK_NAPI(env, napi_get_cb_info(env, info, &argc, args, &self, nullptr));
  if (argc < 1) {
    napi_throw_type_error(env, nullptr, "Tail(sources)");
    return nullptr;
  }
  // A Scanner holds what a tail needs (the reused UTF-8 buffer, its UTF-16 map, the patterns in
  // `scans`); its set stays empty and unused.
  auto tail = std::make_unique<Scanner>();
  std::vector<std::string> sources;
  std::vector<bool> present;
  if (!ReadStringArray(env, args[0], sources, present)) {
    napi_throw_type_error(env, nullptr, "Tail: sources must be an array of strings");
    return nullptr;
  }
  const re2::RE2::Options options = PatternOptions();
  for (size_t i = 0; i < sources.size(); i++) {
    auto re = std::make_unique<re2::RE2>(sources[i], options);
    if (!present[i] || !re->ok()) {
      const std::string message = "tail pattern " + std::to_string(i) + ": " + (present[i] ? re->error() : "not a string");
      napi_throw_error(env, "VEIL_PATTERN", message.c_str());
      return nullptr;
    }
    tail->scans.push_back(std::move(re));
  }
  tail->starters.assign(sources.size(), std::vector<int8_t>(kStarterCodePoints, -1));
  Scanner* raw = tail.release();
  if (napi_wrap(env, self, raw, Finalize, nullptr, nullptr) != napi_ok) {
    delete raw;
    napi_throw_error(env, "VEIL_NATIVE", "N-API call failed");
    return nullptr;
  }
  return self;
}

// Whether some match of tail pattern i could start in text[from, end): a tail pattern is a prefix
// closure without assertions, so a non-empty match's first character is a match by itself. False
// only when no character there is one; characters of three or four bytes are not cached and
// always answer yes.
bool MayStartIn(Scanner& s, size_t i, absl::string_view text, size_t from) {
  std::vector<int8_t>& starter = s.starters[i];
  for (size_t at = from; at < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[at]);
    uint32_t codePoint;
    size_t bytes;
    if (c < 0x80) {
      codePoint = c;
      bytes = 1;
    } else if ((c & 0xE0) == 0xC0 && at + 1 < text.size()) {
      codePoint = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(text[at + 1]) & 0x3Fu);
      bytes = 2;
    } else {
      return true;
    }
    int8_t& known = starter[codePoint];
    if (known < 0) known = re2::RE2::FullMatch(text.substr(at, bytes), *s.scans[i]) ? 1 : 0;
    if (known == 1) return true;
    at += bytes;
  }
  return false;
}

napi_value TailEarliestFrom(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value args[2];
  napi_value self;
  CHECK_NAPI(env, napi_get_cb_info(env, info, &argc, args, &self, nullptr));
  Scanner* s = Unwrap(env, self);
  if (s == nullptr || argc < 2) {
    napi_throw_type_error(env, nullptr, "earliestFrom(text, starts)");
    return nullptr;
  }
  bool isTypedArray = false;
  napi_typedarray_type type = napi_int8_array;
  size_t count = 0;
  void* data = nullptr;
  if (napi_is_typedarray(env, args[1], &isTypedArray) != napi_ok || !isTypedArray ||
      napi_get_typedarray_info(env, args[1], &type, &count, &data, nullptr, nullptr) != napi_ok || type != napi_int32_array ||
      count != s->scans.size()) {
    napi_throw_type_error(env, nullptr, "earliestFrom(text, starts): starts must be an Int32Array with one entry per pattern");
    return nullptr;
  }
  bool ascii = false;
  if (!s->Read(env, args[0], ascii)) {
    napi_throw_type_error(env, nullptr, "earliestFrom(text, starts): text must be a string");
    return nullptr;
  }
  int32_t* starts = static_cast<int32_t*>(data);
  // UTF-16 index -> byte offset, for non-ASCII text; an index inside a surrogate pair maps to the
  // pair's first byte (an earlier start only searches more).
  std::vector<size_t>& byteAtUnit = s->byteAtUnit;
  if (!ascii) {
    byteAtUnit.assign(s->units + 1, s->length);
    size_t unit = 0;
    for (size_t i = 0; i < s->length && unit < s->units; i++) {
      const unsigned char c = static_cast<unsigned char>(s->utf8[i]);
      if ((c & 0xC0) == 0x80) continue;
      byteAtUnit[unit++] = i;
      if (c >= 0xF0 && unit < s->units) byteAtUnit[unit++] = i;
    }
  }
  const absl::string_view text = s->Text();
  size_t earliest = s->length;
  absl::string_view match;
  for (size_t i = 0; i < count; i++) {
    const size_t unit = static_cast<size_t>(std::clamp<int32_t>(starts[i], 0, static_cast<int32_t>(s->units)));
    const size_t from = ascii ? unit : byteAtUnit[unit];
    size_t at = s->length;
    // Leftmost match ending at the end and starting at or after `from`; RE2 runs such a pattern
    // backwards from the end, reading the text before `from` as context only. Most patterns, most
    // of the time, have nothing pending and no character in the new text that could begin a match.
    if (MayStartIn(*s, i, text, from) && s->scans[i]->Match(text, from, s->length, re2::RE2::UNANCHORED, &match, 1)) {
      at = static_cast<size_t>(match.data() - text.data());
    }
    starts[i] = ascii ? static_cast<int32_t>(at) : s->UnitAt(at);
    if (at < earliest) earliest = at;
  }
  const int32_t unit = ascii ? static_cast<int32_t>(earliest) : s->UnitAt(earliest);
  napi_value result;
  CHECK_NAPI(env, napi_create_int32(env, unit, &result));
  return result;
}

}  // namespace

NAPI_MODULE_INIT() {
  napi_property_descriptor tailMethods[] = {
      {"earliestFrom", nullptr, TailEarliestFrom, nullptr, nullptr, nullptr, napi_default, nullptr},
  };
  napi_value tailConstructor;
  if (napi_define_class(env, "Tail", NAPI_AUTO_LENGTH, TailNew, nullptr, 1, tailMethods, &tailConstructor) != napi_ok) return nullptr;
  if (napi_set_named_property(env, exports, "Tail", tailConstructor) != napi_ok) return nullptr;
  napi_property_descriptor methods[] = {
      {"scan", nullptr, Scan, nullptr, nullptr, nullptr, napi_default, nullptr},
  };
  napi_value constructor;
  if (napi_define_class(env, "Scanner", NAPI_AUTO_LENGTH, New, nullptr, 1, methods, &constructor) != napi_ok) return nullptr;
  if (napi_set_named_property(env, exports, "Scanner", constructor) != napi_ok) return nullptr;
  return exports;
}
