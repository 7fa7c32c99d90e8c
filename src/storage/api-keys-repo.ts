import { apiKeyDigestKey, apiKeyKey } from './keys.js';
import type { ApiKeyRecord } from './records.js';
import type { Storage } from './storage.js';

export interface ApiKeysRepo {
  get(id: string): ApiKeyRecord | undefined;
  getByDigest(digestHex: string): ApiKeyRecord | undefined;
  list(): ApiKeyRecord[];
  insert(record: ApiKeyRecord): Promise<void>;
  /** Marks the key revoked; resolves the updated record, or undefined when there is no such key. */
  revoke(id: string, revokedAt: string): Promise<ApiKeyRecord | undefined>;
}

interface DecodedKey {
  readonly bytes: Buffer;
  readonly record: Readonly<ApiKeyRecord>;
}

export function createApiKeysRepo(storage: Storage): ApiKeysRepo {
  const { apiKeys, apiKeyDigests } = storage;
  const get = (id: string): ApiKeyRecord | undefined => apiKeys.get(apiKeyKey(id));
  // Every authenticated request reads its key. Decoding the record costs several times the read,
  // so the decoded record is kept beside the stored bytes it came from and reused only while the
  // stored bytes are still the same: a revocation (by this process or by the CLI in another one)
  // takes effect on the very next request. Holds at most one entry per key ever created.
  const decoded = new Map<string, DecodedKey>();
  return {
    get,
    getByDigest(digestHex) {
      const id = apiKeyDigests.get(apiKeyDigestKey(digestHex));
      if (id === undefined) return undefined;
      // getBinary, not getBinaryFast: the fast one's buffer is a view that the next read reuses.
      const stored = apiKeys.getBinary(apiKeyKey(id));
      if (stored === undefined) {
        decoded.delete(id);
        return undefined;
      }
      const known = decoded.get(id);
      if (known !== undefined && known.bytes.equals(stored)) return known.record;
      // Read after the bytes: the record is never older than the bytes it is filed under.
      const record = get(id);
      if (record === undefined) return undefined;
      decoded.set(id, { bytes: stored, record: Object.freeze(record) });
      return record;
    },
    list() {
      return [...apiKeys.getRange().map(({ value }) => value)].sort((a, b) => a.created_at.localeCompare(b.created_at));
    },
    insert(record) {
      return storage.transaction(() => {
        apiKeys.putSync(apiKeyKey(record.id), record);
        apiKeyDigests.putSync(apiKeyDigestKey(record.digest), record.id);
      });
    },
    revoke(id, revokedAt) {
      return storage.transaction(() => {
        const record = get(id);
        if (record === undefined) return undefined;
        if (record.revoked_at !== null) return record;
        const revoked: ApiKeyRecord = { ...record, revoked_at: revokedAt };
        apiKeys.putSync(apiKeyKey(id), revoked);
        return revoked;
      });
    },
  };
}
