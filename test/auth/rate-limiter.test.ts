import { describe, expect, test } from 'vitest';
import { createRateLimiter } from '../../src/auth/rate-limiter.js';
import { createLoginThrottle } from '../../src/auth/login-throttle.js';
import { formatDuration } from '../../src/http/rate-limit-headers.js';
import { FakeClock } from '../support/fake-clock.js';

describe('token bucket', () => {
  test('allows a burst of rpm, then one request per 60/rpm seconds', () => {
    const clock = new FakeClock();
    const limiter = createRateLimiter(clock);
    const results = Array.from({ length: 61 }, () => limiter.take('k', 60));
    expect(results.filter((r) => r.allowed)).toHaveLength(60);
    const refused = results[60];
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterMs: 1000 });
    clock.advance(999);
    expect(limiter.take('k', 60).allowed).toBe(false);
    clock.advance(1);
    expect(limiter.take('k', 60).allowed).toBe(true);
  });

  test('reports remaining and the time until the bucket is full', () => {
    const clock = new FakeClock();
    const limiter = createRateLimiter(clock);
    const first = limiter.take('k', 600);
    expect(first).toMatchObject({ allowed: true, limit: 600, remaining: 599, resetMs: 100 });
  });

  test('sweep drops only full buckets', () => {
    const clock = new FakeClock();
    const limiter = createRateLimiter(clock);
    limiter.take('a', 60);
    limiter.take('b', 60);
    clock.advance(500);
    limiter.take('b', 60);
    clock.advance(500);
    limiter.sweep();
    expect(limiter.size()).toBe(1);
  });

  test('a changed limit rescales the bucket instead of resetting it', () => {
    const clock = new FakeClock();
    const limiter = createRateLimiter(clock);
    for (let i = 0; i < 10; i++) limiter.take('k', 10);
    expect(limiter.take('k', 10).allowed).toBe(false);
    expect(limiter.take('k', 100).allowed).toBe(false);
  });
});

describe('login throttle', () => {
  test('the username limit blocks until the oldest counted failure leaves the window', () => {
    const clock = new FakeClock();
    const throttle = createLoginThrottle(clock);
    for (let i = 0; i < 10; i++) {
      throttle.recordFailure('u', `10.0.0.${i}`);
      clock.advance(1000);
    }
    expect(throttle.blockedForMs('u', '10.9.9.9')).toBe(15 * 60 * 1000 - 10_000);
    expect(throttle.blockedForMs('other', '10.9.9.9')).toBe(0);
    clock.advance(15 * 60 * 1000 - 10_000);
    expect(throttle.blockedForMs('u', '10.9.9.9')).toBe(0);
  });

  test('a success clears the username count but not the address count', () => {
    const clock = new FakeClock();
    const throttle = createLoginThrottle(clock, { perUsername: 3, perAddress: 4, windowMs: 60_000 });
    for (let i = 0; i < 2; i++) throttle.recordFailure('u', 'a');
    throttle.recordSuccess('u');
    throttle.recordFailure('u', 'a');
    expect(throttle.blockedForMs('u', 'b')).toBe(0);
    throttle.recordFailure('v', 'a');
    expect(throttle.blockedForMs('w', 'a')).toBeGreaterThan(0);
  });
});

test('durations are formatted like OpenAI’s reset headers', () => {
  expect(formatDuration(0)).toBe('0ms');
  expect(formatDuration(250)).toBe('250ms');
  expect(formatDuration(1000)).toBe('1s');
  expect(formatDuration(1500)).toBe('1.5s');
  expect(formatDuration(60_000)).toBe('1m0s');
  expect(formatDuration(361_000)).toBe('6m1s');
});
