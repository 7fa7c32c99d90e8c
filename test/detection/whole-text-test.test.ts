import { describe, expect, test } from 'vitest';
import { wholeTextTest } from '../../src/detection/whole-text-test.js';

describe('wholeTextTest', () => {
  test('answers for each text, reading a text again only when it changes', () => {
    const pattern = /å/;
    let reads = 0;
    const counting = new Proxy(pattern, {
      get(target, key) {
        if (key === 'test') return (text: string) => (reads++, target.test(text));
        return Reflect.get(target, key) as unknown;
      },
    });
    const holdsA = wholeTextTest(counting);
    const swedish = 'Drottninggatan 8, 903 25 Umeå';
    const english = 'Order 341201-2126 shipped';
    expect([holdsA(swedish), holdsA(swedish), holdsA(english), holdsA(english), holdsA(swedish)]).toEqual([true, true, false, false, true]);
    expect(reads).toBe(3);
  });

  test('refuses a pattern whose test() keeps state between calls', () => {
    expect(() => wholeTextTest(/å/g)).toThrow(/without the g or y flag/);
  });
});
