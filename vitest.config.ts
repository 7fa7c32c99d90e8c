import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two cores: more forks than that only makes the timing-sensitive server tests slower.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
