/**
 * What a pattern's syntax guarantees about every match, read from the pattern itself:
 * - `maxBytes`: the longest match in UTF-8 bytes (Infinity when a repeat is unbounded);
 * - `anchor`: a character class every match contains (a digit, "@" or ":"), if any.
 *
 * With both, the scanner runs the pattern only in windows around the anchor characters (a match
 * cannot reach further than `maxBytes` from the anchor it contains) and finds exactly what a scan
 * of the whole text finds (docs/detection-engines.md). Anything this reader does not understand
 * yields the safe answer: unbounded, no anchor, so the whole text is scanned.
 */
export type Anchor = 'digit' | '@' | ':';

export interface PatternShape {
  readonly maxBytes: number;
  readonly anchor: Anchor | undefined;
}

const UNKNOWN: PatternShape = { maxBytes: Infinity, anchor: undefined };

interface Node {
  readonly maxBytes: number;
  /** Anchor classes that every match of this node contains. */
  readonly requires: ReadonlySet<Anchor>;
  /** The node again, as a pattern without capture groups or zero-width assertions (a superset). */
  readonly src: string;
  /** A pattern matching every prefix of every match of `src` (the prefix closure). */
  readonly pref: string;
}

/** A node that matches one character: its prefixes are itself and the empty string. */
const oneChar = (src: string, maxBytes: number, requires: ReadonlySet<Anchor>): Node => ({ maxBytes, requires, src, pref: `(?:${src})?` });
/** ^, $, \b…: dropped from src and pref, which only makes them match more (still a superset). */
const ZERO_WIDTH: Node = { maxBytes: 0, requires: new Set(), src: '', pref: '' };

class Unsupported extends Error {}

const NONE: ReadonlySet<Anchor> = new Set();

/**
 * A pattern (JavaScript syntax, for node-re2) that matches every prefix of every match of
 * `source`, and more: assertions are dropped. A text whose end could still grow into a match
 * ends in a match of this pattern, which is how a stream finds the text it can release
 * (src/streaming/output-guard.ts). Undefined for syntax this reader does not understand.
 */
