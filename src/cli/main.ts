#!/usr/bin/env -S node --max-semi-space-size=64
import { parseArgs } from 'node:util';
import { createAccounts } from '../auth/accounts.js';
import { createPasswordHasher } from '../auth/passwords.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import type { VeilConfig } from '../config/schema.js';
import { systemClock } from '../core/clock.js';
import { isVeilError } from '../core/errors.js';
import { ROLES, type Role } from '../core/principal.js';
import { type Gateway, startGateway } from '../main.js';
import { createApiKeysRepo } from '../storage/api-keys-repo.js';
import { openStorage, StorageError } from '../storage/storage.js';
import { createUsersRepo } from '../storage/users-repo.js';
import { randomBytes } from 'node:crypto';

const USAGE = `veil — content-safety gateway for LLM chat traffic

Usage:
  veil serve                                   run the gateway (config from env and VEIL_CONFIG)
  veil users add <username> [--role admin_user|normal_user] [--tenant <id>] [--password-stdin]
  veil users list [--json]
  veil users remove <id|username>
  veil keys create --name <name> [--role admin_user|normal_user] [--tenant <id>] [--rpm <n>]
  veil keys list [--json]
  veil keys revoke <key id>

The users and keys commands work offline on the data dir (VEIL_DATA_DIR, default ./data),
also while the gateway runs. Without --password-stdin, users add generates a password and prints it once.`;

class UsageError extends Error {}

async function main(argv: readonly string[]): Promise<number> {
  const [command, subcommand, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined ? 1 : 0;
  }
  const config = loadConfig(process.env);
  switch (command) {
    case 'serve': {
      const code = await serve(config);
      // Idle keep-alive connections would hold the event loop open: the drain is done, so leave.
      setImmediate(() => process.exit(code));
      return code;
    }
    case 'users':
      return withAccounts(config, (accounts) => usersCommand(accounts, subcommand, rest));
    case 'keys':
      return withAccounts(config, (accounts) => keysCommand(accounts, subcommand, rest));
    default:
      throw new UsageError(`unknown command '${command}'`);
  }
}

async function serve(config: Readonly<VeilConfig>): Promise<number> {
  // The signal handlers go in before anything else: a SIGHUP or SIGTERM that arrives while the
  // gateway starts (workers loading models take seconds) would otherwise meet the default action
  // and kill the process. Such a signal is acted on once the gateway is up.
  const early: NodeJS.Signals[] = [];
  const remember = (signal: NodeJS.Signals): void => void early.push(signal);
  const signals = ['SIGHUP', 'SIGTERM', 'SIGINT'] as const;
  for (const signal of signals) process.on(signal, remember);
  let gateway: Gateway;
  try {
    gateway = await startGateway(config, { reloadConfig: () => loadConfig(process.env) });
  } finally {
    for (const signal of signals) process.off(signal, remember);
  }

  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGTERM', stop);
      process.off('SIGHUP', reload);
      process.off('SIGINT', stop);
      process.stderr.write(`received ${signal}: finishing in-flight requests\n`);
      gateway.close().then(
        () => resolve(0),
        (error: unknown) => {
          process.stderr.write(`shutdown failed: ${(error as Error).message}\n`);
          resolve(1);
        },
      );
    };
    // SIGHUP swaps the detection models for those the config names now, as POST /admin/models/reload does.
    const reload = (): void => {
      gateway.reloadModels().then(
        (loaded) => process.stderr.write(`received SIGHUP: models swapped (${loaded.map((m) => `${m.kind} ${m.path}`).join(', ') || 'none'})\n`),
        (error: unknown) => process.stderr.write(`received SIGHUP: ${(error as Error).message}\n`),
      );
    };
    process.on('SIGHUP', reload);
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);

    // Announced only now, so whoever waits for this line can signal the process right away.
    const lines = [`Veil is listening on ${gateway.url}  (data dir: ${config.data_dir})`];
    const admin = gateway.bootstrappedAdmin;
    if (admin?.generatedPassword !== undefined) {
      lines.push(`Created the first admin user '${admin.username}' with password: ${admin.generatedPassword}`);
      lines.push('This password is shown once. Keep it, or start with VEIL_ADMIN_PASSWORD set to choose your own.');
    } else if (admin !== undefined) {
      lines.push(`Created the first admin user '${admin.username}' with the password from VEIL_ADMIN_PASSWORD.`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);

    const stopSignal = early.find((signal) => signal !== 'SIGHUP');
    if (stopSignal !== undefined) stop(stopSignal);
    else if (early.includes('SIGHUP')) reload();
  });
}

