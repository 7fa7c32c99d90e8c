import { z } from 'zod';
import type { Detector } from '../detection-pool/detector.js';
import { json, type AppResponse, type AuthenticatedRequest } from './contract.js';
import type { PolicyStore } from './policy-store.js';
import { scanContent, toApiDetection } from './scan-content.js';
import { parseBody } from './validate-input.js';

const message = z.strictObject({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string(),
});
const detectBody = z.union([z.strictObject({ text: z.string() }), z.strictObject({ messages: z.array(message).min(1).max(1000) })], {
  error: 'expected {"text": string} or {"messages": [{role, content}, …]}',
});

/**
 * POST /detect: the policy dry-run (decisions.md §4). The same detections and decisions as the
 * chat pipeline; a REJECT shows as a detection with action REJECT and `blocked: true`, not as a
 * 403. Nothing is forwarded or logged.
 */
export function createDetect(deps: { detector: Detector; policies: PolicyStore }): (req: AuthenticatedRequest) => Promise<AppResponse> {
  return async (req) => {
    const body = parseBody(detectBody, req.body);
    const policy = deps.policies.current();
    if ('text' in body) {
      const scan = await scanContent(deps.detector, policy, [body.text]);
      const only = scan.texts[0];
      return json(200, {
        detections: (only?.detections ?? []).map((d) => toApiDetection(d)),
        masked: only?.masked ?? body.text,
        blocked: scan.blockedBy !== undefined,
      });
    }
    const scan = await scanContent(
      deps.detector,
      policy,
      body.messages.map((m) => m.content),
    );
    return json(200, {
      detections: scan.texts.flatMap((t, index) => t.detections.map((d) => toApiDetection(d, index))),
      masked: body.messages.map((m, index) => ({ role: m.role, content: scan.texts[index]?.masked ?? m.content })),
      blocked: scan.blockedBy !== undefined,
    });
  };
}
