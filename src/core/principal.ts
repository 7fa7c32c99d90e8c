export const ROLES = ['admin_user', 'normal_user'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling, after authentication: a logged-in user (JWT) or an API key. */
export interface Principal {
  readonly kind: 'user' | 'api_key';
  /** The user id or the API key id. */
  readonly id: string;
  readonly tenantId: string;
  readonly role: Role;
  /** Requests per minute this principal may make. */
  readonly rateLimitRpm: number;
}

export function isAdmin(principal: Principal): boolean {
  return principal.role === 'admin_user';
}
