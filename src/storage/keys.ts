/**
 * Every named database and key layout in the LMDB environment, in one place.
 * Keys use lmdb-js's ordered-binary encoding: strings and arrays sort as expected.
 */
export const DB_NAMES = {
  meta: 'meta',
  secrets: 'secrets',
  users: 'users',
  usernames: 'usernames',
  apiKeys: 'api_keys',
  apiKeyDigests: 'api_key_digests',
  policy: 'policy',
  sessions: 'sessions',
  sessionMessages: 'session_messages',
  detections: 'detections',
  detectionCountsByMinute: 'detection_counts_minute',
  detectionCountsByHour: 'detection_counts_hour',
} as const;

export const META_SCHEMA_VERSION = 'schema_version';

/** users: user id → UserRecord */
export const userKey = (id: string): string => id;
/** usernames: username → user id (unique index) */
export const usernameKey = (username: string): string => username;
/** api_keys: key id → ApiKeyRecord */
export const apiKeyKey = (id: string): string => id;
/** api_key_digests: hex SHA-256 of the key → key id */
export const apiKeyDigestKey = (digestHex: string): string => digestHex;
/** secrets: name → secret bytes */
export const SECRET_NAMES = { jwt: 'jwt_hs256', logHmac: 'detection_log_hmac' } as const;

/**
 * detections: [created_at in epoch ms, record id] → DetectionLogRecord.
 * Time first so the admin listing is one reverse range read (newest first) and retention is one
 * forward range delete (oldest first); the id breaks ties between records of the same millisecond
 * and makes the key unique, so a page's last key is a stable cursor for the next page.
 * Filters (entity_type, action) are applied while scanning: no secondary index yet.
 * detection_counts_minute / detection_counts_hour: bucket start in epoch ms → the counts of the
 * entries of that minute / hour by entity type and action (detection-counts.ts), written in the
 * same transaction as the entries.
 */
export type DetectionLogKey = [createdAtMs: number, id: string];
export const detectionLogKey = (createdAtMs: number, id: string): DetectionLogKey => [createdAtMs, id];
/**
 * A range bound in detections: [ms] sorts before every entry of that millisecond (keys compare
 * element by element, a prefix first), so [ms] starts a range at ms and [ms + 1] ends one after it.
 */
export type DetectionLogBound = [createdAtMs: number];
export const detectionLogBound = (createdAtMs: number): DetectionLogBound => [createdAtMs];
/** Stored keys are always entries; a bound is never written. */
export const isDetectionLogKey = (key: DetectionLogKey | DetectionLogBound): key is DetectionLogKey => key.length === 2;
