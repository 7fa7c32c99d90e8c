import fc from 'fast-check';
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

  test('any stream, cut into chunks anywhere, gives the events of the whole stream decoded at once (reference parser)', () => {
    // The reference: the body decoded by one TextDecoder (BOM stripped, invalid bytes to U+FFFD),
    // then split into lines and fields as the WHATWG spec says.
    const reference = (bytes: Uint8Array): SseEvent[] => {
      const lines = new TextDecoder().decode(bytes).split(/\r\n|\r|\n/);
      lines.pop(); // not ended by a line break
      const events: SseEvent[] = [];
      let data: string[] = [];
      let name: string | undefined;
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) events.push(name === undefined ? { data: data.join('\n') } : { event: name, data: data.join('\n') });
          data = [];
          name = undefined;
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'data') data.push(value);
          else if (field === 'event') name = value;
        }
      }
      return events;
    };
    const piece = fc.oneof(
      fc.constantFrom('data: ', 'data:', 'event: delta\n', ': ping\n', 'id: 3\n', '\n', '\r', '\r\n', '\n\n', '\uFEFF'),
      fc.string({ unit: 'binary', maxLength: 12 }).map((text) => text.replace(/[\r\n]/g, '')),
    );
    const invalid = fc.uint8Array({ minLength: 1, maxLength: 3 }).map((b) => b.map((x) => x | 0x80));
    const stream = fc.array(fc.oneof(piece.map((text) => encoder.encode(text)), invalid), { maxLength: 40 }).map((parts) => {
      const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const part of parts) {
        bytes.set(part, at);
        at += part.length;
      }
      return bytes;
    });
    fc.assert(
      fc.property(stream, fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 10 }), (bytes, sizes) => {
        const decoder = createSseDecoder();
        const events: SseEvent[] = [];
        for (let at = 0, i = 0; at < bytes.length; i++) {
          const size = sizes[i % sizes.length] ?? 1;
          events.push(...decoder.push(bytes.subarray(at, at + size)));
          at += size;
        }
        events.push(...decoder.end());
        expect(events).toEqual(reference(bytes));
      }),
      { numRuns: 2_000 },
    );
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
