/**
 * Lets a test worker's event loop run between chunks of long synchronous work: a minute without it
 * and vitest fails the run ("Timeout calling onTaskUpdate"), as it did on a machine slowed from
 * outside, though every test passed.
 */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
