import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import { ROLES } from '../core/principal.js';
import { json, type AuthenticatedRequest, type AppResponse } from './contract.js';
import { parseBody } from './validate-input.js';

const createKeyBody = z.strictObject({
  name: z.string().min(1).max(128),
  role: z.enum(ROLES).default('normal_user'),
  tenant_id: z.string().min(1).max(128).optional(),
  rate_limit_rpm: z.number().int().positive().max(1_000_000).optional(),
});

export interface AdminApiKeys {
  readonly create: (req: AuthenticatedRequest) => Promise<AppResponse>;
  readonly list: (req: AuthenticatedRequest) => Promise<AppResponse>;
  readonly revoke: (req: AuthenticatedRequest) => Promise<AppResponse>;
}

/** /admin/api-keys (decisions.md §2): the key is in the creation response and nowhere else, ever. */
export function createAdminApiKeys(accounts: Accounts): AdminApiKeys {
  return {
    async create(req) {
      const body = parseBody(createKeyBody, req.body);
      const { key, view } = await accounts.createApiKey({
        name: body.name,
        role: body.role,
        tenantId: body.tenant_id,
        rateLimitRpm: body.rate_limit_rpm,
        createdBy: req.principal.id,
      });
      return json(201, { ...view, key });
    },
    list() {
      return Promise.resolve(json(200, { object: 'list', data: accounts.listApiKeys() }));
    },
    async revoke(req) {
      const view = await accounts.revokeApiKey(req.params.id ?? '');
      return json(200, view);
    },
  };
}
