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
   * Longest event, in bytes as received (its data lines and the line being read). A provider
   * event is a few KiB; a stream that never closes its event must not grow memory without bound.
   */
  readonly maxEventLength?: number;
}

export const DEFAULT_MAX_SSE_EVENT_LENGTH = 1024 * 1024;

const LF = 0x0a;
const CR = 0x0d;
const BOM = 0xfeff;

/**
 * Lines are found in the bytes and each is decoded alone: CR and LF are ASCII, never part of a
 * multi-byte character, so a line's bytes decode to what a decoder of the whole stream would give
 * them (invalid bytes become U+FFFD). A streaming TextDecoder and a walk over every character
 * cost ten times more on a provider's stream of small JSON events.
 */
export function createSseDecoder(options: SseDecoderOptions = {}): SseDecoder {
  const maxEventLength = options.maxEventLength ?? DEFAULT_MAX_SSE_EVENT_LENGTH;
  /** The start of a line whose end has not arrived, copied from the chunks it came in. */
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Bytes of the data lines of the event being read. */
  let eventBytes = 0;
  let data = '';
  let hasData = false;
  let eventName: string | undefined;
  // A CR ends a line at once; a LF right after it (maybe in the next chunk) belongs to it.
  let afterCr = false;
  // The spec strips one byte order mark at the start of the stream: it is the first line's.
  let isFirstLine = true;

  const checkBound = (): void => {
    if (pendingBytes + eventBytes > maxEventLength) {
      throw new VeilError('provider_unavailable', `the provider's stream sent an event longer than ${maxEventLength} bytes`);
    }
  };

  const resetEvent = (): void => {
    data = '';
    hasData = false;
    eventName = undefined;
    eventBytes = 0;
  };

  const processLine = (current: string, bytes: number, out: SseEvent[]): void => {
    if (current === '') {
      if (hasData) out.push(eventName === undefined ? { data } : { event: eventName, data });
      resetEvent();
      return;
    }
    if (current.charCodeAt(0) === 0x3a) return; // ':' starts a comment
    const colon = current.indexOf(':');
    const field = colon === -1 ? current : current.slice(0, colon);
    let value = colon === -1 ? '' : current.slice(colon + 1);
    if (value.charCodeAt(0) === 0x20) value = value.slice(1);
    if (field === 'data') {
      data = hasData ? `${data}\n${value}` : value;
      hasData = true;
      eventBytes += bytes + 1;
      checkBound();
    } else if (field === 'event') {
      eventName = value;
    }
    // id and retry steer a browser's reconnection; a proxied provider call never reconnects.
  };

  /** The line that ends at `end` in `chunk`, with whatever of it earlier chunks held. */
  const lineEndingAt = (chunk: Buffer, start: number, end: number): string => {
    let line: string;
    if (pendingBytes === 0) {
      line = chunk.toString('utf8', start, end);
    } else {
      pending.push(chunk.subarray(start, end));
      line = Buffer.concat(pending).toString('utf8');
      pending = [];
      pendingBytes = 0;
    }
    if (isFirstLine) {
      isFirstLine = false;
      if (line.charCodeAt(0) === BOM) line = line.slice(1);
    }
    return line;
  };

  return {
    push(bytes) {
      const out: SseEvent[] = [];
      const chunk = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      let at = 0;
      if (afterCr && chunk.length > 0) {
        afterCr = false;
        if (chunk[0] === LF) at = 1;
      }
      let cr = chunk.indexOf(CR, at);
      while (at < chunk.length) {
        const lf = chunk.indexOf(LF, at);
        if (cr !== -1 && cr < at) cr = chunk.indexOf(CR, at);
        const endsAtCr = cr !== -1 && (lf === -1 || cr < lf);
        const end = endsAtCr ? cr : lf;
        if (end === -1) {
          // Copied: the transport may reuse its buffer once this push returns.
          pending.push(Buffer.from(chunk.subarray(at)));
          pendingBytes += chunk.length - at;
          checkBound();
          break;
        }
        const lineBytes = pendingBytes + end - at;
        processLine(lineEndingAt(chunk, at, end), lineBytes, out);
        at = end + 1;
        if (endsAtCr) {
          if (at === chunk.length) afterCr = true;
          else if (chunk[at] === LF) at++;
        }
      }
      return out;
    },
    end() {
      // A line or an event that never ended is dropped, as the spec says.
      pending = [];
      pendingBytes = 0;
      resetEvent();
      return [];
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
