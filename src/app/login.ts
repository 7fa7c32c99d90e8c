import { z } from 'zod';
import type { Clock } from '../core/clock.js';
import { VeilError } from '../core/errors.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { TokenService } from '../auth/jwt.js';
import type { UsersRepo } from '../storage/users-repo.js';
import { json, type AppRequest, type AppResponse } from './contract.js';
import { parseBody } from './validate-input.js';

const loginBody = z.object({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(4096),
});

export interface LoginDeps {
  readonly users: UsersRepo;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenService;
  readonly throttle: LoginThrottle;
  readonly clock: Clock;
}

/** POST /auth/login → {access_token, token_type, expires_in} (decisions.md §2). */
export function createLogin(deps: LoginDeps): (req: AppRequest) => Promise<AppResponse> {
  return async (req) => {
    const { username, password } = parseBody(loginBody, req.body);
    const waitMs = deps.throttle.blockedForMs(username, req.clientAddress);
    if (waitMs > 0) {
      throw new VeilError('login_throttled', 'Too many failed login attempts; try again later', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    }
    const user = deps.users.getByUsername(username);
    const isValid = user === undefined ? (await deps.hasher.burn(password), false) : await deps.hasher.verify(password, user.password_hash);
    if (!isValid || user === undefined) {
      deps.throttle.recordFailure(username, req.clientAddress);
      throw new VeilError('invalid_credentials', 'Invalid username or password');
    }
    deps.throttle.recordSuccess(username);
    const { token, expiresInSeconds } = deps.tokens.issue({ tenantId: user.tenant_id, username: user.username, role: user.role });
    return json(200, { access_token: token, token_type: 'Bearer', expires_in: expiresInSeconds });
  };
}
