import { isoTimestamp, type Clock } from '../core/clock.js';
import { checkCustomPatterns, defaultPolicy, policyBodySchema } from '../policy/policy-schema.js';
import type { Policy } from '../policy/policy.js';
import type { PolicyRepo } from '../storage/policy-repo.js';

export interface VersionedPolicy {
  /** 0 is the built-in default that was never saved. */
  readonly version: number;
  readonly updated_at: string | null;
  readonly policy: Policy;
}

export interface PolicyStore {
  /** The policy in force: one reference, swapped atomically; a request keeps the one it read. */
  current(): VersionedPolicy;
  /** Persists a validated policy, then makes it current for the next request. */
  replace(policy: Policy): Promise<VersionedPolicy>;
}

export function createPolicyStore(repo: PolicyRepo, clock: Clock): PolicyStore {
  let current = load(repo);
  return {
    current: () => current,
    async replace(policy) {
      checkCustomPatterns(policy);
      const stored = await repo.replace(policy, isoTimestamp(clock.nowMs()));
      current = { version: stored.version, updated_at: stored.updated_at, policy };
      return current;
    },
  };
}

function load(repo: PolicyRepo): VersionedPolicy {
  const stored = repo.get();
  if (stored === undefined) return { version: 0, updated_at: null, policy: defaultPolicy() };
  // Stored documents go through the same schema as requests: older ones gain new defaults.
  const policy = policyBodySchema.parse(stored.policy);
  return { version: stored.version, updated_at: stored.updated_at, policy };
}
