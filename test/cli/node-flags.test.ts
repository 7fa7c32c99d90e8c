import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GATEWAY_NODE_FLAGS } from '../../src/cli/node-flags.js';

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

// V8 reads these flags when Node starts, so every way the gateway is started must pass them.
test('the gateway starts with its Node flags however it is started', () => {
  expect(GATEWAY_NODE_FLAGS.length).toBeGreaterThan(0);
  const flags = GATEWAY_NODE_FLAGS.join(' ');
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  expect(scripts.start).toBe(`node ${flags} dist/src/cli/main.js serve`);
  expect(read('src/cli/main.ts').split('\n')[0]).toBe(`#!/usr/bin/env -S node ${flags}`);
  const entrypoint = /^ENTRYPOINT (.+)$/m.exec(read('Dockerfile'))?.[1];
  expect(JSON.parse(entrypoint ?? '[]')).toEqual(['node', ...GATEWAY_NODE_FLAGS, 'dist/src/cli/main.js']);
});
