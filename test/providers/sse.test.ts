import { describe, expect, test } from 'vitest';
import { isVeilError } from '../../src/core/errors.js';
import { createSseDecoder, type SseEvent } from '../../src/providers/sse.js';

const encoder = new TextEncoder();

function decode(text: string | Uint8Array, chunkSize?: number): SseEvent[] {
  const bytes = typeof text === 'string' ? encoder.encode(text) : text;
  const decoder = createSseDecoder();
  const events: SseEvent[] = [];
  const size = chunkSize ?? bytes.length;
  for (let i = 0; i < bytes.length; i += size) events.push(...decoder.push(bytes.subarray(i, i + size)));
  events.push(...decoder.end());
  return events;
}

describe('SSE framing (WHATWG event stream)', () => {
  test.each([
    ['LF', 'data: a\n\ndata: b\n\n'],
    ['CRLF', 'data: a\r\n\r\ndata: b\r\n\r\n'],
    ['CR', 'data: a\r\rdata: b\r\r'],
    ['mixed', 'data: a\r\n\ndata: b\r\r\n'],
  ])('%s line endings', (_name, text) => {
    expect(decode(text)).toEqual([{ data: 'a' }, { data: 'b' }]);
  });

  test('a CRLF split between two chunks is one line ending, not two', () => {
    const decoder = createSseDecoder();
    expect(decoder.push(encoder.encode('data: a\r'))).toEqual([]);
    // Had the CR and the LF counted as two endings, the event would already be out here.
    expect(decoder.push(encoder.encode('\n'))).toEqual([]);
    expect(decoder.push(encoder.encode('data: b\r\n\r\n'))).toEqual([{ data: 'a\nb' }]);
  });

  test('several data lines join with \\n', () => {
    expect(decode('data: one\ndata: two\ndata:\ndata: four\n\n')).toEqual([{ data: 'one\ntwo\n\nfour' }]);
  });

  test('event names are kept, and reset after each event', () => {
    expect(decode('event: message_start\ndata: {}\n\ndata: plain\n\n')).toEqual([{ event: 'message_start', data: '{}' }, { data: 'plain' }]);
  });

  test('comments, unknown fields, id and retry are ignored', () => {
    expect(decode(': keep-alive\nid: 7\nretry: 1000\nfoo: bar\ndata: x\n\n:another\n\n')).toEqual([{ data: 'x' }]);
  });

  test('only one leading space is removed from a value; no colon means an empty value', () => {
    expect(decode('data:  two spaces\n\ndata:none\n\ndata\n\n')).toEqual([{ data: ' two spaces' }, { data: 'none' }, { data: '' }]);
  });

  test('blank lines without data dispatch nothing, even after an event name', () => {
    expect(decode('\n\n\nevent: ping\n\n\ndata: x\n\n')).toEqual([{ data: 'x' }]);
  });

  test('an event not closed by a blank line at the end of the body is dropped', () => {
    expect(decode('data: complete\n\ndata: partial\n')).toEqual([{ data: 'complete' }]);
    expect(decode('data: complete\n\ndata: partial')).toEqual([{ data: 'complete' }]);
  });

  test('a leading byte order mark is skipped', () => {
    expect(decode('\uFEFFdata: x\n\n')).toEqual([{ data: 'x' }]);
  });

  test('multi-byte characters split across chunks at every byte', () => {
    const text = 'data: é🌍日本\n\n';
    for (const size of [1, 2, 3, 5]) expect(decode(text, size)).toEqual([{ data: 'é🌍日本' }]);
  });

  test('invalid UTF-8 becomes U+FFFD rather than failing the stream', () => {
    const bytes = new Uint8Array([...encoder.encode('data: a'), 0xff, ...encoder.encode('b\n\n')]);
    expect(decode(bytes)).toEqual([{ data: 'a\uFFFDb' }]);
  });

  test('events complete within a push are returned by that push', () => {
    const decoder = createSseDecoder();
    expect(decoder.push(encoder.encode('data: 1\n\ndata: 2\n\ndata: 3'))).toEqual([{ data: '1' }, { data: '2' }]);
    expect(decoder.push(encoder.encode('\n\n'))).toEqual([{ data: '3' }]);
    expect(decoder.end()).toEqual([]);
  });

  describe('bounded', () => {
    const failure = (run: () => void): string => {
      try {
        run();
      } catch (error) {
        if (isVeilError(error)) return error.code;
        throw error;
      }
      return 'nothing thrown';
    };

    test('a line longer than the bound throws provider_unavailable', () => {
      const decoder = createSseDecoder({ maxEventLength: 100 });
      expect(failure(() => decoder.push(encoder.encode(`data: ${'x'.repeat(200)}`)))).toBe('provider_unavailable');
    });

    test('many data lines that together pass the bound throw too', () => {
      const decoder = createSseDecoder({ maxEventLength: 100 });
      expect(failure(() => decoder.push(encoder.encode('data: 0123456789\n'.repeat(20))))).toBe('provider_unavailable');
    });

    test('the bound is per event: many small events are fine', () => {
      const decoder = createSseDecoder({ maxEventLength: 100 });
      expect(decoder.push(encoder.encode('data: 0123456789\n\n'.repeat(1000)))).toHaveLength(1000);
    });
  });
});
