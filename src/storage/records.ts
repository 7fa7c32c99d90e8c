import type { ConfidenceBand } from '../core/detection.js';
import type { Action } from '../core/entities.js';
import type { Role } from '../core/principal.js';

/** What is stored for a user. `password_hash` never leaves src/auth and src/storage. */
export interface UserRecord {
  readonly id: string;
  readonly username: string;
  readonly password_hash: string;
  readonly role: Role;
  readonly tenant_id: string;
  readonly created_at: string;
}

/** What is stored for an API key: a SHA-256 digest, never the key itself. */
export interface ApiKeyRecord {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly tenant_id: string;
  readonly rate_limit_rpm: number | null;
  readonly digest: string;
  readonly created_at: string;
  readonly created_by: string | null;
  readonly revoked_at: string | null;
}

/**
 * The stored policy document. Storage keeps it opaque: the app validates it through the policy
 * schema when loading, so a document written by an older build gains new fields' defaults.
 */
export interface StoredPolicy {
  readonly version: number;
  readonly updated_at: string;
  readonly policy: unknown;
}

/**
 * One detection of one request (decisions.md §6). Never holds the detected text itself:
 * `text_hmac` is the hex HMAC-SHA256 of it under the server's log secret, so repeats of a value
 * can be correlated without the value being recoverable from the data dir.
 */
export interface DetectionLogRecord {
  readonly id: string;
  /** ISO 8601; the key's time part is parsed from it, so both always agree. */
  readonly created_at: string;
  readonly tenant_id: string;
  readonly principal_id: string;
  readonly request_id: string;
  /** null for /chat/completions (no session). */
  readonly session_id: string | null;
  readonly direction: 'input' | 'output';
  readonly message_index: number;
  readonly entity_type: string;
  readonly action: Action;
  readonly confidence: number;
  readonly band: ConfidenceBand;
  readonly review: boolean;
  readonly start: number;
  readonly end: number;
  readonly masked_text: string | null;
  readonly model: string;
  readonly provider: string;
  readonly text_hmac: string;
}
