/** The exact values of spec 2.4. */
export const ENTITY_TYPES = [
  'PERSON',
  'EMAIL',
  'PHONE',
  'SSN',
  'CREDIT_CARD',
  'IBAN',
  'IP_ADDRESS',
  'LOCATION',
  'DATE_OF_BIRTH',
  'MEDICAL_ID',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const SAFETY_CATEGORIES = ['TOXIC_CONTENT', 'HATE_SPEECH', 'SEXUAL_CONTENT', 'VIOLENCE', 'JAILBREAK'] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

/**
 * The shape of every entity_type a detection can carry: the built-in types and categories, and
 * the names of custom recognizers (which become `[NAME]` in masked text).
 */
export const ENTITY_TYPE_NAME = /^[A-Z][A-Z0-9_]{1,39}$/;

export const ACTIONS = ['MASK', 'REJECT', 'FLAG'] as const;
export type Action = (typeof ACTIONS)[number];
