import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { open } from 'lmdb';
import { afterEach, describe, expect, test } from 'vitest';
import type { Action } from '../../src/core/entities.js';
import { HOUR_MS, MINUTE_MS } from '../../src/storage/detection-counts.js';
import { createDetectionLogRepo, keyOfDetectionLogRecord, type DetectionLogFilter, type DetectionLogRepo, type DetectionLogStats } from '../../src/storage/detection-log-repo.js';
import { DB_NAMES, META_SCHEMA_VERSION, type DetectionLogKey } from '../../src/storage/keys.js';
import type { DetectionLogRecord } from '../../src/storage/records.js';
import { openStorage, SCHEMA_VERSION, type Storage } from '../../src/storage/storage.js';
import { newDataDir } from '../support/gateway.js';

const dirs: string[] = [];
const opened: Storage[] = [];
afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function setup(dir = newDataDir()): Promise<{ storage: Storage; repo: DetectionLogRepo; errors: Error[]; dir: string }> {
  dirs.push(dir);
  const storage = await openStorage(dir);
  opened.push(storage);
  const errors: Error[] = [];
  return { storage, repo: createDetectionLogRepo(storage, { onError: (error) => errors.push(error) }), errors, dir };
}

const BASE_MS = Date.UTC(2026, 0, 1);

function record(overrides: Partial<DetectionLogRecord> = {}): DetectionLogRecord {
  return {
    id: 'det_0001',
    created_at: new Date(BASE_MS).toISOString(),
    tenant_id: 'tnt_a',
    principal_id: 'key_a',
    request_id: 'req_a',
    session_id: null,
    direction: 'input',
    message_index: 0,
    entity_type: 'EMAIL',
    action: 'MASK',
    confidence: 0.97,
    band: 'high',
    review: false,
    start: 3,
    end: 20,
    masked_text: '[EMAIL]',
    model: 'gpt-4o-mini',
    provider: 'openai',
    text_hmac: 'a'.repeat(64),
    ...overrides,
  };
}

test('a record round-trips with every field of decisions.md §6, also after reopening', async () => {
  const { storage, repo, errors, dir } = await setup();
  const inSession = record({ id: 'det_s', session_id: 'ses_1', direction: 'output', message_index: 4, action: 'FLAG', band: 'medium', review: true, masked_text: null, confidence: 0.75 });
  const plain = record({ id: 'det_p', created_at: new Date(BASE_MS + 1).toISOString() });
  repo.append([inSession, plain]);
  await repo.flushed();
  expect(errors).toEqual([]);
  expect(repo.list({ limit: 10 }).records).toEqual([plain, inSession]);
  expect(Object.keys(plain).sort()).toEqual(
    ['id', 'created_at', 'tenant_id', 'principal_id', 'request_id', 'session_id', 'direction', 'message_index', 'entity_type', 'action', 'confidence', 'band', 'review', 'start', 'end', 'masked_text', 'model', 'provider', 'text_hmac'].sort(),
  );

  await storage.close();
  const again = await setup(dir);
  expect(again.repo.list({ limit: 10 }).records).toEqual([plain, inSession]);
});

test('listing is newest first and a cursor pages through ties within one millisecond', async () => {
  const { repo } = await setup();
  // Appended out of order: the key, not the insertion order, decides the listing order.
  const at = (offsetMs: number, id: string) => record({ id, created_at: new Date(BASE_MS + offsetMs).toISOString() });
  repo.append([at(1000, 'det_b'), at(0, 'det_old'), at(2000, 'det_new'), at(1000, 'det_a'), at(1000, 'det_c')]);
  await repo.flushed();

  const seen: string[] = [];
  let page = repo.list({ limit: 2 });
  seen.push(...page.records.map((r) => r.id));
  while (page.next !== null) {
    page = repo.list({ limit: 2, before: page.next });
    seen.push(...page.records.map((r) => r.id));
  }
  expect(seen).toEqual(['det_new', 'det_c', 'det_b', 'det_a', 'det_old']);

  const exact = repo.list({ limit: 5 });
  expect(exact.records).toHaveLength(5);
  expect(exact.next).toBeNull();
  expect(repo.list({ limit: 3 }).next).toEqual([BASE_MS + 1000, 'det_b']);
});

