import type { ConfidenceBand, Detection, Finding } from '../core/detection.js';
import { SAFETY_CATEGORIES, type Action } from '../core/entities.js';
import type { FilterRule, Policy } from './policy.js';

const CATEGORY_SET: ReadonlySet<string> = new Set(SAFETY_CATEGORIES);

/** The filter rule for an entity type, a safety category, or a custom recognizer. */
export function ruleFor(policy: Policy, entityType: string): FilterRule | undefined {
  if (Object.hasOwn(policy.entities, entityType)) return policy.entities[entityType as keyof Policy['entities']];
  if (CATEGORY_SET.has(entityType)) return policy.categories[entityType as keyof Policy['categories']];
  const custom = policy.custom.find((c) => c.name === entityType);
  // A custom recognizer has one confidence and one action: its action applies at any confidence.
  return custom === undefined ? undefined : { enabled: true, action: custom.action, high: 0, medium: 0, floor: 0 };
}

/**
 * decisions.md §4, the confidence bands:
 *  ≥ high → the filter's action; medium ≤ c < high → MASK stays MASK, REJECT becomes FLAG marked
 *  for review, FLAG stays FLAG; floor ≤ c < medium → FLAG; below floor → not reported.
 */
export function decide(finding: Finding, rule: FilterRule | undefined): Detection | undefined {
  if (rule === undefined || !rule.enabled || finding.confidence < rule.floor) return undefined;
  const band: ConfidenceBand = finding.confidence >= rule.high ? 'high' : finding.confidence >= rule.medium ? 'medium' : 'low';
  let action: Action = 'FLAG';
  let review = false;
  if (band === 'high') action = rule.action;
  else if (band === 'medium') {
    action = rule.action === 'MASK' ? 'MASK' : 'FLAG';
    review = rule.action === 'REJECT';
  }
  const detection: Detection = {
    entity_type: finding.entity_type,
    text: finding.text,
    start: finding.start,
    end: finding.end,
    confidence: finding.confidence,
    action,
    band,
    review,
  };
  return action === 'MASK' ? { ...detection, masked_text: `[${finding.entity_type}]` } : detection;
}

export function isSafetyCategory(entityType: string): boolean {
  return CATEGORY_SET.has(entityType);
}
