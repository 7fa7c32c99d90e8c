import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createDetectionLogRepo } from '../../src/storage/detection-log-repo.js';
import type { DetectionLogRecord } from '../../src/storage/records.js';
import { openStorage } from '../../src/storage/storage.js';
import { MODELS, startChatGateway, type ChatGateway } from '../support/chat-gateway.js';
import { FakeClock } from '../support/fake-clock.js';
import { newDataDir, startTestGateway, type TestGateway } from '../support/gateway.js';
import { script } from '../support/provider-simulator.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 12);
const TYPES = ['EMAIL', 'PHONE', 'JAILBREAK', 'EMPLOYEE_ID'] as const;
const ACTIONS = ['MASK', 'MASK', 'REJECT', 'FLAG'] as const;

function entry(i: number, atMs: number): DetectionLogRecord {
  return {
    id: `det_${String(i).padStart(4, '0')}`,
    created_at: new Date(atMs).toISOString(),
    tenant_id: i % 2 === 0 ? 'tnt_a' : 'tnt_b',
    principal_id: 'key_a',
    request_id: `req_${i}`,
    session_id: null,
    direction: 'input',
    message_index: 0,
    entity_type: TYPES[i % 4] ?? 'EMAIL',
    action: ACTIONS[(i >> 2) % 4] ?? 'MASK',
    confidence: 0.95,
    band: 'high',
    review: false,
    start: 0,
    end: 5,
    masked_text: null,
    model: 'gpt-4o-mini',
    provider: 'openai',
    text_hmac: 'b'.repeat(64),
  };
}

// 150 entries over the last three days (some in one millisecond), and three past the 30-day retention.
const recent = Array.from({ length: 150 }, (_, i) => entry(i, NOW - 3 * DAY + Math.floor(i / 2) * 3_400_000));
const expired = [0, 1, 2].map((k) => entry(900 + k, NOW - 40 * DAY + k));
const newestFirst = [...recent].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : -1));

interface ListBody {
  object: string;
  data: DetectionLogRecord[];
  has_more: boolean;
  next_cursor: string | null;
}
interface StatsBody {
  total_detections: number;
  by_entity_type: Record<string, number>;
  by_action: Record<string, number>;
  period: { start: string; end: string };
}
interface ErrorBody {
  error: { code: string; param?: string };
}

