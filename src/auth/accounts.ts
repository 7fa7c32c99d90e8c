import { isoTimestamp, type Clock } from '../core/clock.js';
import { VeilError } from '../core/errors.js';
import { newId } from '../core/ids.js';
import type { Role } from '../core/principal.js';
import type { ApiKeysRepo } from '../storage/api-keys-repo.js';
import type { ApiKeyRecord, UserRecord } from '../storage/records.js';
import type { UsersRepo } from '../storage/users-repo.js';
import { digestApiKey, generateApiKey } from './api-key-tokens.js';
import type { PasswordHasher } from './passwords.js';

/** A user as the API and the CLI show it: never the password hash. */
export interface UserView {
  readonly id: string;
  readonly object: 'user';
  readonly username: string;
  readonly role: Role;
  readonly tenant_id: string;
  readonly created_at: string;
}

/** An API key as listed: never the key, never its digest. */
export interface ApiKeyView {
  readonly id: string;
  readonly object: 'api_key';
  readonly name: string;
  readonly role: Role;
  readonly tenant_id: string;
  readonly rate_limit_rpm: number | null;
  readonly created_at: string;
  readonly revoked_at: string | null;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

export interface NewUser {
  readonly username: string;
  readonly password: string;
  readonly role: Role;
  readonly tenantId?: string | undefined;
}

export interface NewApiKey {
  readonly name: string;
  readonly role: Role;
  readonly tenantId?: string | undefined;
  readonly rateLimitRpm?: number | undefined;
  readonly createdBy?: string | undefined;
}

/** User and API-key administration, shared by the admin endpoints, the CLI and the bootstrap. */
export interface Accounts {
  createUser(input: NewUser): Promise<UserView>;
  /** Creates the first admin only if the store has no user at all; undefined when users exist. */
  bootstrapAdmin(username: string, password: string): Promise<UserView | undefined>;
  listUsers(): UserView[];
  /**
   * Accepts a user id or a username. With `keepAnAdmin` (the API), the only admin_user is not
   * removed (409 last_admin), checked in the removing transaction.
   */
  removeUser(idOrUsername: string, options?: { readonly keepAnAdmin?: boolean }): Promise<UserView>;
  createApiKey(input: NewApiKey): Promise<{ key: string; view: ApiKeyView }>;
  listApiKeys(): ApiKeyView[];
  revokeApiKey(id: string): Promise<ApiKeyView>;
}

export function createAccounts(deps: { users: UsersRepo; apiKeys: ApiKeysRepo; hasher: PasswordHasher; clock: Clock }): Accounts {
  const { users, apiKeys, hasher, clock } = deps;

  const buildUser = async (input: NewUser): Promise<UserRecord> => {
    checkUsername(input.username);
    checkPassword(input.password);
    const id = newId('usr');
    return {
      id,
      username: input.username,
      password_hash: await hasher.hash(input.password),
      role: input.role,
      tenant_id: input.tenantId ?? id,
      created_at: isoTimestamp(clock.nowMs()),
    };
  };

  return {
    async createUser(input) {
      const record = await buildUser(input);
      if (!(await users.insert(record))) {
        throw new VeilError('username_taken', `username '${input.username}' is already taken`, { param: 'username' });
      }
      return userView(record);
    },
    async bootstrapAdmin(username, password) {
      if (users.count() > 0) return undefined;
      const record = await buildUser({ username, password, role: 'admin_user' });
      return (await users.insertIfEmpty(record)) ? userView(record) : undefined;
    },
    listUsers: () => users.list().map(userView),
    async removeUser(idOrUsername, options = {}) {
      const target = users.get(idOrUsername) ?? users.getByUsername(idOrUsername);
      const result = target === undefined ? ({ kind: 'not_found' } as const) : await users.remove(target.id, options);
      if (result.kind === 'not_found') throw new VeilError('user_not_found', `no user '${idOrUsername}'`);
      if (result.kind === 'last_admin') throw new VeilError('last_admin', 'the last admin_user cannot be removed');
      return userView(result.user);
    },
    async createApiKey(input) {
      const key = generateApiKey();
      const id = newId('key');
      const record: ApiKeyRecord = {
        id,
        name: input.name,
        role: input.role,
        tenant_id: input.tenantId ?? id,
        rate_limit_rpm: input.rateLimitRpm ?? null,
        digest: digestApiKey(key),
        created_at: isoTimestamp(clock.nowMs()),
        created_by: input.createdBy ?? null,
        revoked_at: null,
      };
      await apiKeys.insert(record);
      return { key, view: apiKeyView(record) };
    },
    listApiKeys: () => apiKeys.list().map(apiKeyView),
    async revokeApiKey(id) {
      const revoked = await apiKeys.revoke(id, isoTimestamp(clock.nowMs()));
      if (revoked === undefined) throw new VeilError('api_key_not_found', `no API key '${id}'`);
      return apiKeyView(revoked);
    },
  };
}

export function checkUsername(username: string): void {
  if (!USERNAME_PATTERN.test(username)) {
    throw new VeilError('invalid_request', 'username must be 1–64 characters of letters, digits and . _ @ -', { param: 'username' });
  }
}

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new VeilError('invalid_request', `password must be ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters`, { param: 'password' });
  }
}

function userView(record: UserRecord): UserView {
  return { id: record.id, object: 'user', username: record.username, role: record.role, tenant_id: record.tenant_id, created_at: record.created_at };
}

function apiKeyView(record: ApiKeyRecord): ApiKeyView {
  return {
    id: record.id,
    object: 'api_key',
    name: record.name,
    role: record.role,
    tenant_id: record.tenant_id,
    rate_limit_rpm: record.rate_limit_rpm,
    created_at: record.created_at,
    revoked_at: record.revoked_at,
  };
}
