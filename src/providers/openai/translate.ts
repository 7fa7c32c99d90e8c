import type { Completion, CompletionEvent, CompletionRequest, FinishReason, Usage } from '../../core/chat.js';
import { VeilError } from '../../core/errors.js';
import type { StreamDecoder } from '../contract.js';
import { MAX_PROVIDER_MESSAGE_LENGTH, parseProviderJson, truncate } from '../adapter-kit.js';
import { sseStreamDecoder } from '../sse.js';
import { openAiChunkSchema, openAiResponseSchema, type OpenAiChatRequest, type OpenAiUsage } from './wire.js';

/**
 * Translation between Veil's chat types and the OpenAI chat-completions wire format. Azure OpenAI
 * speaks the same format, so its adapter reuses these and supplies only its URL and auth.
 */

export interface OpenAiBodyOptions {
  readonly stream: boolean;
  /** Azure selects the model by the deployment in its URL and needs no `model` field. */
  readonly includeModel: boolean;
}

/** Every CompletionRequest field has an OpenAI counterpart, so nothing is refused here. */
export function toOpenAiRequest(request: CompletionRequest, options: OpenAiBodyOptions): OpenAiChatRequest {
  return {
    model: options.includeModel ? request.model : undefined,
    messages: request.messages.map(({ role, content }) => ({ role, content })),
    temperature: request.temperature,
    max_tokens: request.maxTokens,
    top_p: request.topP,
    stop: request.stop,
    presence_penalty: request.presencePenalty,
    frequency_penalty: request.frequencyPenalty,
    seed: request.seed,
    user: request.user,
    response_format: request.responseFormat,
    stream: options.stream ? true : undefined,
    // Without it a streamed reply carries no token counts at all.
    stream_options: options.stream ? { include_usage: true } : undefined,
  };
}

export function parseOpenAiResponse(body: string): Completion {
  const reply = parseProviderJson(openAiResponseSchema, body, 'chat completion');
  // parseProviderJson checked choices has at least one entry.
  const choice = reply.choices[0]!;
  // A structured-output refusal comes with content null; Veil's Completion has no refusal field,
  // so the refusal's text is what the caller reads.
  const content = choice.message.content ?? choice.message.refusal ?? '';
  const finishReason = openAiFinishReason(choice.finish_reason);
  return reply.usage == null ? { content, finishReason } : { content, finishReason, usage: toUsage(reply.usage) };
}

export function openAiFinishReason(reason: string | null | undefined): FinishReason {
  switch (reason) {
    case 'length':
      return 'length';
    case 'content_filter':
      return 'content_filter';
    case 'tool_calls':
    case 'function_call':
      return 'tool_calls';
    default:
      // 'stop', and any reason added after this was written: the reply ended normally.
      return 'stop';
  }
}

function toUsage(usage: OpenAiUsage): Usage {
  return { prompt_tokens: usage.prompt_tokens, completion_tokens: usage.completion_tokens, total_tokens: usage.total_tokens };
}

/**
 * `data: {chunk}` events ending with `data: [DONE]`. With include_usage, the last chunk before
 * [DONE] has `choices: []` and the usage; a chunk may instead carry `error` when the provider
 * fails mid-stream. A body that ends without [DONE] was cut off.
 */
export function createOpenAiStreamDecoder(): StreamDecoder {
  let done = false;
  let finished = false;
  return sseStreamDecoder({
    onEvent({ data }) {
      if (done) return [];
      if (data === '[DONE]') {
        done = true;
        return [];
      }
      const chunk = parseProviderJson(openAiChunkSchema, data, 'stream chunk');
      if (chunk.error != null) {
        throw new VeilError('provider_unavailable', `the provider reported an error mid-stream: ${truncate(chunk.error.message ?? 'no message', MAX_PROVIDER_MESSAGE_LENGTH)}`);
      }
      const events: CompletionEvent[] = [];
      for (const choice of chunk.choices ?? []) {
        if ((choice.index ?? 0) !== 0) continue;
        const text = choice.delta?.content ?? choice.delta?.refusal;
        if (text != null && text !== '') events.push({ kind: 'delta', content: text });
        if (choice.finish_reason != null && !finished) {
          finished = true;
          events.push({ kind: 'finish', finishReason: openAiFinishReason(choice.finish_reason) });
        }
      }
      if (chunk.usage != null) events.push({ kind: 'usage', usage: toUsage(chunk.usage) });
      return events;
    },
    onEnd() {
      if (!done) throw new VeilError('provider_unavailable', 'the provider\'s stream ended before [DONE]');
      return [];
    },
  });
}
