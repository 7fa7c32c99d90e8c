import { z } from 'zod';
import type { Accounts } from '../auth/accounts.js';
import { VeilError } from '../core/errors.js';
import { ROLES } from '../core/principal.js';
import { json, type AuthenticatedRequest, type AppResponse } from './contract.js';
import { parseBody } from './validate-input.js';

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
      // The API names users by id only (the CLI also takes usernames).
      if (!accounts.listUsers().some((u) => u.id === id)) throw new VeilError('user_not_found', `no user '${id}'`);
      // Never lock the operators out: the last admin cannot be removed over the API.
      await accounts.removeUser(id, { keepAnAdmin: true });
      return json(200, { id, object: 'user', deleted: true });
    },
  };
}
