/**
 * Tells work done for a client that the client went away. An AbortSignal would say the same, but
 * creating an AbortController and listening on it costs several microseconds on Node 20 (its
 * EventTarget machinery), once per request on the gateway's hottest path, and almost every
 * request finishes without anyone being told anything.
 */
export interface Disconnect {
  /** True once the client went away (or the server gave up on the request). */
  readonly happened: boolean;
  /** The error to end the work with, once it happened. */
  readonly reason: Error | undefined;
  /** Throws the reason if it happened. */
  throwIfHappened(): void;
  /** Calls `listener` once, when it happens (never if it already has); returns a function that stops listening. */
  listen(listener: (reason: Error) => void): () => void;
}

/** A Disconnect that happens when `fire` is called (the http layer's side of it). */
export class DisconnectSource implements Disconnect {
  happened = false;
  reason: Error | undefined = undefined;
  private listeners: Array<(reason: Error) => void> = [];

  throwIfHappened(): void {
    if (this.reason !== undefined) throw this.reason;
  }

  listen(listener: (reason: Error) => void): () => void {
    if (this.happened) return noop;
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at !== -1) this.listeners.splice(at, 1);
    };
  }

  fire(reason: Error): void {
    if (this.happened) return;
    this.happened = true;
    this.reason = reason;
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener(reason);
  }
}

const noop = (): void => undefined;