test('appends from many requests in one tick all land, and append returns before they are durable', async () => {
  const { repo, errors } = await setup();
  const requests = 200;
  for (let r = 0; r < requests; r++) {
    repo.append([0, 1, 2].map((i) => record({ id: `det_${r}_${i}`, request_id: `req_${r}`, created_at: new Date(BASE_MS + r).toISOString() })));
  }
  expect(repo.pending()).toBe(requests * 3);
  await repo.flushed();
  expect(repo.pending()).toBe(0);
  expect(errors).toEqual([]);
  const all = repo.list({ limit: 10_000 }).records;
  expect(all).toHaveLength(requests * 3);
  expect(new Set(all.map((r) => r.request_id)).size).toBe(requests);
  expect(all[0]?.request_id).toBe(`req_${requests - 1}`);
});

test('an empty append is a no-op', async () => {
  const { repo, errors } = await setup();
  repo.append([]);
  expect(repo.pending()).toBe(0);
  await repo.flushed();
  expect(errors).toEqual([]);
  expect(repo.list({ limit: 1 })).toEqual({ records: [], next: null });
});

test('a write after the storage is closed is reported to onError, without the record, and does not throw', async () => {
  const { storage, repo, errors } = await setup();
  await storage.close();
  const secret = record({ text_hmac: 'f'.repeat(64), request_id: 'req_secret' });
  expect(() => repo.append([secret])).not.toThrow();
  await repo.flushed();
  expect(repo.pending()).toBe(0);
  expect(errors).toHaveLength(1);
  expect(errors[0]?.message).not.toContain('req_secret');
  expect(errors[0]?.message).not.toContain('f'.repeat(64));
});

test('a throwing onError does not escape append', async () => {
  const dir = newDataDir();
  dirs.push(dir);
  const storage = await openStorage(dir);
  const repo = createDetectionLogRepo(storage, {
    onError: () => {
      throw new Error('reporter broke');
    },
  });
  await storage.close();
  expect(() => repo.append([record()])).not.toThrow();
  await repo.flushed();
});

test('a batch LMDB refuses is reported to onError and later appends still land', async () => {
  const { repo, errors } = await setup();
  // Over LMDB's key size limit (≈1978 bytes): the put fails inside lmdb-js, not in our checks.
  expect(() => repo.append([record({ id: `det_${'x'.repeat(4000)}` })])).not.toThrow();
  repo.append([record({ id: 'det_ok' })]);
  await repo.flushed();
  expect(errors).toHaveLength(1);
  expect(repo.pending()).toBe(0);
  expect(repo.list({ limit: 10 }).records.map((r) => r.id)).toEqual(['det_ok']);
});

test('a listing reads at most scanLimit records a page and says where to go on', async () => {
  const { repo } = await setup();
  repo.append(Array.from({ length: 30 }, (_, i) => record({ id: `det_${String(i).padStart(2, '0')}`, created_at: new Date(BASE_MS + i).toISOString(), entity_type: i === 3 ? 'PHONE' : 'EMAIL' })));
  await repo.flushed();
  // One PHONE among 30: pages of at most 10 reads come back empty until it is reached.
  const seen: string[] = [];
  let pages = 0;
  for (let before = undefined as Parameters<typeof repo.list>[0]['before'], more = true; more; pages++) {
    const page = repo.list({ limit: 5, filter: { entityType: 'PHONE' }, scanLimit: 10, ...(before === undefined ? {} : { before }) });
    seen.push(...page.records.map((r) => r.id));
    more = page.next !== null;
    before = page.next ?? undefined;
  }
  expect(seen).toEqual(['det_03']);
  expect(pages).toBe(3);
});

