import { VeilError } from '../core/errors.js';
import type { Principal } from '../core/principal.js';
import type { ApiKeysRepo } from '../storage/api-keys-repo.js';
import type { UsersRepo } from '../storage/users-repo.js';
import { digestApiKey, looksLikeApiKey } from './api-key-tokens.js';
import type { TokenService } from './jwt.js';

export interface Authenticator {
  /** The principal behind an Authorization header, or a VeilError('unauthorized'). */
  authenticate(authorization: string): Principal;
}

const INVALID = 'Invalid or expired token';

export function createAuthenticator(deps: {
  users: UsersRepo;
  apiKeys: ApiKeysRepo;
  tokens: TokenService;
  defaultRpm: number;
}): Authenticator {
  const { users, apiKeys, tokens, defaultRpm } = deps;
  return {
    authenticate(authorization) {
      const match = /^Bearer +(\S+) *$/i.exec(authorization);
      const credential = match?.[1];
      if (credential === undefined) throw new VeilError('unauthorized', INVALID);

      if (looksLikeApiKey(credential)) {
        const key = apiKeys.getByDigest(digestApiKey(credential));
        if (key === undefined || key.revoked_at !== null) throw new VeilError('unauthorized', INVALID);
        return { kind: 'api_key', id: key.id, tenantId: key.tenant_id, role: key.role, rateLimitRpm: key.rate_limit_rpm ?? defaultRpm };
      }

      const claims = tokens.verify(credential);
      if (claims === undefined) throw new VeilError('unauthorized', INVALID);
      // A token outlives nothing it names: a removed user, or one whose role or tenant changed,
      // must log in again.
      const user = users.getByUsername(claims.username);
      if (user === undefined || user.role !== claims.role || user.tenant_id !== claims.sub) {
        throw new VeilError('unauthorized', INVALID);
      }
      return { kind: 'user', id: user.id, tenantId: user.tenant_id, role: user.role, rateLimitRpm: defaultRpm };
    },
  };
}
