import type { StoredPolicy } from './records.js';
import type { Storage } from './storage.js';

export type { StoredPolicy };

const CURRENT = 'current';

export interface PolicyRepo {
  get(): StoredPolicy | undefined;
  /** Stores `policy` as the next version (one more than the stored one) and resolves it. */
  replace(policy: unknown, updatedAt: string): Promise<StoredPolicy>;
}

export function createPolicyRepo(storage: Storage): PolicyRepo {
  const db = storage.policy;
  const get = (): StoredPolicy | undefined => db.get(CURRENT);
  return {
    get,
    replace(policy, updatedAt) {
      return storage.transaction(() => {
        const next: StoredPolicy = { version: (get()?.version ?? 0) + 1, updated_at: updatedAt, policy };
        db.putSync(CURRENT, next);
        return next;
      });
    },
  };
}
