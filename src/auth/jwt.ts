import { signSync, verifySync, type Algorithm } from '@node-rs/jsonwebtoken';
import { unixSeconds, type Clock } from '../core/clock.js';
import { ROLES, type Role } from '../core/principal.js';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/** The JWT payload: exactly these claims (spec 2.6, decisions.md §2). */
export interface TokenClaims {
  readonly sub: string;
  readonly username: string;
  readonly role: Role;
  readonly iat: number;
  readonly exp: number;
}

export interface TokenService {
  issue(subject: { tenantId: string; username: string; role: Role }): { token: string; expiresInSeconds: number };
  /** The claims of a valid, unexpired HS256 token, or undefined for anything else. */
  verify(token: string): TokenClaims | undefined;
}

// `Algorithm` is a const enum in the binding's typings; the string is its value.
const HS256 = 'HS256' as Algorithm;
const CLAIM_NAMES = ['exp', 'iat', 'role', 'sub', 'username'];

export function createTokenService(secret: Uint8Array, clock: Clock): TokenService {
  return {
    issue({ tenantId, username, role }) {
      const iat = unixSeconds(clock);
      const claims: TokenClaims = { sub: tenantId, username, role, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
      return { token: signSync({ ...claims }, secret, { algorithm: HS256 }), expiresInSeconds: TOKEN_LIFETIME_SECONDS };
    },
    verify(token) {
      let payload: Record<string, unknown>;
      try {
        // Only HS256 is accepted: the binding rejects `alg: none` and every other algorithm.
        // Expiry is checked below against the injected clock, with no leeway.
        payload = verifySync(token, secret, { algorithms: [HS256], validateExp: false, requiredSpecClaims: [], leeway: 0 });
      } catch {
        return undefined;
      }
      const claims = asClaims(payload);
      if (claims === undefined) return undefined;
      const now = unixSeconds(clock);
      if (claims.exp <= now || claims.iat > now + 60) return undefined;
      return claims;
    },
  };
}

function asClaims(payload: Record<string, unknown>): TokenClaims | undefined {
  const keys = Object.keys(payload).sort();
  if (keys.length !== CLAIM_NAMES.length || keys.some((k, i) => k !== CLAIM_NAMES[i])) return undefined;
  const { sub, username, role, iat, exp } = payload;
  if (typeof sub !== 'string' || typeof username !== 'string') return undefined;
  if (!ROLES.includes(role as Role)) return undefined;
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return undefined;
  return { sub, username, role: role as Role, iat: iat as number, exp: exp as number };
}
