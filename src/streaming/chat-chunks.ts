import type { FinishReason, Usage } from '../core/chat.js';

/**
 * The events of a streamed chat completion (spec 4.2), in OpenAI's chat.completion.chunk shape:
 * the role first, then content deltas, then one last chunk with the finish reason, usage (when
 * known) and Veil's detections, then `data: [DONE]`.
 */
export interface ChunkIdentity {
  readonly id: string;
  readonly created: number;
  readonly model: string;
}

export const SSE_DONE = 'data: [DONE]\n\n';

export function sseEvent(payload: unknown): string {
  return `data: ${JSON.stringify(payload)}\n\n`;
}

function chunk(identity: ChunkIdentity, delta: Readonly<Record<string, string>>, finishReason: FinishReason | null, extra: Readonly<Record<string, unknown>> = {}): unknown {
  return {
    id: identity.id,
    object: 'chat.completion.chunk',
    created: identity.created,
    model: identity.model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...extra,
  };
}

export function roleChunk(identity: ChunkIdentity): string {
  return sseEvent(chunk(identity, { role: 'assistant', content: '' }, null));
}

export function contentChunk(identity: ChunkIdentity, content: string): string {
  return sseEvent(chunk(identity, { content }, null));
}

export function lastChunk(identity: ChunkIdentity, finishReason: FinishReason, usage: Usage | undefined, detections: unknown): string {
  return sseEvent(chunk(identity, {}, finishReason, { ...(usage === undefined ? {} : { usage }), detections })) + SSE_DONE;
}
