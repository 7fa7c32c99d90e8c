import { BEYOND_ASCII } from './char-classes.js';

/**
 * A list of literal words as one pattern shaped like a trie: "medical record number", "medical
 * record" and "mrn" become `m(?:edical record(?: number)?|rn)`. At any position it matches the
 * longest word that starts there, as a longest-first alternation of the words does, but V8's
 * engine reads each character once per position instead of once per word: on this project's
 * 2 KB texts one full scan of the medical-record words fell from 17 to 9 µs, a window of 80
 * characters from 780 to 490 ns (docs/performance.md, session 10). Written for the `iu` flags:
 * sibling branches are keyed by lower case, so that one character never opens two of them (a
 * test compares every context rule's words with the plain alternation).
 */
interface TrieNode {
  readonly children: Map<string, { readonly char: string; readonly node: TrieNode }>;
  isWord: boolean;
}

/** A word as a literal in a pattern (V8 and RE2 alike). */
export const escapeLiteral = (word: string): string => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Regex source for a prefilter (a necessary condition only) in which every character beyond ASCII
 * stands for any such character. The RE2.Set's automaton tells bytes apart only where one of its
 * prefilters does, and each accented letter of a cue word ("heiße", "fødselsdato") added byte
 * classes and so grew every state (with asciiCaseless below: 116 classes before, 84 after).
 */
export const beyondAsciiAsAny = (source: string): string => source.replace(/[^\p{ASCII}]/gu, BEYOND_ASCII);

/**
 * `source` matched regardless of ASCII case, each letter as a class of its two cases ("[Pp]"),
 * rather than under (?i): RE2 folds "k" and "s" to the Kelvin sign and the long s as well, whose
 * bytes split the RE2.Set's byte classes further. Letters after a backslash (escapes) are kept.
 * For prefilters built from literals: `source` may hold no bracket expression. The result
 * matches wherever the source under (?i) does (and more: a prefilter is a necessary condition).
 */
export function asciiCaseless(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i);
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (c === '[') {
      throw new Error(`asciiCaseless: a bracket expression in ${source}`);
    } else {
      const upper = c.toUpperCase();
      const lower = c.toLowerCase();
      // What (?i) also lets "k" and "s" match (the Kelvin sign, the long s) stays matched, as
      // any character beyond ASCII: a superset, and no new byte class.
      if (lower === 'k' || lower === 's') out += `(?:[${upper}${lower}]|${BEYOND_ASCII})`;
      else out += /^[a-z]$/i.test(c) ? `[${upper}${lower}]` : c;
    }
  }
  return out;
}

/** A prefilter for literals in any ASCII case, each character beyond ASCII read as any such; one group. */
export const caselessPrefilter = (source: string): string => `(?:${beyondAsciiAsAny(asciiCaseless(source))})`;

export function wordTrieSource(words: readonly string[]): string {
  const root: TrieNode = { children: new Map(), isWord: false };
  for (const word of words) {
    let node = root;
    for (const char of word) {
      const lower = char.toLowerCase();
      // A character whose lower case is longer ("İ") keys itself: it then shares no branch.
      const key = lower.length === char.length ? lower : char;
      let next = node.children.get(key);
      if (next === undefined) {
        next = { char, node: { children: new Map(), isWord: false } };
        node.children.set(key, next);
      }
      node = next.node;
    }
    node.isWord = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.children.values()].map(({ char, node: child }) => escapeLiteral(char) + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
    // A word that ends here and goes on: the longer one first (a greedy optional).
    return node.isWord ? `(?:${body})?` : body;
  };
  const source = emit(root);
  // An empty list matches nothing (an empty alternation would match everywhere).
  return source === '' ? '(?!)' : source;
}
