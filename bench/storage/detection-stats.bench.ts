/**
 * GET /admin/detections/stats on a busy gateway's log: statistics from the minute and hour counts
 * (detection-counts.ts) against the baseline of counting every log entry of the range, in the
 * same run on the same LMDB environment.
 *   npm run bench:stats [-- --entries 1000000 --days 30]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Action } from '../../src/core/entities.js';
import { createDetectionLogRepo, type DetectionLogFilter } from '../../src/storage/detection-log-repo.js';
import { detectionLogBound } from '../../src/storage/keys.js';
import type { DetectionLogRecord } from '../../src/storage/records.js';
import { openStorage } from '../../src/storage/storage.js';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '1000000' }, days: { type: 'string', default: '30' } } });
const entries = Number(values.entries);
const days = Number(values.days);
const DAY_MS = 86_400_000;
const END_MS = Date.UTC(2026, 10, 22);
const START_MS = END_MS - days * DAY_MS;
const TYPES = ['EMAIL', 'PHONE', 'PERSON', 'CREDIT_CARD', 'IP_ADDRESS', 'LOCATION', 'VIOLENCE'];
const ACTIONS: readonly Action[] = ['MASK', 'MASK', 'MASK', 'FLAG', 'REJECT'];

const dir = mkdtempSync(join(tmpdir(), 'veil-bench-stats-'));
const storage = await openStorage(dir);
const repo = createDetectionLogRepo(storage, {
  onError: (error) => {
    throw error;
  },
});

let seed = 1;
const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const writeStarted = performance.now();
const BATCH = 1000;
for (let i = 0; i < entries; i += BATCH) {
  const batch: DetectionLogRecord[] = [];
  for (let j = i; j < Math.min(entries, i + BATCH); j++) {
    const ms = START_MS + Math.floor(((j + random()) / entries) * (END_MS - START_MS));
    batch.push({
      id: `det_${String(j).padStart(8, '0')}`,
      created_at: new Date(ms).toISOString(),
      tenant_id: 'tnt_bench',
      principal_id: 'key_bench',
      request_id: `req_${j}`,
      session_id: null,
      direction: 'input',
      message_index: 0,
      entity_type: TYPES[Math.floor(random() * TYPES.length)] ?? 'EMAIL',
      action: ACTIONS[Math.floor(random() * ACTIONS.length)] ?? 'MASK',
      confidence: 0.9,
      band: 'high',
      review: false,
      start: 10,
      end: 30,
      masked_text: '[EMAIL]',
      model: 'gpt-4o-mini',
      provider: 'openai',
      text_hmac: 'a'.repeat(64),
    });
  }
  repo.append(batch);
  if (i % 50_000 === 0) await repo.flushed();
}
await repo.flushed();
const writeMs = performance.now() - writeStarted;
console.log(`${entries.toLocaleString('en')} log entries over ${days} days written in ${(writeMs / 1000).toFixed(1)} s (${((writeMs * 1000) / entries).toFixed(1)} µs per entry, counts included)\n`);

/** The baseline: every entry of the range read and counted (what statistics cost without the counts). */
function countEveryEntry(filter: DetectionLogFilter): number {
  let total = 0;
  for (const { value } of storage.detections.getRange({
    ...(filter.fromMs === undefined ? {} : { start: detectionLogBound(filter.fromMs) }),
    ...(filter.toMs === undefined ? {} : { end: detectionLogBound(filter.toMs + 1) }),
  })) {
    if ((filter.entityType === undefined || value.entity_type === filter.entityType) && (filter.action === undefined || value.action === filter.action)) total++;
  }
  return total;
}

const cases: Array<[string, DetectionLogFilter]> = [
  ['whole log', {}],
  ['last 7 days, to the millisecond', { fromMs: END_MS - 7 * DAY_MS + 12_345, toMs: END_MS - 54_321 }],
  ['one day', { fromMs: END_MS - 2 * DAY_MS, toMs: END_MS - DAY_MS - 1 }],
  ['30 days of PHONE, REJECT only', { entityType: 'PHONE', action: 'REJECT' }],
];
console.log('range                                   entries read   baseline ms   counts ms   speed-up');
for (const [name, filter] of cases) {
  let baselineMs = Infinity;
  let countsMs = Infinity;
  let expected = 0;
  for (let round = 0; round < 3; round++) {
    let started = performance.now();
    expected = countEveryEntry(filter);
    baselineMs = Math.min(baselineMs, performance.now() - started);
    started = performance.now();
    const stats = await repo.stats(filter);
    countsMs = Math.min(countsMs, performance.now() - started);
    if (stats.total !== expected) throw new Error(`${name}: counts say ${stats.total}, the entries ${expected}`);
  }
  console.log(`${name.padEnd(38)} ${expected.toLocaleString('en').padStart(13)} ${baselineMs.toFixed(1).padStart(13)} ${countsMs.toFixed(2).padStart(11)} ${(baselineMs / countsMs).toFixed(0).padStart(9)}×`);
}
await storage.close();
rmSync(dir, { recursive: true, force: true });