test('statistics count over slices, and a purge deletes exactly what is older than the cutoff', async () => {
  const { repo } = await setup();
  const total = 12_000;
  repo.append(Array.from({ length: total }, (_, i) => record({ id: `det_${i}`, created_at: new Date(BASE_MS + i * 10).toISOString(), action: i % 3 === 0 ? 'FLAG' : 'MASK' })));
  await repo.flushed();
  const stats = await repo.stats({ fromMs: BASE_MS + 10, toMs: BASE_MS + 10 * (total - 2) });
  expect(stats).toEqual({ total: total - 2, byEntityType: { EMAIL: total - 2 }, byAction: { FLAG: 3999, MASK: 7999 }, earliestMs: BASE_MS + 10 });
  expect(await repo.purgeBefore(BASE_MS + 10 * 7_500)).toBe(7_500);
  expect((await repo.stats()).total).toBe(total - 7_500);
  expect(repo.list({ limit: 1, filter: { toMs: BASE_MS + 10 * 7_500 } }).records.map((r) => r.id)).toEqual(['det_7500']);
  expect(await repo.purgeBefore(BASE_MS)).toBe(0);
});

describe('statistics from the minute and hour counts', () => {
  const TYPES = ['EMAIL', 'PHONE', 'SSN', 'VIOLENCE'] as const;
  const ACTIONS: readonly Action[] = ['MASK', 'REJECT', 'FLAG'];
  // Five hours that start off the hour, with entries bunched on minute and hour boundaries.
  const START = BASE_MS - 30 * MINUTE_MS + 17;
  const END = START + 5 * HOUR_MS;
  const boundaryMs = fc.oneof(
    fc.integer({ min: START - HOUR_MS, max: END + HOUR_MS }),
    fc.integer({ min: -2, max: 8 }).chain((h) => fc.integer({ min: -1, max: 1 }).map((d) => BASE_MS + h * HOUR_MS + d)),
    fc.integer({ min: -150, max: 330 }).chain((m) => fc.integer({ min: -1, max: 1 }).map((d) => BASE_MS + m * MINUTE_MS + d)),
  );
  const filterArb: fc.Arbitrary<DetectionLogFilter> = fc
    .record({ entityType: fc.option(fc.constantFrom(...TYPES, 'IBAN'), { nil: undefined }), action: fc.option(fc.constantFrom(...ACTIONS), { nil: undefined }), a: fc.option(boundaryMs, { nil: undefined }), b: fc.option(boundaryMs, { nil: undefined }) })
    .map(({ entityType, action, a, b }) => ({
      ...(entityType === undefined ? {} : { entityType }),
      ...(action === undefined ? {} : { action }),
      ...(a === undefined ? {} : { fromMs: b === undefined ? a : Math.min(a, b) }),
      ...(b === undefined ? {} : { toMs: a === undefined ? b : Math.max(a, b) }),
    }));

  function entries(n: number): DetectionLogRecord[] {
    let seed = 12345;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    return Array.from({ length: n }, (_, i) => {
      const roll = next();
      const ms =
        roll < 0.2 ? BASE_MS + Math.floor(next() * 5) * HOUR_MS - 2 + Math.floor(next() * 4) : roll < 0.4 ? START + Math.floor(next() * 300) * MINUTE_MS - 1 + Math.floor(next() * 3) : START + Math.floor(next() * (END - START));
      return record({ id: `det_${String(i).padStart(5, '0')}`, created_at: new Date(ms).toISOString(), entity_type: TYPES[Math.floor(next() * TYPES.length)] ?? 'EMAIL', action: ACTIONS[Math.floor(next() * ACTIONS.length)] ?? 'MASK' });
    });
  }

  /** The same statistics, counted from the records themselves. */
  function countDirectly(records: readonly DetectionLogRecord[], filter: DetectionLogFilter): DetectionLogStats {
    const byEntityType: Record<string, number> = {};
    const byAction: Record<string, number> = {};
    let earliestMs: number | null = null;
    let total = 0;
    for (const r of records) {
      const ms = Date.parse(r.created_at);
      if ((filter.fromMs !== undefined && ms < filter.fromMs) || (filter.toMs !== undefined && ms > filter.toMs)) continue;
      if ((filter.entityType !== undefined && r.entity_type !== filter.entityType) || (filter.action !== undefined && r.action !== filter.action)) continue;
      total++;
      earliestMs = earliestMs === null ? ms : Math.min(earliestMs, ms);
      byEntityType[r.entity_type] = (byEntityType[r.entity_type] ?? 0) + 1;
      byAction[r.action] = (byAction[r.action] ?? 0) + 1;
    }
    return { total, byEntityType, byAction, earliestMs };
  }

  /** Every stored bucket, against buckets counted from the records. */
  function expectBucketsOf(storage: Storage, records: readonly DetectionLogRecord[]): void {
    for (const [db, unit] of [[storage.detectionCountsByMinute, MINUTE_MS], [storage.detectionCountsByHour, HOUR_MS]] as const) {
      const expected = new Map<number, Record<string, Record<string, number>>>();
      for (const r of records) {
        const bucket = Math.floor(Date.parse(r.created_at) / unit) * unit;
        const counts = expected.get(bucket) ?? {};
        const byAction = (counts[r.entity_type] ??= {});
        byAction[r.action] = (byAction[r.action] ?? 0) + 1;
        expected.set(bucket, counts);
      }
      expect(new Map([...db.getRange()].map(({ key, value }) => [key, value]))).toEqual(expected);
    }
  }

  test('equal a count of the entries for any range and filter, before and after purges', async () => {
    const { storage, repo, errors } = await setup();
    let records = entries(3_000);
    // Several batches, as traffic would write them.
    for (let i = 0; i < records.length; i += 700) repo.append(records.slice(i, i + 700));
    await repo.flushed();
    expect(errors).toEqual([]);
    expectBucketsOf(storage, records);
    const check = (runs: number): Promise<void> =>
      fc.assert(
        fc.asyncProperty(filterArb, async (filter) => {
          expect(await repo.stats(filter)).toEqual(countDirectly(records, filter));
        }),
        { numRuns: runs, seed: 42 },
      );
    await check(300);
    // Purges cut buckets in the middle: what remains must still add up.
    for (const cutoff of [START + 7 * MINUTE_MS + 123, BASE_MS + HOUR_MS, BASE_MS + 2 * HOUR_MS + 30 * MINUTE_MS + 1]) {
      const kept = records.filter((r) => Date.parse(r.created_at) >= cutoff);
      expect(await repo.purgeBefore(cutoff)).toBe(records.length - kept.length);
      records = kept;
      expectBucketsOf(storage, records);
      await check(100);
    }
    expect(await repo.stats()).toEqual(countDirectly(records, {}));
  });

  test('a log written before the counts existed is counted when the environment is upgraded', async () => {
    const dir = newDataDir();
    dirs.push(dir);
    const records = entries(500);
    const raw = open({ path: dir, maxDbs: 16, compression: false });
    const log = raw.openDB<DetectionLogRecord, DetectionLogKey>({ name: DB_NAMES.detections });
    await raw.openDB<number, string>({ name: DB_NAMES.meta }).put(META_SCHEMA_VERSION, 1);
    await raw.transaction(() => {
      for (const r of records) log.putSync(keyOfDetectionLogRecord(r), r);
    });
    await raw.close();
    const storage = await openStorage(dir);
    opened.push(storage);
    expect(storage.meta.get(META_SCHEMA_VERSION)).toBe(SCHEMA_VERSION);
    expectBucketsOf(storage, records);
    const repo = createDetectionLogRepo(storage, { onError: (error) => expect.fail(error.message) });
    expect(await repo.stats({ fromMs: START + 90 * MINUTE_MS + 5, entityType: 'PHONE' })).toEqual(countDirectly(records, { fromMs: START + 90 * MINUTE_MS + 5, entityType: 'PHONE' }));
  });
});
