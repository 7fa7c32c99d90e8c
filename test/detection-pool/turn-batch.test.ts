import { expect, test } from 'vitest';
import { createTurnBatch } from '../../src/detection-pool/turn-batch.js';

test('callers of one event-loop turn are released together, after that turn, and a caller of a later turn waits for its own', async () => {
  const turn = createTurnBatch();
  const events: string[] = [];
  const first = turn.next().then(() => events.push('a'));
  const second = turn.next().then(() => events.push('b'));
  // Microtasks of this turn run first: nobody is released before the turn ends.
  await Promise.resolve();
  await Promise.resolve();
  expect(events).toEqual([]);
  await Promise.all([first, second]);
  expect(events).toEqual(['a', 'b']);

  // A caller that arrives while a batch is released (a continuation asking again) joins the next turn.
  const chained = turn.next().then(async () => {
    events.push('c');
    await turn.next();
    events.push('e');
  });
  const sameBatch = turn.next().then(() => events.push('d'));
  await Promise.all([chained, sameBatch]);
  expect(events).toEqual(['a', 'b', 'c', 'd', 'e']);
});

test('an idle batch schedules nothing, and a batch is released even when its callers never run again', async () => {
  const turn = createTurnBatch();
  for (let round = 0; round < 3; round++) {
    const released = await Promise.race([turn.next().then(() => 'released'), new Promise((resolve) => setTimeout(() => resolve('timed out'), 1_000))]);
    expect(released).toBe('released');
  }
});
