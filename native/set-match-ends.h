// Where the regexps of an RE2::Set ended their matches, noted during the Set's one DFA pass.
//
// RE2::Set::Match says which regexps matched, not where. The scanner's prefilters are mostly
// pieces of their patterns, so where one matched bounds where its pattern can match: a pattern
// whose every match holds a match of its prefilter and is at most L bytes long matches only
// within L bytes of a prefilter match's end. The patched DFA (build/re2-patched/dfa.cc, made by
// native/re2-sources.mjs) calls VEIL_NOTE_SET_MATCH at each match state of a Set search: the DFA
// runs every start position at once, so every end of every regexp's matches is noted, in text
// order. Outside a search the scanner asked for (no collector on this thread) it does nothing.
#ifndef VEIL_SET_MATCH_ENDS_H_
#define VEIL_SET_MATCH_ENDS_H_

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace veil {

struct SetMatchEnds {
  // (regexp index, byte offset where a match of it ends), in the order the DFA saw them.
  std::vector<std::pair<int32_t, int32_t>> ends;
  // Beyond this many ends, the text is dense with prefilter matches: collecting more would cost
  // more than the windows save, and the scanner falls back to its other strategies.
  size_t capacity = 0;
  bool overflowed = false;

  void Note(int id, std::ptrdiff_t end) {
    if (overflowed) return;
    if (ends.size() >= capacity) {
      overflowed = true;
      return;
    }
    ends.emplace_back(static_cast<int32_t>(id), static_cast<int32_t>(end));
  }
};

// The collector of the search running on this thread, or null.
extern thread_local SetMatchEnds* set_match_ends;

}  // namespace veil

#define VEIL_NOTE_SET_MATCH(id, end)                                       \
  do {                                                                     \
    if (::veil::set_match_ends != nullptr) ::veil::set_match_ends->Note((id), (end)); \
  } while (0)

#endif  // VEIL_SET_MATCH_ENDS_H_
