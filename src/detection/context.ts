import type { ContextRule } from './recognizer.js';

export interface CompiledContext {
  /** The score after context, or undefined when a required context word is missing. */
  adjust(text: string, start: number, end: number, score: number, isValidated: boolean): number | undefined;
}

/**
 * Context words are matched in a small window around each candidate (never over the whole text),
 * with one precompiled alternation per recognizer. The alternation is of literals only, so the
 * backtracking engine has nothing to backtrack over; windows are bounded in length.
 */
export function compileContext(rule: ContextRule): CompiledContext {
  const positive = alternation(rule.words);
  const negative = rule.negative === undefined || rule.negative.length === 0 ? undefined : alternation(rule.negative);
  return {
    adjust(text, start, end, score, isValidated) {
      const own = rule.includesMatch === true ? ` ${text.slice(start, end).toLowerCase().replace(/[^\p{L}]+/gu, ' ')}` : '';
      // Context stays on the candidate's line: in forms and letterheads the line above belongs
      // to another field ("NHS No: …\nPhone: 07471 471724").
      let before = text.slice(Math.max(0, start - rule.before), start);
      before = before.slice(before.lastIndexOf('\n') + 1);
      let after = text.slice(end, end + rule.after);
      const lineEnd = after.indexOf('\n');
      if (lineEnd >= 0) after = after.slice(0, lineEnd);
      const window = before.toLowerCase() + own + ' \u0000 ' + after.toLowerCase();
      const hasPositive = positive.test(window);
      if (!hasPositive && rule.isRequired === true) return undefined;
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
