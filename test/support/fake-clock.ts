import type { Clock } from '../../src/core/clock.js';

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(private ms = Date.UTC(2026, 0, 1)) {}
  nowMs(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}