describe('a log of earlier traffic', () => {
  let gw: TestGateway;
  let admin: string;
  const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const res = await gw.fetch(path, { token: admin });
    return { status: res.status, body: (await res.json()) as T };
  };
  /** Every page of a listing, following next_cursor. */
  const walk = async (query: string): Promise<{ pages: number; entries: DetectionLogRecord[] }> => {
    const entries: DetectionLogRecord[] = [];
    let pages = 0;
    for (let cursor: string | null = null; ; ) {
      const page: { status: number; body: ListBody } = await get<ListBody>(`/admin/detections?${query}${cursor === null ? '' : `&cursor=${cursor}`}`);
      const { status, body } = page;
      expect(status).toBe(200);
      pages++;
      entries.push(...body.data);
      if (!body.has_more) return { pages, entries };
      cursor = body.next_cursor;
    }
  };

  beforeAll(async () => {
    const dataDir = newDataDir();
    const storage = await openStorage(dataDir);
    const repo = createDetectionLogRepo(storage, { onError: (error) => expect.fail(error.message) });
    repo.append([...expired, ...recent]);
    await repo.flushed();
    await storage.close();
    gw = await startTestGateway({ dataDir, clock: new FakeClock(NOW) });
    admin = await gw.login();
    // Retention runs in the background from start-up.
    await vi.waitFor(async () => expect((await get<StatsBody>('/admin/detections/stats')).body.total_detections).toBe(recent.length), { timeout: 5_000 });
  });
  afterAll(() => gw.cleanup());

  test('entries past logs.retention_days are deleted in the background', async () => {
    const { entries } = await walk('limit=500');
    expect(entries.map((e) => e.id)).not.toContain(expired[0]?.id);
    expect(entries).toHaveLength(recent.length);
  });

  test('newest first, 50 a page by default, every field stored; the cursor walks the rest without gaps or repeats', async () => {
    const first = await get<ListBody>('/admin/detections');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ object: 'list', has_more: true });
    expect(first.body.data).toEqual(newestFirst.slice(0, 50));
    const { pages, entries } = await walk('limit=40');
    expect(pages).toBe(4);
    expect(entries).toEqual(newestFirst);
  });

  test('filters by entity type, action and time, alone and together, across pages', async () => {
    const day = new Date(NOW - DAY).toISOString().slice(0, 10);
    const dayStart = Date.parse(`${day}T00:00:00Z`);
    const inDay = (e: DetectionLogRecord): boolean => Date.parse(e.created_at) >= dayStart && Date.parse(e.created_at) < dayStart + DAY;
    const cases: Array<[string, (e: DetectionLogRecord) => boolean]> = [
      ['entity_type=PHONE', (e) => e.entity_type === 'PHONE'],
      ['entity_type=EMPLOYEE_ID', (e) => e.entity_type === 'EMPLOYEE_ID'],
      ['action=REJECT', (e) => e.action === 'REJECT'],
      ['entity_type=EMAIL&action=MASK', (e) => e.entity_type === 'EMAIL' && e.action === 'MASK'],
      // A date alone as the end covers its whole day.
      [`start_date=${day}&end_date=${day}`, inDay],
      [`start_date=${day}T06:00:00Z&end_date=${day}T18:00:00%2B02:00`, (e) => Date.parse(e.created_at) >= dayStart + 6 * 3_600_000 && Date.parse(e.created_at) <= dayStart + 16 * 3_600_000],
      [`action=FLAG&end_date=${day}`, (e) => e.action === 'FLAG' && Date.parse(e.created_at) < dayStart + DAY],
      ['entity_type=SSN', () => false],
    ];
    for (const [query, keep] of cases) {
      const { entries } = await walk(`${query}&limit=7`);
      expect(entries, query).toEqual(newestFirst.filter(keep));
      if (!query.includes('SSN')) expect(entries.length, query).toBeGreaterThan(0);
    }
  });

  test('statistics over the same filters; the period is the filter, else the earliest entry and now', async () => {
    const all = await get<StatsBody>('/admin/detections/stats');
    expect(all.status).toBe(200);
    const count = (keep: (e: DetectionLogRecord) => boolean): number => recent.filter(keep).length;
    expect(all.body).toEqual({
      total_detections: recent.length,
      by_entity_type: Object.fromEntries(TYPES.map((t) => [t, count((e) => e.entity_type === t)])),
      by_action: { MASK: count((e) => e.action === 'MASK'), REJECT: count((e) => e.action === 'REJECT'), FLAG: count((e) => e.action === 'FLAG') },
      period: { start: recent[0]?.created_at, end: new Date(NOW).toISOString() },
    });
    const phones = await get<StatsBody>('/admin/detections/stats?entity_type=PHONE&start_date=2026-11-21&end_date=2026-11-21');
    const onDay = (e: DetectionLogRecord): boolean => e.entity_type === 'PHONE' && e.created_at.startsWith('2026-11-21');
    expect(count(onDay)).toBeGreaterThan(0);
    expect(phones.body.total_detections).toBe(count(onDay));
    expect(phones.body.by_entity_type).toEqual({ PHONE: count(onDay) });
    expect(phones.body.period).toEqual({ start: '2026-11-21T00:00:00.000Z', end: '2026-11-21T23:59:59.999Z' });
    const none = await get<StatsBody>('/admin/detections/stats?entity_type=SSN');
    expect(none.body).toEqual({ total_detections: 0, by_entity_type: {}, by_action: { MASK: 0, REJECT: 0, FLAG: 0 }, period: { start: new Date(NOW).toISOString(), end: new Date(NOW).toISOString() } });
  });

  test('a bad filter value is a 400 naming it', async () => {
    const bad: Array<[string, string]> = [
      ['entity_type=email', 'entity_type'],
      ['action=BLOCK', 'action'],
      ['start_date=yesterday', 'start_date'],
      ['end_date=2026-13-01', 'end_date'],
      ['end_date=2026-02-30', 'end_date'],
      ['start_date=2026-02-30T10:00:00Z', 'start_date'],
      ['start_date=2026-11-22T10:00:00', 'start_date'],
      ['start_date=2026-11-22&end_date=2026-11-21', 'start_date'],
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=ten', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      ['entity=EMAIL', 'entity'],
      ['action=MASK&action=FLAG', 'action'],
    ];
    for (const [query, param] of bad) {
      for (const path of ['/admin/detections', '/admin/detections/stats']) {
        if (path.endsWith('stats') && (param === 'limit' || param === 'cursor')) continue;
        const res = await get<ErrorBody>(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.error, `${path}?${query}`).toMatchObject({ code: 'invalid_request', param });
      }
    }
    // The statistics take no paging.
    expect((await get<ErrorBody>('/admin/detections/stats?limit=5')).body.error).toMatchObject({ param: 'limit' });
  });

  test('any query string is answered 200 or 400, never a server error', async () => {
    const names = fc.constantFrom('entity_type', 'action', 'start_date', 'end_date', 'limit', 'cursor', 'x');
    const values = fc.oneof(fc.string(), fc.constantFrom('EMAIL', 'MASK', '2026-11-21', '2026-11-21T10:00:00Z', '-1', '1e3', '9'.repeat(30), '\u0000', '%ZZ'));
    const queries = fc.array(fc.tuple(names, values), { maxLength: 4 }).map((pairs) => pairs.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('&'));
    await fc.assert(
      fc.asyncProperty(queries, fc.boolean(), async (query, stats) => {
        const res = await gw.fetch(`/admin/detections${stats ? '/stats' : ''}?${query}`, { token: admin });
        expect([200, 400]).toContain(res.status);
        await res.arrayBuffer();
      }),
      { numRuns: 300 },
    );
  });
});

describe('through the chat pipeline', () => {
  let ctx: ChatGateway;
  beforeAll(async () => {
    ctx = await startChatGateway();
  });
  afterAll(() => ctx.close());

  test("a request's detections are listed, and only admins may read them", async () => {
    ctx.sim.enqueue(script.reply('Noted.'));
    await ctx.client.chat.completions.create({ model: MODELS.openai, messages: [{ role: 'user', content: 'Mail ana.ruiz@example.com please.' }] });
    const listed = await vi.waitFor(async () => {
      const body = (await (await ctx.gw.fetch('/admin/detections?entity_type=EMAIL', { token: ctx.adminToken })).json()) as ListBody;
      expect(body.data).toHaveLength(1);
      return body.data[0];
    });
    expect(listed).toMatchObject({ entity_type: 'EMAIL', action: 'MASK', direction: 'input', model: MODELS.openai, masked_text: '[EMAIL]' });
    expect(JSON.stringify(listed)).not.toContain('ana.ruiz');
    for (const path of ['/admin/detections', '/admin/detections/stats']) {
      expect((await ctx.gw.fetch(path, { token: ctx.apiKey })).status).toBe(403);
      expect((await ctx.gw.fetch(path)).status).toBe(401);
    }
  });
});
