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
 */
export type DetectionLogKey = [createdAtMs: number, id: string];
export const detectionLogKey = (createdAtMs: number, id: string): DetectionLogKey => [createdAtMs, id];
