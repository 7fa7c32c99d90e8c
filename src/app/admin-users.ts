import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import { VeilError } from '../core/errors.js';
import { ROLES } from '../core/principal.js';
import { json, type AuthenticatedRequest, type AppResponse } from './contract.js';
import { parseBody } from './validate-body.js';

const createUserBody = z.strictObject({
  username: z.string(),
  password: z.string(),
  role: z.enum(ROLES),
  tenant_id: z.string().min(1).max(128).optional(),
});

export interface AdminUsers {
  readonly create: (req: AuthenticatedRequest) => Promise<AppResponse>;
  readonly list: (req: AuthenticatedRequest) => Promise<AppResponse>;
  readonly remove: (req: AuthenticatedRequest) => Promise<AppResponse>;
}

/** /admin/users (decisions.md §2). */
export function createAdminUsers(accounts: Accounts): AdminUsers {
  return {
    async create(req) {
      const body = parseBody(createUserBody, req.body);
      const user = await accounts.createUser({ username: body.username, password: body.password, role: body.role, tenantId: body.tenant_id });
      return json(201, user);
    },
    list() {
      const data = accounts.listUsers();
      return Promise.resolve(json(200, { object: 'list', data }));
    },
    async remove(req) {
      const id = req.params.id ?? '';
      const users = accounts.listUsers();
      const target = users.find((u) => u.id === id);
      if (target === undefined) throw new VeilError('user_not_found', `no user '${id}'`);
      // Never lock the operators out: the last admin cannot be removed over the API.
      if (target.role === 'admin_user' && users.filter((u) => u.role === 'admin_user').length === 1) {
        throw new VeilError('last_admin', 'the last admin_user cannot be removed');
      }
      await accounts.removeUser(id);
      return json(200, { id, object: 'user', deleted: true });
    },
  };
}
