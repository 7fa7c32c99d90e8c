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
  /** Resolves the removed record, or undefined when there was none. */
  remove(id: string): Promise<UserRecord | undefined>;
}

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
    remove(id) {
      return storage.transaction(() => {
        const user = get(id);
        if (user === undefined) return undefined;
        users.removeSync(userKey(id));
        usernames.removeSync(usernameKey(user.username));
        return user;
      });
    },
  };
}

