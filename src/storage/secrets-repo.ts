import { randomBytes } from 'node:crypto';
import type { Storage } from './storage.js';

export interface SecretsRepo {
  /**
   * The secret stored under `name`, created with `bytes` random bytes on first use.
   * Concurrent first uses (server and CLI) agree on one value: the write happens only if absent.
   */
  getOrCreate(name: string, bytes: number): Promise<Buffer>;
}

export function createSecretsRepo(storage: Storage): SecretsRepo {
  const { secrets } = storage;
  return {
    async getOrCreate(name, bytes) {
      const existing = secrets.get(name);
      if (existing !== undefined) return Buffer.from(existing);
      const created = randomBytes(bytes);
      const stored = await storage.transaction(() => {
        const raced = secrets.get(name);
        if (raced !== undefined) return Buffer.from(raced);
        secrets.putSync(name, created);
        return created;
      });
      return stored;
    },
  };
}
