import type { Completion, CompletionEvent, FinishReason, Usage } from '../../core/chat.js';
import { VeilError } from '../../core/errors.js';
import type { StreamDecoder } from '../contract.js';
import { MAX_PROVIDER_MESSAGE_LENGTH, parseProviderJson, truncate } from '../adapter-kit.js';
import { sseStreamDecoder } from '../sse.js';
import { geminiResponseSchema, type GeminiResponse, type GeminiUsage } from './wire.js';

export function parseGeminiResponse(body: string): Completion {
  const reply = parseProviderJson(geminiResponseSchema, body, 'generateContent reply');
  const candidate = reply.candidates?.[0];
  const usage = reply.usageMetadata == null ? undefined : toUsage(reply.usageMetadata);
  const withUsage = (completion: Omit<Completion, 'usage'>): Completion => (usage === undefined ? completion : { ...completion, usage });
  if (candidate === undefined) {
    // The prompt itself was blocked: no candidate is generated, promptFeedback says why.
    if (reply.promptFeedback?.blockReason != null) return withUsage({ content: '', finishReason: 'content_filter' });
    throw new VeilError('provider_unavailable', 'the provider\'s generateContent reply has neither a candidate nor a block reason');
  }
  return withUsage({ content: textOf(reply), finishReason: geminiFinishReason(candidate.finishReason) });
}

export function geminiFinishReason(reason: string | null | undefined): FinishReason {
  switch (reason) {
    case 'MAX_TOKENS':
      return 'length';
    case 'SAFETY':
    case 'RECITATION':
    case 'BLOCKLIST':
    case 'PROHIBITED_CONTENT':
    case 'SPII':
    case 'IMAGE_SAFETY':
    case 'IMAGE_PROHIBITED_CONTENT':
      return 'content_filter';
    default:
      // STOP, OTHER, LANGUAGE, FINISH_REASON_UNSPECIFIED, and reasons added after this was written.
      return 'stop';
  }
}

/** The first candidate's text; a thinking model's thought summaries are not part of the reply. */
function textOf(reply: GeminiResponse): string {
  const parts = reply.candidates?.[0]?.content?.parts ?? [];
  return parts.map((part) => (part.thought === true ? '' : (part.text ?? ''))).join('');
}

function toUsage(meta: GeminiUsage): Usage {
  const prompt = meta.promptTokenCount ?? 0;
  const completion = (meta.candidatesTokenCount ?? 0) + (meta.thoughtsTokenCount ?? 0);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: meta.totalTokenCount ?? prompt + completion };
}

/**
 * alt=sse: each event is `data: {GenerateContentResponse}`, text deltas in candidates[0], the
 * finishReason on the last one, and no [DONE]. usageMetadata is cumulative and may ride on every
 * event, so the last one seen is emitted once, when the body ends. A body that ends without a
 * finishReason (or a prompt block) was cut off.
 */
export function createGeminiStreamDecoder(): StreamDecoder {
  let finished = false;
  let usage: Usage | undefined;
  return sseStreamDecoder({
    onEvent({ data }) {
      const reply = parseProviderJson(geminiResponseSchema, data, 'stream event');
      if (reply.error != null) {
        throw new VeilError('provider_unavailable', `the provider reported an error mid-stream: ${truncate(reply.error.message ?? 'no message', MAX_PROVIDER_MESSAGE_LENGTH)}`);
      }
      if (reply.usageMetadata != null) usage = toUsage(reply.usageMetadata);
      if (finished) return [];
      const events: CompletionEvent[] = [];
      const text = textOf(reply);
      if (text !== '') events.push({ kind: 'delta', content: text });
      const candidate = reply.candidates?.[0];
      if (candidate?.finishReason != null) {
        finished = true;
        events.push({ kind: 'finish', finishReason: geminiFinishReason(candidate.finishReason) });
      } else if (candidate === undefined && reply.promptFeedback?.blockReason != null) {
        finished = true;
        events.push({ kind: 'finish', finishReason: 'content_filter' });
      }
      return events;
    },
    onEnd() {
      if (!finished) throw new VeilError('provider_unavailable', 'the provider\'s stream ended before a finishReason');
      return usage === undefined ? [] : [{ kind: 'usage', usage }];
    },
  });
}
