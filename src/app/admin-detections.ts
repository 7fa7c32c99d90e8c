import { z } from 'zod';
import { isoTimestamp, type Clock } from '../core/clock.js';
import { ACTIONS, ENTITY_TYPE_NAME } from '../core/entities.js';
import { VeilError } from '../core/errors.js';
import { isCalendarDate } from '../detection/validators/calendar-date.js';
import type { DetectionLogCursor, DetectionLogFilter, DetectionLogRepo } from '../storage/detection-log-repo.js';
import { json, type AppResponse, type AuthenticatedRequest } from './contract.js';
import { parseQuery } from './validate-input.js';

/**
 * Records one listing page reads at most: with a rare filter over a long log, a page comes back
 * short with a cursor to go on from, instead of holding the event loop for the whole log.
 */
const SCAN_LIMIT = 50_000;
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const DAY_MS = 86_400_000;

/** V8 reads 2026-02-30 as 2 March: the day must exist. */
const isCalendarDay = (date: string): boolean => isCalendarDate(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));

/**
 * An ISO 8601 date or date-time with a zone, as epoch ms. A date alone covers its whole UTC day:
 * from its first millisecond as a start, to its last as an end (decisions.md, detection logs).
 */
const isoInstant = (edge: 'start' | 'end') =>
  z.string().transform((value, ctx) => {
    const ms = Date.parse(value);
    const isDate = DATE_ONLY.test(value);
    if (Number.isNaN(ms) || (!isDate && !DATE_TIME.test(value)) || !isCalendarDay(value.slice(0, 10))) {
      ctx.addIssue({ code: 'custom', message: 'expected an ISO 8601 date (2026-11-22) or date-time with a zone (2026-11-22T09:30:00Z)' });
      return z.NEVER;
    }
    return isDate && edge === 'end' ? ms + DAY_MS - 1 : ms;
  });

const filterShape = {
  entity_type: z.string().regex(ENTITY_TYPE_NAME, 'expected an entity type or safety category, such as EMAIL or JAILBREAK').optional(),
  action: z.enum(ACTIONS).optional(),
  start_date: isoInstant('start').optional(),
  end_date: isoInstant('end').optional(),
};
const statsQuery = z.strictObject(filterShape);
const listQuery = z.strictObject({
  ...filterShape,
  limit: z
    .string()
    .regex(/^\d+$/, `expected a whole number from 1 to ${MAX_LIMIT}`)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_LIMIT))
    .optional(),
  cursor: z.string().max(256).optional(),
});

type Filters = z.output<typeof statsQuery>;

function toFilter(query: Filters): DetectionLogFilter {
  if (query.start_date !== undefined && query.end_date !== undefined && query.start_date > query.end_date) {
    throw new VeilError('invalid_request', 'start_date: is after end_date', { param: 'start_date' });
  }
  return {
    ...(query.entity_type === undefined ? {} : { entityType: query.entity_type }),
    ...(query.action === undefined ? {} : { action: query.action }),
    ...(query.start_date === undefined ? {} : { fromMs: query.start_date }),
    ...(query.end_date === undefined ? {} : { toMs: query.end_date }),
  };
}

/** The cursor is the last listed record's key, opaque to clients. */
const encodeCursor = (key: DetectionLogCursor): string => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

function decodeCursor(cursor: string): DetectionLogCursor {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 2 && Number.isSafeInteger(key[0]) && typeof key[1] === 'string') return [key[0] as number, key[1]];
  } catch {
    // Not JSON: the same answer as any other foreign cursor.
  }
  throw new VeilError('invalid_request', 'cursor: not a cursor this endpoint returned', { param: 'cursor' });
}

export interface AdminDetections {
  readonly list: (req: AuthenticatedRequest) => Promise<AppResponse>;
  readonly stats: (req: AuthenticatedRequest) => Promise<AppResponse>;
}

/** GET /admin/detections and /admin/detections/stats (spec 2.5, 4.8, 4.9; decisions.md §6): every tenant's records. */
export function createAdminDetections(deps: { readonly repo: DetectionLogRepo; readonly clock: Clock }): AdminDetections {
  return {
    list(req) {
      const query = parseQuery(listQuery, req.query);
      const page = deps.repo.list({
        limit: query.limit ?? DEFAULT_LIMIT,
        filter: toFilter(query),
        scanLimit: SCAN_LIMIT,
        ...(query.cursor === undefined ? {} : { before: decodeCursor(query.cursor) }),
      });
      return Promise.resolve(json(200, { object: 'list', data: page.records, has_more: page.next !== null, next_cursor: page.next === null ? null : encodeCursor(page.next) }));
    },
    async stats(req) {
      const query = parseQuery(statsQuery, req.query);
      const counts = await deps.repo.stats(toFilter(query));
      const nowMs = deps.clock.nowMs();
      const byAction = Object.fromEntries(ACTIONS.map((action) => [action, counts.byAction[action] ?? 0]));
      return json(200, {
        total_detections: counts.total,
        by_entity_type: counts.byEntityType,
        by_action: byAction,
        period: { start: isoTimestamp(query.start_date ?? counts.earliestMs ?? nowMs), end: isoTimestamp(query.end_date ?? nowMs) },
      });
    },
  };
}