async function withAccounts(config: Readonly<VeilConfig>, run: (accounts: ReturnType<typeof createAccounts>) => Promise<number>): Promise<number> {
  const storage = await openStorage(config.data_dir);
  try {
    const accounts = createAccounts({
      users: createUsersRepo(storage),
      apiKeys: createApiKeysRepo(storage),
      hasher: createPasswordHasher(),
      clock: systemClock,
    });
    return await run(accounts);
  } finally {
    await storage.close();
  }
}

async function usersCommand(accounts: ReturnType<typeof createAccounts>, sub: string | undefined, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string' }, tenant: { type: 'string' }, 'password-stdin': { type: 'boolean' }, json: { type: 'boolean' } },
  });
  switch (sub) {
    case 'add': {
      const username = single(positionals, 'username');
      const role = parseRole(values.role ?? 'normal_user');
      const fromStdin = values['password-stdin'] === true;
      const password = fromStdin ? (await readStdin()).replace(/\r?\n$/, '') : randomBytes(18).toString('base64url');
      const user = await accounts.createUser({ username, password, role, tenantId: values.tenant });
      process.stdout.write(`created user ${user.username} (${user.id}, ${user.role}, tenant ${user.tenant_id})\n`);
      if (!fromStdin) process.stdout.write(`password (shown once): ${password}\n`);
      return 0;
    }
    case 'list': {
      const users = accounts.listUsers();
      if (values.json === true) process.stdout.write(`${JSON.stringify(users, null, 2)}\n`);
      else for (const u of users) process.stdout.write(`${u.id}\t${u.username}\t${u.role}\t${u.tenant_id}\t${u.created_at}\n`);
      return 0;
    }
    case 'remove': {
      const removed = await accounts.removeUser(single(positionals, 'id or username'));
      process.stdout.write(`removed user ${removed.username} (${removed.id})\n`);
      return 0;
    }
    default:
      throw new UsageError(`unknown users command '${sub ?? ''}'`);
  }
}

async function keysCommand(accounts: ReturnType<typeof createAccounts>, sub: string | undefined, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, role: { type: 'string' }, tenant: { type: 'string' }, rpm: { type: 'string' }, json: { type: 'boolean' } },
  });
  switch (sub) {
    case 'create': {
      if (values.name === undefined || values.name === '') throw new UsageError('keys create needs --name');
      const rpm = values.rpm === undefined ? undefined : Number(values.rpm);
      if (rpm !== undefined && (!Number.isSafeInteger(rpm) || rpm <= 0)) throw new UsageError('--rpm must be a positive integer');
      const { key, view } = await accounts.createApiKey({ name: values.name, role: parseRole(values.role ?? 'normal_user'), tenantId: values.tenant, rateLimitRpm: rpm });
      process.stdout.write(`created API key ${view.id} (${view.name}, ${view.role}, tenant ${view.tenant_id})\n`);
      process.stdout.write(`key (shown once, store it now): ${key}\n`);
      return 0;
    }
    case 'list': {
      const keys = accounts.listApiKeys();
      if (values.json === true) process.stdout.write(`${JSON.stringify(keys, null, 2)}\n`);
      else for (const k of keys) process.stdout.write(`${k.id}\t${k.name}\t${k.role}\t${k.tenant_id}\t${k.revoked_at === null ? 'active' : `revoked ${k.revoked_at}`}\n`);
      return 0;
    }
    case 'revoke': {
      const revoked = await accounts.revokeApiKey(single(positionals, 'key id'));
      process.stdout.write(`revoked API key ${revoked.id} (${revoked.name})\n`);
      return 0;
    }
    default:
      throw new UsageError(`unknown keys command '${sub ?? ''}'`);
  }
}

function single(positionals: readonly string[], what: string): string {
  const [value] = positionals;
  if (value === undefined || positionals.length !== 1) throw new UsageError(`expected one ${what}`);
  return value;
}

function parseRole(value: string): Role {
  if (!ROLES.includes(value as Role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  return value as Role;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`veil: ${error.message}\n\n${USAGE}\n`);
    else if (error instanceof ConfigError || error instanceof StorageError || isVeilError(error)) process.stderr.write(`veil: ${error.message}\n`);
    else process.stderr.write(`veil: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
