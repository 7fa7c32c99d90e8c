import type { Completion, CompletionEvent, FinishReason, Usage } from '../../core/chat.js';
import { VeilError } from '../../core/errors.js';
import type { StreamDecoder } from '../contract.js';
import { MAX_PROVIDER_MESSAGE_LENGTH, parseProviderJson, truncate } from '../adapter-kit.js';
import { sseStreamDecoder } from '../sse.js';
import { anthropicResponseSchema, anthropicStreamEventSchema, type AnthropicUsage } from './wire.js';

export function parseAnthropicResponse(body: string): Completion {
  const reply = parseProviderJson(anthropicResponseSchema, body, 'message');
  const content = reply.content.map((block) => (block.type === 'text' ? (block.text ?? '') : '')).join('');
  return { content, finishReason: anthropicFinishReason(reply.stop_reason), usage: toUsage(promptTokens(reply.usage), reply.usage.output_tokens ?? 0) };
}

export function anthropicFinishReason(reason: string | null | undefined): FinishReason {
  switch (reason) {
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'length';
    case 'refusal':
      return 'content_filter';
    case 'tool_use':
      return 'tool_calls';
    default:
      // end_turn, stop_sequence, pause_turn, and reasons added after this was written.
      return 'stop';
  }
}

function promptTokens(usage: AnthropicUsage): number {
  return (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0);
}

function toUsage(prompt: number, completion: number): Usage {
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/**
 * Named events: message_start (input token count), content_block_delta (text_delta → delta),
 * message_delta (stop_reason, cumulative output tokens), message_stop, ping, error. The finish and
 * the usage are emitted at message_delta, the first point both are known. A body that ends before
 * message_stop was cut off.
 */
export function createAnthropicStreamDecoder(): StreamDecoder {
  let prompt = 0;
  let finished = false;
  let stopped = false;
  return sseStreamDecoder({
    onEvent({ data }) {
      if (stopped) return [];
      const event = parseProviderJson(anthropicStreamEventSchema, data, 'stream event');
      switch (event.type) {
        case 'message_start':
          if (event.message?.usage != null) prompt = promptTokens(event.message.usage);
          return [];
        case 'content_block_delta': {
          // thinking_delta, signature_delta and input_json_delta carry no reply text.
          const text = event.delta?.type === 'text_delta' ? event.delta.text : undefined;
          return text == null || text === '' ? [] : [{ kind: 'delta', content: text }];
        }
        case 'message_delta': {
          const events: CompletionEvent[] = [];
          if (!finished) {
            finished = true;
            events.push({ kind: 'finish', finishReason: anthropicFinishReason(event.delta?.stop_reason) });
          }
          const usage = event.usage;
          if (usage != null) {
            // Recent API versions repeat the input counts here; older ones only in message_start.
            if (usage.input_tokens != null) prompt = promptTokens(usage);
            events.push({ kind: 'usage', usage: toUsage(prompt, usage.output_tokens ?? 0) });
          }
          return events;
        }
        case 'message_stop':
          stopped = true;
          if (finished) return [];
          finished = true;
          return [{ kind: 'finish', finishReason: 'stop' }];
        case 'error':
          throw new VeilError('provider_unavailable', `the provider reported an error mid-stream: ${truncate(event.error?.message ?? event.error?.type ?? 'no message', MAX_PROVIDER_MESSAGE_LENGTH)}`);
        default:
          // ping, content_block_start, content_block_stop, and event types added later.
          return [];
      }
    },
    onEnd() {
      if (!stopped) throw new VeilError('provider_unavailable', 'the provider\'s stream ended before message_stop');
      return [];
    },
  });
}
