import type { Detection, Finding } from '../core/detection.js';
import type { Detector } from '../detection-pool/detector.js';
import { maskSpans } from '../detection/mask-spans.js';
import { resolveOverlaps } from '../detection/resolve-overlaps.js';
import { decide, isSafetyCategory, ruleFor } from '../policy/apply-policy.js';
import type { Policy } from '../policy/policy.js';
import type { Ruleset } from '../detection/detect-task.js';
import type { VersionedPolicy } from './policy-store.js';

export interface TextScan {
  readonly detections: readonly Detection[];
  readonly masked: string;
}

export interface ContentScan {
  readonly texts: readonly TextScan[];
  /** The most confident REJECT, when the policy blocks the content. */
  readonly blockedBy: Detection | undefined;
}

/**
 * Detection → policy → overlap resolution → masking, for a batch of texts. The one function the
 * dry-run (/detect) and the chat pipeline share, so both decide exactly alike. Rejects with
 * detection_unavailable when detection cannot run: callers fail closed.
 */
export async function scanContent(detector: Detector, versioned: VersionedPolicy, texts: readonly string[]): Promise<ContentScan> {
  const findings = await detector.detect(texts, rulesetOf(versioned));
  let blockedBy: Detection | undefined;
  const scans = texts.map((text, index) => {
    const { detections, pii } = decideAll(findings[index] ?? [], versioned.policy);
    for (const d of detections) {
      if (d.action === 'REJECT' && (blockedBy === undefined || d.confidence > blockedBy.confidence)) blockedBy = d;
    }
    const masked = maskSpans(
      text,
      pii.filter((d) => d.action === 'MASK').map((d) => ({ start: d.start, end: d.end, replacement: d.masked_text ?? `[${d.entity_type}]` })),
    );
    return { detections, masked };
  });
  return { texts: scans, blockedBy };
}

/**
 * The detections of one text, decided exactly as scanContent decides them, without masking it:
 * for the streaming output guard, which masks what it releases itself.
 */
export async function scanDetections(detector: Detector, versioned: VersionedPolicy, text: string): Promise<readonly Detection[]> {
  const [findings] = await detector.detect([text], rulesetOf(versioned));
  return decideAll(findings ?? [], versioned.policy).detections;
}

/** The engine's ruleset for a policy version: what the detector compiles and caches by. */
export function rulesetOf(versioned: VersionedPolicy): Ruleset {
  return { version: versioned.version, custom: versioned.policy.custom };
}

/** Policy → overlap resolution for one text's findings. */
function decideAll(findings: readonly Finding[], policy: Policy): { detections: Detection[]; pii: Detection[] } {
  const decided: Detection[] = [];
  for (const finding of findings) {
    const detection = decide(finding, ruleFor(policy, finding.entity_type));
    if (detection !== undefined) decided.push(detection);
  }
  // Overlaps are resolved among PII spans (they compete for the same characters); a safety
  // category's span is a sentence and coexists with the PII inside it.
  const pii = resolveOverlaps(decided.filter((d) => !isSafetyCategory(d.entity_type)));
  const detections = [...pii, ...decided.filter((d) => isSafetyCategory(d.entity_type))].sort((a, b) => a.start - b.start);
  return { detections, pii };
}

/** A detection as the API shows it (spec 2.4): no internal fields. */
export function toApiDetection(d: Detection, messageIndex?: number): Record<string, unknown> {
  return {
    entity_type: d.entity_type,
    text: d.text,
    start: d.start,
    end: d.end,
    confidence: d.confidence,
    action: d.action,
    ...(d.masked_text === undefined ? {} : { masked_text: d.masked_text }),
    ...(messageIndex === undefined ? {} : { message_index: messageIndex }),
  };
}

/**
 * An output detection as the caller may see it (decisions.md §4): what output masking hid is not
 * handed back, so MASK and REJECT show their placeholder as `text`; FLAG keeps the real text.
 */
export function outputView(d: Detection): Detection {
  if (d.action === 'FLAG') return d;
  return { ...d, text: d.masked_text ?? `[${d.entity_type}]` };
}
