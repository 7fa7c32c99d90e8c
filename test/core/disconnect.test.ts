import { describe, expect, it } from 'vitest';
import { DisconnectSource } from '../../src/core/disconnect.js';

describe('DisconnectSource', () => {
  it('tells every listener once, with the reason, and remembers it', () => {
    const source = new DisconnectSource();
    const heard: string[] = [];
    source.listen((reason) => heard.push(`a:${reason.message}`));
    source.listen((reason) => heard.push(`b:${reason.message}`));
    expect(source.happened).toBe(false);
    expect(() => source.throwIfHappened()).not.toThrow();
    source.fire(new Error('gone'));
    source.fire(new Error('again'));
    expect(heard).toEqual(['a:gone', 'b:gone']);
    expect(source.happened).toBe(true);
    expect(source.reason?.message).toBe('gone');
    expect(() => source.throwIfHappened()).toThrow('gone');
  });

  it('does not call a listener that stopped listening, nor one added after it happened', () => {
    const source = new DisconnectSource();
    const heard: string[] = [];
    const stop = source.listen(() => heard.push('stopped'));
    source.listen(() => heard.push('kept'));
    stop();
    stop();
    source.fire(new Error('gone'));
    source.listen(() => heard.push('late'))();
    expect(heard).toEqual(['kept']);
  });
});
