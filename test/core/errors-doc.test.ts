import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ERROR_CATALOG } from '../../src/core/errors.js';

test('docs/errors.md lists every error code with its status and type, and no other', () => {
  const doc = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
  const rows = [...doc.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \| ([^|]+) \|/gm)].map(([, code, status, type]) => ({
    code: code ?? '',
    status: Number(status),
    type: (type ?? '').trim(),
  }));
  expect(rows.map((r) => r.code).sort()).toEqual(Object.keys(ERROR_CATALOG).sort());
  for (const row of rows) {
    const entry = ERROR_CATALOG[row.code as keyof typeof ERROR_CATALOG];
    expect(row.status, row.code).toBe(entry.status);
    expect(row.type, row.code).toBe(entry.type === 'auth' ? '(auth shape)' : entry.type);
  }
});
