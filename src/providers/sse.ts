import type { CompletionEvent } from '../core/chat.js';
import { VeilError } from '../core/errors.js';
import type { StreamDecoder } from './contract.js';

/**
 * Server-sent events framing (WHATWG HTML, "Parsing an event stream"), shared by every provider's
 * stream so adapters only see whole events. The transport hands over bytes split anywhere: inside
 * a line, between a CR and its LF, inside a multi-byte UTF-8 character.
 */

/** One dispatched event: `event` is present only when the stream named it. */
export interface SseEvent {
  readonly event?: string;
  readonly data: string;
}

export interface SseDecoder {
  push(chunk: Uint8Array): SseEvent[];
  /** The body is complete. An event not closed by a blank line is dropped, as the spec says. */
  end(): SseEvent[];
}

export interface SseDecoderOptions {
  /**
   * Longest event (its data lines and the line being read), in UTF-16 code units. A provider
   * event is a few KiB; a stream that never closes its event must not grow memory without bound.
   */
  readonly maxEventLength?: number;
}

export const DEFAULT_MAX_SSE_EVENT_LENGTH = 1024 * 1024;

const LF = 0x0a;
const CR = 0x0d;

export function createSseDecoder(options: SseDecoderOptions = {}): SseDecoder {
  const maxEventLength = options.maxEventLength ?? DEFAULT_MAX_SSE_EVENT_LENGTH;
  // stream: true keeps a character split across chunks until its last byte arrives;
  // ignoreBOM: false strips the one BOM the spec allows at the start of the stream.
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });
  let line = '';
  let data = '';
  let hasData = false;
  let eventName: string | undefined;
  // A CR ends a line at once; a LF right after it (maybe in the next chunk) belongs to it.
  let afterCr = false;

  const checkBound = (): void => {
    if (line.length + data.length > maxEventLength) {
      throw new VeilError('provider_unavailable', `the provider's stream sent an event longer than ${maxEventLength} characters`);
    }
  };

  const processLine = (out: SseEvent[]): void => {
    const current = line;
    line = '';
    if (current === '') {
      if (hasData) out.push(eventName === undefined ? { data } : { event: eventName, data });
      data = '';
      hasData = false;
      eventName = undefined;
      return;
    }
    if (current.startsWith(':')) return;
    const colon = current.indexOf(':');
    const field = colon === -1 ? current : current.slice(0, colon);
    let value = colon === -1 ? '' : current.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      data = hasData ? `${data}\n${value}` : value;
      hasData = true;
      checkBound();
    } else if (field === 'event') {
      eventName = value;
    }
    // id and retry steer a browser's reconnection; a proxied provider call never reconnects.
  };

  const feed = (decoded: string, out: SseEvent[]): void => {
    let start = 0;
    for (let i = 0; i < decoded.length; i++) {
      const code = decoded.charCodeAt(i);
      if (code !== LF && code !== CR) continue;
      if (code === LF && afterCr && i === start) {
        afterCr = false;
        start = i + 1;
        continue;
      }
      line += decoded.slice(start, i);
      checkBound();
      processLine(out);
      afterCr = code === CR;
      start = i + 1;
    }
    if (start < decoded.length) {
      afterCr = false;
      line += decoded.slice(start);
      checkBound();
    }
  };

  return {
    push(chunk) {
      const out: SseEvent[] = [];
      feed(text.decode(chunk, { stream: true }), out);
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      feed(text.decode(), out);
      line = '';
      data = '';
      hasData = false;
      eventName = undefined;
      return out;
    },
  };
}

/** What one provider does with whole SSE events; the framing is the same for all of them. */
export interface SseEventHandler {
  onEvent(event: SseEvent): CompletionEvent[];
  /** The body ended; throws provider_unavailable when the provider's own end marker never came. */
  onEnd(): CompletionEvent[];
}

/** A StreamDecoder that frames bytes into SSE events and hands them to a provider's handler. */
export function sseStreamDecoder(handler: SseEventHandler, options: SseDecoderOptions = {}): StreamDecoder {
  const sse = createSseDecoder(options);
  const handle = (events: readonly SseEvent[]): CompletionEvent[] => events.flatMap((event) => handler.onEvent(event));
  return {
    push: (chunk) => handle(sse.push(chunk)),
    end: () => [...handle(sse.end()), ...handler.onEnd()],
  };
}
