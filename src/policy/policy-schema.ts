import RE2 from 're2';
import { z } from 'zod';
import { ENTITY_TYPES, ENTITY_TYPE_NAME, SAFETY_CATEGORIES, ACTIONS } from '../core/entities.js';
import { VeilError } from '../core/errors.js';
import { DEFAULT_BANDS, defaultPolicy, type Policy } from './policy.js';

const RESERVED_NAMES: ReadonlySet<string> = new Set([...ENTITY_TYPES, ...SAFETY_CATEGORIES]);
const unit = z.number().min(0).max(1);

/** Every field optional: what a PUT omits takes the default (decisions.md §4), not the old value. */
const ruleSchema = (defaultAction: (typeof ACTIONS)[number]) =>
  z
    .strictObject({
      enabled: z.boolean().default(true),
      action: z.enum(ACTIONS).default(defaultAction),
      high: unit.default(DEFAULT_BANDS.high),
      medium: unit.default(DEFAULT_BANDS.medium),
      floor: unit.default(DEFAULT_BANDS.floor),
    })
    .refine((r) => r.floor <= r.medium && r.medium <= r.high, { message: 'thresholds must satisfy floor ≤ medium ≤ high' });

const customSchema = z.strictObject({
  name: z
    .string()
    .regex(ENTITY_TYPE_NAME, 'must be 2–40 characters of A–Z, 0–9 and _, starting with a letter (it becomes [NAME] in masked text)')
    .refine((n) => !RESERVED_NAMES.has(n), 'must not be a built-in entity type or safety category'),
  pattern: z.string().min(1).max(2000),
  action: z.enum(ACTIONS),
  confidence: unit,
  context: z.array(z.string().min(1).max(60)).max(50).optional(),
});

const entityRule = ruleSchema('MASK').prefault({});
const categoryRule = ruleSchema('REJECT').prefault({});
const entityShape = Object.fromEntries(ENTITY_TYPES.map((t) => [t, entityRule])) as { [K in (typeof ENTITY_TYPES)[number]]: typeof entityRule };
const categoryShape = Object.fromEntries(SAFETY_CATEGORIES.map((c) => [c, categoryRule])) as { [K in (typeof SAFETY_CATEGORIES)[number]]: typeof categoryRule };

const policySchema = z.strictObject({
  // What GET /filters returns can be PUT back as is: these read-only fields are ignored.
  object: z.literal('policy').optional(),
  version: z.number().optional(),
  updated_at: z.string().nullable().optional(),
  entities: z.strictObject(entityShape).prefault({}),
  categories: z.strictObject(categoryShape).prefault({}),
  custom: z
    .array(customSchema)
    .max(100)
    .default([])
    .refine((list) => new Set(list.map((c) => c.name)).size === list.length, 'custom recognizer names must be unique'),
});

export type PolicyInput = z.input<typeof policySchema>;

/** A complete, validated policy from a request body (400 on any bad field). */
export const policyBodySchema = policySchema.transform(({ entities, categories, custom }): Policy => ({
  entities,
  categories,
  custom: custom.map(({ context, ...rest }) => (context === undefined ? rest : { ...rest, context })),
}));

/**
 * Validates a policy document; every custom pattern must compile in RE2 (linear time, the same
 * engine and flags the detection engine uses), else 400 invalid_pattern naming the field.
 */
export function checkCustomPatterns(policy: Policy): void {
  policy.custom.forEach((custom, index) => {
    try {
      new RE2(custom.pattern, 'u');
    } catch (error) {
      throw new VeilError('invalid_pattern', `custom[${index}].pattern: ${(error as Error).message}`, { param: `custom[${index}].pattern` });
    }
  });
}

export { defaultPolicy };
