import type { ContextRule } from './recognizer.js';

export interface CompiledContext {
  /** Whether candidates of this pattern need a context word nearby before anything else. */
  needsWord(requiresContext: boolean): boolean;
  /** A context word is in the window around [start, end). */
  hasWord(text: string, start: number, end: number): boolean;
  /** The score after context, or undefined when a required context word is missing. */
  adjust(text: string, start: number, end: number, score: number, isValidated: boolean, requiresContext: boolean): number | undefined;
}

/**
 * Context words are matched in a small window around each candidate (never over the whole text),
 * with one precompiled alternation per recognizer. The alternation is of literals only, so the
 * backtracking engine has nothing to backtrack over; windows are bounded in length.
 */
export function compileContext(rule: ContextRule): CompiledContext {
  const positive = alternation(rule.words);
  const negative = rule.negative === undefined || rule.negative.length === 0 ? undefined : alternation(rule.negative);
  const windowOf = (text: string, start: number, end: number): string => {
    // Context stays on the candidate's line: in forms and letterheads the line above belongs
    // to another field ("NHS No: …\nPhone: 07471 471724").
    let before = text.slice(Math.max(0, start - rule.before), start);
    before = before.slice(before.lastIndexOf('\n') + 1);
    let after = text.slice(end, end + rule.after);
    const lineEnd = after.indexOf('\n');
    if (lineEnd >= 0) after = after.slice(0, lineEnd);
    const own = rule.includesMatch === true ? ` ${text.slice(start, end).toLowerCase().replace(/[^\p{L}]+/gu, ' ')}` : '';
    return before.toLowerCase() + own + ' \u0000 ' + after.toLowerCase();
  };
  return {
    needsWord: (requiresContext) => requiresContext || rule.isRequired === true,
    hasWord: (text, start, end) => positive.test(windowOf(text, start, end)),
    adjust(text, start, end, score, isValidated, requiresContext) {
      const window = windowOf(text, start, end);
      const hasPositive = positive.test(window);
      if (!hasPositive && (rule.isRequired === true || requiresContext)) return undefined;
      let adjusted = hasPositive ? Math.min(1, score + rule.boost) : score;
      if (negative !== undefined && !isValidated && negative.test(window)) adjusted -= rule.penalty ?? 0.3;
      return adjusted;
    },
  };
}

function alternation(words: readonly string[]): RegExp {
  const escaped = [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * A prefilter for patterns that need context: any of the context words, anywhere in the text
 * (a necessary condition, checked in the one-pass RE2.Set). Built from the same word list as the
 * context rule, so the two cannot drift apart.
 */
export function contextPrefilter(words: readonly string[]): string {
  // Whole words, as the context rule matches them: "call" must not fire on "callback" or "recall".
  // ASCII letters and digits on either side exclude a match; anything else may border it (the rule
  // itself is stricter, so this stays a necessary condition).
  const alternatives = words.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  return `(?i:(?:^|[^a-z0-9])(?:${alternatives})(?:[^a-z0-9]|$))`;
}
