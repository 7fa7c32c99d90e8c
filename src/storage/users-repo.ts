import { userKey, usernameKey } from './keys.js';
import type { UserRecord } from './records.js';
import type { Storage } from './storage.js';

export interface UsersRepo {
  get(id: string): UserRecord | undefined;
  getByUsername(username: string): UserRecord | undefined;
  list(): UserRecord[];
  count(): number;
  /** Inserts atomically with its username index; resolves false when the username is taken. */
  insert(user: UserRecord): Promise<boolean>;
  /** Inserts only if the store holds no user at all (first-admin bootstrap, safe across processes). */
  insertIfEmpty(user: UserRecord): Promise<boolean>;
  /**
   * Removes a user with its username index. With `keepAnAdmin`, refuses (in the same transaction,
   * so two concurrent removals cannot both pass) to remove the only admin_user.
   */
  remove(id: string, options?: { readonly keepAnAdmin?: boolean }): Promise<RemoveResult>;
}

export type RemoveResult = { readonly kind: 'removed'; readonly user: UserRecord } | { readonly kind: 'not_found' } | { readonly kind: 'last_admin' };

export function createUsersRepo(storage: Storage): UsersRepo {
  const { users, usernames } = storage;
  const get = (id: string): UserRecord | undefined => users.get(userKey(id));
  const writeUser = (user: UserRecord): void => {
    users.putSync(userKey(user.id), user);
    usernames.putSync(usernameKey(user.username), user.id);
  };
  return {
    get,
    getByUsername(username) {
      const id = usernames.get(usernameKey(username));
      return id === undefined ? undefined : get(id);
    },
    list() {
      return [...users.getRange().map(({ value }) => value)].sort((a, b) => a.created_at.localeCompare(b.created_at));
    },
    count() {
      return users.getCount();
    },
    insert(user) {
      return storage.transaction(() => {
        if (usernames.get(usernameKey(user.username)) !== undefined) return false;
        writeUser(user);
        return true;
      });
    },
    insertIfEmpty(user) {
      return storage.transaction(() => {
        if (users.getCount() > 0) return false;
        writeUser(user);
        return true;
      });
    },
    remove(id, options = {}) {
      return storage.transaction((): RemoveResult => {
        const user = get(id);
        if (user === undefined) return { kind: 'not_found' };
        if (options.keepAnAdmin === true && user.role === 'admin_user') {
          let admins = 0;
          for (const { value } of users.getRange()) if (value.role === 'admin_user') admins++;
          if (admins <= 1) return { kind: 'last_admin' };
        }
        users.removeSync(userKey(id));
        usernames.removeSync(usernameKey(user.username));
        return { kind: 'removed', user };
      });
    },
  };
}

