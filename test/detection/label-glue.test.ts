import { describe, expect, it } from 'vitest';
import { labelGlueLength } from '../../src/detection/label-glue.js';

/** The glue as a pattern: the backward reading must find exactly what it finds. */
const GLUE = /[ \t]*(?:(?:no|nr|num|number)\.?[ \t]*)?["']?[ \t]*[:#=：]?[ \t]*["']?[ \t]*$/i;

describe('labelGlueLength', () => {
  it('reads the glue between common labels and their values', () => {
    expect(labelGlueLength('MRN: ')).toBe(2);
    expect(labelGlueLength('Patient No. ')).toBe(5);
    expect(labelGlueLength('Member number:\t')).toBe(9);
    expect(labelGlueLength('ssn=')).toBe(1);
    expect(labelGlueLength('診察券番号：')).toBe(1);
    expect(labelGlueLength('Casino: ')).toBe(4);
    expect(labelGlueLength('Ref.: ')).toBe(2);
    expect(labelGlueLength('{"national_id": "')).toBe(4);
    expect(labelGlueLength("{'patient no.': '")).toBe(8);
    expect(labelGlueLength('patient')).toBe(0);
    expect(labelGlueLength('')).toBe(0);
  });

  it('finds what the pattern finds on texts made of its pieces and near-misses', () => {
    const alphabet = [' ', '\t', 'no', 'nr', 'num', 'number', 'NO', 'Nr', 'NUM', 'Number', 'nu', 'numb', 'umber', 'n', 'o', '.', ':', '#', '=', '：', 'x', '-', '"', "'"];
    let seed = 25;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      for (let k = random(8); k > 0; k--) text += alphabet[random(alphabet.length)];
      expect(labelGlueLength(text), JSON.stringify(text)).toBe(GLUE.exec(text)?.[0].length ?? 0);
    }
  });
});
