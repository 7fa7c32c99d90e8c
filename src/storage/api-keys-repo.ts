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

export function createApiKeysRepo(storage: Storage): ApiKeysRepo {
  const { apiKeys, apiKeyDigests } = storage;
  const get = (id: string): ApiKeyRecord | undefined => apiKeys.get(apiKeyKey(id));
  return {
    get,
    getByDigest(digestHex) {
      const id = apiKeyDigests.get(apiKeyDigestKey(digestHex));
      return id === undefined ? undefined : get(id);
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
