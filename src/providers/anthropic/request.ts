import type { ChatMessage, CompletionRequest } from '../../core/chat.js';
import { unsupportedParam } from '../adapter-kit.js';
import type { AnthropicMessage, AnthropicRequest } from './wire.js';

/** decisions.md §1: Anthropic requires max_tokens; this is what a client that sent none gets. */
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 1024;

/** Anthropic's temperature range is 0–1, half of OpenAI's 0–2. */
const MAX_TEMPERATURE = 1;

export function toAnthropicRequest(request: CompletionRequest, stream: boolean): AnthropicRequest {
  refuseUnmappable(request);
  const { system, messages } = toAnthropicConversation(request.messages);
  return {
    model: request.model,
    max_tokens: request.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
    messages,
    system,
    temperature: request.temperature,
    top_p: request.topP,
    stop_sequences: request.stop,
    metadata: request.user === undefined ? undefined : { user_id: request.user },
    stream: stream ? true : undefined,
  };
}

/**
 * Parameters with no Anthropic counterpart are refused, not dropped: a caller who asked for a
 * seed or a JSON reply must not silently get something else.
 */
function refuseUnmappable(request: CompletionRequest): void {
  if (request.temperature !== undefined && request.temperature > MAX_TEMPERATURE) {
    throw unsupportedParam('temperature', `temperature must be between 0 and ${MAX_TEMPERATURE} for Anthropic models (got ${request.temperature})`);
  }
  if (request.seed !== undefined) throw unsupportedParam('seed', 'seed is not supported by Anthropic models');
  if (request.presencePenalty !== undefined) throw unsupportedParam('presence_penalty', 'presence_penalty is not supported by Anthropic models');
  if (request.frequencyPenalty !== undefined) throw unsupportedParam('frequency_penalty', 'frequency_penalty is not supported by Anthropic models');
  if (request.responseFormat !== undefined && request.responseFormat.type !== 'text') {
    throw unsupportedParam('response_format', `response_format ${request.responseFormat.type} is not supported by Anthropic models`);
  }
}

/**
 * Anthropic has no system role: every system message goes to the top-level `system` field, joined
 * with blank lines. A system message placed after other turns is hoisted too, so it loses its
 * position; the Messages API has no way to keep it there.
 *
 * Consecutive turns of one role are merged here. The API reference says it combines them into a
 * single turn anyway; merging first gives the same conversation on every API version, including
 * those that answered "roles must alternate".
 *
 * The conversation must start with a user turn (the API answers 400 "first message must use the
 * user role" otherwise), so one that does not is refused with a message that says why.
 */
export function toAnthropicConversation(chat: readonly ChatMessage[]): { system: string | undefined; messages: AnthropicMessage[] } {
  const systems: string[] = [];
  const messages: AnthropicMessage[] = [];
  for (const { role, content } of chat) {
    if (role === 'system') {
      systems.push(content);
      continue;
    }
    const last = messages.at(-1);
    if (last?.role === role) messages[messages.length - 1] = { role, content: `${last.content}\n\n${content}` };
    else messages.push({ role, content });
  }
  const first = messages[0];
  if (first === undefined) throw unsupportedParam('messages', 'Anthropic models need at least one user message besides system messages');
  if (first.role !== 'user') throw unsupportedParam('messages', 'Anthropic models need the conversation to start with a user message (after any system messages)');
  return { system: systems.length === 0 ? undefined : systems.join('\n\n'), messages };
}
