import { STATUS_CODES } from 'node:http';
import type { HttpResponse } from 'uWebSockets.js';
import { VeilError } from '../core/errors.js';
import type { StreamSink } from '../app/contract.js';
import { DisconnectSource, type Disconnect } from '../core/disconnect.js';

const STATUS_LINES = new Map<number, string>(
  Object.entries(STATUS_CODES).map(([code, text]) => [Number(code), `${code} ${text ?? ''}`]),
);
const statusLine = (status: number): string => STATUS_LINES.get(status) ?? `${status} Unknown`;

/**
 * One request/response pair on uWS. It owns the invariants uWS punishes with a process abort:
 * onAborted is attached once, at construction (before any await); every write after the
 * handler's first synchronous part is corked; status before headers; and once the response is
 * finished or aborted, `res` is never touched again.
 */
export class Exchange {
  private readonly gone = new DisconnectSource();
  private state: 'open' | 'streaming' | 'finished' | 'aborted' = 'open';
  private onWritableWaiter: (() => void) | undefined;
  // A body being read is told directly, without a listener on `disconnect`.
  private onBodyAborted: (() => void) | undefined;
  private readonly finishListeners: Array<(status: number) => void> = [];
  private status = 0;
  /** Ask the client to open a new connection for its next request (set while draining). */
  closeConnection = false;

  constructor(
    private readonly res: HttpResponse,
    private readonly baseHeaders: Array<readonly [string, string]>,
    /** HEAD: the GET response's headers, no body. */
    private readonly isHead = false,
  ) {
    res.onAborted(() => {
      if (this.state === 'finished') return;
      this.state = 'aborted';
      this.gone.fire(new DOMException('client closed the connection', 'AbortError'));
      this.onBodyAborted?.();
      this.onWritableWaiter?.();
      this.notifyFinished(499);
    });
  }

  /** Happens when the client goes away before the response is complete. */
  get disconnect(): Disconnect {
    return this.gone;
  }

  get isOpen(): boolean {
    return this.state === 'open' || this.state === 'streaming';
  }

  /** Called once the response is complete (status) or the client went away (499). */
  onFinished(listener: (status: number) => void): void {
    this.finishListeners.push(listener);
  }

  addHeader(name: string, value: string): void {
    this.baseHeaders.push([name, value]);
  }

  /** Reads the whole body into one Buffer, refusing it as soon as it passes `maxBytes`. */
  readBody(maxBytes: number, declaredLength: number | undefined): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      if (declaredLength !== undefined && declaredLength > maxBytes) {
        reject(tooLarge(maxBytes));
        return;
      }
      const parts: Buffer[] = [];
      let size = 0;
      let isRefused = false;
      this.res.onData((chunk, isLast) => {
        if (isRefused) return;
        size += chunk.byteLength;
        if (size > maxBytes) {
          isRefused = true;
          parts.length = 0;
          reject(tooLarge(maxBytes));
          return;
        }
        // uWS neuters the ArrayBuffer when this callback returns: copy it.
        parts.push(Buffer.from(chunk.slice(0)));
        if (isLast) {
          this.onBodyAborted = undefined;
          resolve(parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, size));
        }
      });
      this.onBodyAborted = () => reject(this.closedReason());
    });
  }

  /** Sends a complete response. A no-op if the client is gone or a response was already sent. */
  send(status: number, headers: Readonly<Record<string, string>>, body: string | Buffer, contentType: string): void {
    if (this.state !== 'open') return;
    this.state = 'finished';
    this.status = status;
    // A refused body may still be arriving: close the connection rather than read the rest.
    const shouldClose = this.closeConnection || status === 413;
    this.res.cork(() => {
      this.res.writeStatus(statusLine(status));
      for (const [name, value] of this.baseHeaders) this.res.writeHeader(name, value);
      for (const [name, value] of Object.entries(headers)) this.res.writeHeader(name, value);
      this.res.writeHeader('content-type', contentType);
      // HEAD: no arguments at all. In this uWS build endWithoutBody(length) leaves the response
      // unfinished (the next request on the connection hangs, or the process aborts), and an
      // undefined length is sent as 2^63. A draining server closes the connection on the next request.
      if (this.isHead) this.res.endWithoutBody();
      else this.res.end(body, shouldClose);
    });
    this.notifyFinished(status);
  }

  sendJson(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
    this.send(status, headers, JSON.stringify(body), 'application/json');
  }

  /** Starts a chunked response and returns a backpressure-aware sink for its body. */
  startStream(status: number, headers: Readonly<Record<string, string>>): StreamSink & { end(): void } {
    if (this.state !== 'open') throw new VeilError('internal_error', 'response already started');
    this.state = 'streaming';
    this.status = status;
    this.res.cork(() => {
      this.res.writeStatus(statusLine(status));
      for (const [name, value] of this.baseHeaders) this.res.writeHeader(name, value);
      for (const [name, value] of Object.entries(headers)) this.res.writeHeader(name, value);
    });
    return {
      disconnect: this.gone,
      write: (chunk) => this.writeChunk(chunk),
      end: () => {
        if (this.state !== 'streaming') return;
        this.state = 'finished';
        this.res.cork(() => this.res.end(undefined, this.closeConnection));
        this.notifyFinished(status);
      },
    };
  }

  private writeChunk(chunk: string | Uint8Array): Promise<void> {
    if (this.state !== 'streaming') return Promise.reject(this.closedReason());
    let isDrained = true;
    this.res.cork(() => {
      isDrained = this.res.write(chunk);
    });
    if (isDrained) return Promise.resolve();
    // uWS keeps the bytes it could not send; wait until the socket drains before producing more.
    return new Promise((resolve, reject) => {
      this.onWritableWaiter = () => {
        this.onWritableWaiter = undefined;
        if (this.state === 'aborted') reject(this.closedReason());
        else resolve();
      };
      this.res.onWritable(() => {
        this.onWritableWaiter?.();
        return true;
      });
    });
  }

  private closedReason(): Error {
    return this.gone.reason ?? new DOMException('response closed', 'AbortError');
  }

  private notifyFinished(status: number): void {
    for (const listener of this.finishListeners.splice(0)) listener(status === 499 ? 499 : this.status || status);
  }
}

function tooLarge(maxBytes: number): VeilError {
  return new VeilError('payload_too_large', `request body exceeds ${maxBytes} bytes`);
}
