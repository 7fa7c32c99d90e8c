import { createHmac, createSecretKey } from 'node:crypto';
import { isoTimestamp, type Clock } from '../core/clock.js';
import type { Detection } from '../core/detection.js';
import { newId } from '../core/ids.js';
import type { Principal } from '../core/principal.js';
import type { DetectionLogRepo } from '../storage/detection-log-repo.js';
import type { DetectionLogRecord } from '../storage/records.js';

export interface DetectionLogContext {
  readonly principal: Principal;
  readonly requestId: string;
  /** null for /chat/completions. */
  readonly sessionId: string | null;
  readonly model: string;
  readonly provider: string;
  /**
   * How many messages the request sent to the model. The reply would be appended right after
   * them, so output detections are logged with this as their message_index.
   */
  readonly inputMessageCount: number;
}

export interface LoggedInputDetection {
  readonly messageIndex: number;
  /** Input detections carry the text as found, so it is what gets HMACed. */
  readonly detection: Detection;
}

export interface LoggedOutputDetection {
  /** As returned to the caller: MASK and REJECT have `text` = `[ENTITY_TYPE]` (decisions.md §4). */
  readonly detection: Detection;
  /**
   * The reply's text at [start, end) before output masking. Required because the returned
   * detection no longer holds it for MASK/REJECT, and HMACing `[EMAIL]` would make every
   * masked e-mail look like the same value.
   */
  readonly originalText: string;
}

export interface DetectionLogger {
  /** Appends one record per detection in one batch; returns at once and never throws. */
  log(context: DetectionLogContext, input: readonly LoggedInputDetection[], output: readonly LoggedOutputDetection[]): void;
}

export interface DetectionLoggerDeps {
  readonly repo: DetectionLogRepo;
  /** The server secret SECRET_NAMES.logHmac. */
  readonly hmacKey: Buffer;
  readonly clock: Clock;
}

export function createDetectionLogger({ repo, hmacKey, clock }: DetectionLoggerDeps): DetectionLogger {
  // A KeyObject once: given the raw bytes, createHmac prepares the key again on every call.
  const key = createSecretKey(hmacKey);
  // The exact string (no normalisation), so the HMAC is a function of what was seen and nothing else.
  const textHmac = (text: string): string => createHmac('sha256', key).update(text, 'utf8').digest('hex');

  return {
    log(context, input, output) {
      if (input.length === 0 && output.length === 0) return;
      // One timestamp per request: its detections are one event and list together.
      const createdAt = isoTimestamp(clock.nowMs());
      const record = (direction: 'input' | 'output', messageIndex: number, detection: Detection, originalText: string): DetectionLogRecord => ({
        id: newId('det'),
        created_at: createdAt,
        tenant_id: context.principal.tenantId,
        principal_id: context.principal.id,
        request_id: context.requestId,
        session_id: context.sessionId,
        direction,
        message_index: messageIndex,
        entity_type: detection.entity_type,
        action: detection.action,
        confidence: detection.confidence,
        band: detection.band,
        review: detection.review,
        start: detection.start,
        end: detection.end,
        masked_text: detection.masked_text ?? null,
        model: context.model,
        provider: context.provider,
        text_hmac: textHmac(originalText),
      });
      repo.append([
        ...input.map(({ messageIndex, detection }) => record('input', messageIndex, detection, detection.text)),
        ...output.map(({ detection, originalText }) => record('output', context.inputMessageCount, detection, originalText)),
      ]);
    },
  };
}