export function prefixClosure(source: string, ignoreCase = false): { readonly pattern: string; readonly prefixes: string } | undefined {
  try {
    const node = new Reader(source, ignoreCase).read();
    return { pattern: node.src, prefixes: node.pref };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

export function patternShape(source: string, ignoreCase = false): PatternShape {
  try {
    const node = new Reader(source, ignoreCase).read();
    const anchor = node.requires.has('digit') ? 'digit' : node.requires.has('@') ? '@' : node.requires.has(':') ? ':' : undefined;
    return { maxBytes: node.maxBytes, anchor };
  } catch (error) {
    if (error instanceof Unsupported) return UNKNOWN;
    throw error;
  }
}

const utf8Bytes = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);
/** Case folding can turn an ASCII letter into a longer one (k → U+212A KELVIN SIGN, s → U+017F). */
const FOLDED_LETTER_BYTES = 3;

class Reader {
  private i = 0;

  constructor(
    private readonly s: string,
    private ignoreCase: boolean,
  ) {}

  read(): Node {
    const node = this.alternation();
    if (this.i < this.s.length) throw new Unsupported();
    return node;
  }

  private alternation(): Node {
    // An inline (?i) lasts to the end of its group, across "|".
    const outerCase = this.ignoreCase;
    const branches = [this.sequence()];
    while (this.s[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    this.ignoreCase = outerCase;
    return {
      maxBytes: Math.max(...branches.map((b) => b.maxBytes)),
      requires: new Set([...(branches[0]?.requires ?? NONE)].filter((a) => branches.every((b) => b.requires.has(a)))),
      src: branches.length === 1 ? (branches[0]?.src ?? '') : `(?:${branches.map((b) => b.src).join('|')})`,
      pref: branches.length === 1 ? (branches[0]?.pref ?? '') : `(?:${branches.map((b) => b.pref).join('|')})`,
    };
  }

  private sequence(): Node {
    let maxBytes = 0;
    const requires = new Set<Anchor>();
    const parts: Node[] = [];
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      const node = this.quantified(this.atom());
      maxBytes += node.maxBytes;
      for (const a of node.requires) requires.add(a);
      if (node.src !== '') parts.push(node);
    }
    // A prefix of a1…an is a prefix of a1, or a1 whole followed by a prefix of a2…an.
    let pref = '';
    for (let k = parts.length - 1; k >= 0; k--) {
      const part = parts[k] as Node;
      pref = k === parts.length - 1 ? part.pref : `(?:${part.pref}|${part.src}${pref})`;
    }
    return { maxBytes, requires, src: parts.map((p) => p.src).join(''), pref };
  }

  private quantified(node: Node): Node {
    const c = this.s[this.i];
    let min: number;
    let max: number;
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.s.slice(this.i));
      if (m === null) throw new Unsupported();
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.i += m[0].length - 1;
    } else return node;
    this.i++;
    if (this.s[this.i] === '?') this.i++; // lazy: same bounds
    const maxBytes = max === 0 ? 0 : node.maxBytes === 0 ? 0 : node.maxBytes * max;
    const requires = min >= 1 ? node.requires : NONE;
    if (node.src === '' || max === 0) return { maxBytes, requires, src: '', pref: '' };
    const bounds = max === Infinity ? `{${min},}` : `{${min},${max}}`;
    // A prefix of x{min,max} is up to max−1 whole x, then a prefix of one more.
    const whole = max === Infinity ? `(?:${node.src})*` : max === 1 ? '' : `(?:${node.src}){0,${max - 1}}`;
    return { maxBytes, requires, src: `(?:${node.src})${bounds}`, pref: `${whole}${node.pref}` };
  }

  private atom(): Node {
    const c = this.s[this.i] ?? '';
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape();
    if (c === '^' || c === '$') {
      this.i++;
      return ZERO_WIDTH;
    }
    if (c === '.') {
      this.i++;
      return oneChar('.', 4, NONE);
    }
    if ('*+?{'.includes(c)) throw new Unsupported();
    const codePoint = this.s.codePointAt(this.i) ?? 0;
    this.i += codePoint > 0xffff ? 2 : 1;
    return this.literal(codePoint);
  }

  private literal(codePoint: number): Node {
    if (codePoint > 0x10ffff) throw new Unsupported();
    const isLetter = /\p{L}/u.test(String.fromCodePoint(codePoint));
    const bytes = this.ignoreCase && isLetter ? Math.max(FOLDED_LETTER_BYTES, utf8Bytes(codePoint)) : utf8Bytes(codePoint);
    return oneChar(`\\u{${codePoint.toString(16)}}`, bytes, singleton(codePoint));
  }

  private group(): Node {
    this.i++; // (
    if (this.s[this.i] === '?') {
      const rest = this.s.slice(this.i);
      const flags = /^\?([imsU-]*)(:|\))/.exec(rest);
      const named = /^\?P?<[A-Za-z_][A-Za-z0-9_]*>/.exec(rest);
      if (flags !== null) {
        this.i += flags[0].length;
        const sets = flags[1] ?? '';
        const turnsOn = sets.split('-')[0] ?? '';
        if (sets.includes('-') && (sets.split('-')[1] ?? '').includes('i')) throw new Unsupported();
        if (flags[2] === ')') {
          // (?i) applies to the rest of the enclosing group (the sequence that follows it).
          if (turnsOn.includes('i')) this.ignoreCase = true;
          return { maxBytes: 0, requires: NONE, src: `(?${sets})`, pref: '' };
        }
        const outer = this.ignoreCase;
        if (turnsOn.includes('i')) this.ignoreCase = true;
        const inner = this.alternation();
        this.ignoreCase = outer;
        this.close();
        return { ...inner, src: `(?${sets}:${inner.src})`, pref: `(?${sets}:${inner.pref})` };
      }
      if (named === null) throw new Unsupported(); // lookaround and the like: not RE2
      this.i += named[0].length;
    }
    const inner = this.alternation();
    this.close();
    return { ...inner, src: `(?:${inner.src})`, pref: `(?:${inner.pref})` };
  }

  private close(): void {
    if (this.s[this.i] !== ')') throw new Unsupported();
    this.i++;
  }

  private escape(): Node {
    const start = this.i;
    const c = this.s[this.i + 1] ?? '';
    this.i += 2;
    const written = (): string => this.s.slice(start, this.i);
    switch (c) {
      case 'd':
        return oneChar('\\d', 1, new Set(['digit']));
      case 's':
      case 'w':
        return oneChar(written(), 1, NONE);
      case 'D':
      case 'S':
      case 'W':
        return oneChar(written(), 4, NONE);
      case 'b':
      case 'B':
      case 'A':
      case 'z':
        return ZERO_WIDTH;
      case 'n':
      case 't':
      case 'r':
      case 'f':
      case 'v':
        return oneChar(written(), 1, NONE);
      case 'p':
      case 'P':
        this.skipProperty();
        return oneChar(written(), 4, NONE);
      case 'x':
      case 'u':
        return this.literal(this.hexEscape(c));
      default:
        if (/[A-Za-z0-9]/.test(c)) throw new Unsupported();
        return this.literal(c.codePointAt(0) ?? 0);
    }
  }

  private skipProperty(): void {
    if (this.s[this.i] === '{') {
      const close = this.s.indexOf('}', this.i);
      if (close < 0) throw new Unsupported();
      this.i = close + 1;
    } else this.i++;
  }

  /** \xHH, \x{H…}, \uHHHH, \u{H…}: the escaped code point (after the letter). */
  private hexEscape(kind: string): number {
    const m = this.s[this.i] === '{' ? /^\{([0-9A-Fa-f]{1,6})\}/.exec(this.s.slice(this.i)) : (kind === 'x' ? /^([0-9A-Fa-f]{2})/ : /^([0-9A-Fa-f]{4})/).exec(this.s.slice(this.i));
    if (m === null) throw new Unsupported();
    this.i += m[0].length;
    return parseInt(m[1] ?? '0', 16);
  }

  private charClass(): Node {
    const start = this.i;
    this.i++; // [
    const negated = this.s[this.i] === '^';
    if (negated) this.i++;
    let maxCodePoint = 0;
    let onlyDigits = true;
    let onlyAt = true;
    let onlyColon = true;
    let first = true;
    const note = (lo: number, hi: number): void => {
      maxCodePoint = Math.max(maxCodePoint, hi);
      if (lo < 0x30 || hi > 0x39) onlyDigits = false;
      if (lo !== 0x40 || hi !== 0x40) onlyAt = false;
      if (lo !== 0x3a || hi !== 0x3a) onlyColon = false;
    };
    while (this.i < this.s.length && (this.s[this.i] !== ']' || first)) {
      first = false;
      const lo = this.classMember(note);
      if (lo === undefined) continue;
      if (this.s[this.i] === '-' && this.s[this.i + 1] !== ']' && this.i + 1 < this.s.length) {
        this.i++;
        const hi = this.classMember(note);
        if (hi === undefined) throw new Unsupported();
        note(lo, hi);
      } else note(lo, lo);
    }
    if (this.s[this.i] !== ']') throw new Unsupported();
    this.i++;
    const written = this.s.slice(start, this.i);
    if (negated) return oneChar(written, 4, NONE);
    const hasLetters = maxCodePoint >= 0x41;
    const bytes = this.ignoreCase && hasLetters ? Math.max(FOLDED_LETTER_BYTES, utf8Bytes(maxCodePoint)) : utf8Bytes(maxCodePoint);
    const requires: ReadonlySet<Anchor> = onlyDigits ? new Set(['digit']) : onlyAt ? new Set(['@']) : onlyColon ? new Set([':']) : NONE;
    return oneChar(written, bytes, requires);
  }

  /** One member of a bracket expression: a code point, or undefined for a whole class (\d, \s…) already noted. */
  private classMember(note: (lo: number, hi: number) => void): number | undefined {
    const c = this.s[this.i] ?? '';
    if (c === '[' && this.s[this.i + 1] === ':') throw new Unsupported(); // POSIX classes
    if (c !== '\\') {
      const codePoint = this.s.codePointAt(this.i) ?? 0;
      this.i += codePoint > 0xffff ? 2 : 1;
      return codePoint;
    }
    const e = this.s[this.i + 1] ?? '';
    this.i += 2;
    switch (e) {
      case 'd':
        note(0x30, 0x39);
        return undefined;
      case 's':
        note(0x09, 0x20);
        return undefined;
      case 'w':
        note(0x30, 0x7a);
        return undefined;
      case 'D':
      case 'S':
      case 'W':
      case 'p':
      case 'P':
        if (e === 'p' || e === 'P') this.skipProperty();
        note(0, 0x10ffff);
        return undefined;
      case 'n':
        return 0x0a;
      case 't':
        return 0x09;
      case 'r':
        return 0x0d;
      case 'f':
        return 0x0c;
      case 'v':
        return 0x0b;
      case 'x':
      case 'u':
        return this.hexEscape(e);
      default:
        if (/[A-Za-z0-9]/.test(e)) throw new Unsupported();
        return e.codePointAt(0) ?? 0;
    }
  }
}

function singleton(codePoint: number): ReadonlySet<Anchor> {
  if (codePoint >= 0x30 && codePoint <= 0x39) return new Set(['digit']);
  if (codePoint === 0x40) return new Set(['@']);
  if (codePoint === 0x3a) return new Set([':']);
  return NONE;
}
