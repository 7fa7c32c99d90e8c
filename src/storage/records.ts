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
