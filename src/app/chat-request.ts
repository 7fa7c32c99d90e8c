import { z } from 'zod';
import { CHAT_ROLES, type ChatMessage, type CompletionRequest, type ResponseFormat } from '../core/chat.js';
import { VeilError } from '../core/errors.js';
import { parseBody } from './validate-input.js';

/**
 * The body of POST /chat/completions (spec 4.2, in OpenAI's format). Parameters that every
 * provider kind can carry are accepted; one a provider cannot take is refused by its adapter.
 * Anything else (tools, logprobs, logit_bias, n > 1…) is refused here with 400 naming the field:
 * a gateway that silently drops a parameter changes the reply behind the caller's back.
 */
const textPart = z.strictObject({ type: z.literal('text'), text: z.string() });
const message = z.strictObject({
  role: z.enum(CHAT_ROLES),
  // OpenAI's SDKs also send content as an array of text parts; other part types (images, audio)
  // cannot be scanned as text and are refused.
  content: z.union([z.string(), z.array(textPart).min(1)], { error: 'expected a string or an array of {"type": "text", "text": string} parts' }),
});

const responseFormat = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text') }),
  z.strictObject({ type: z.literal('json_object') }),
  z.strictObject({
    type: z.literal('json_schema'),
    json_schema: z.strictObject({
      name: z.string().min(1).max(64),
      description: z.string().optional(),
      schema: z.record(z.string(), z.unknown()).optional(),
      strict: z.boolean().nullable().optional(),
    }),
  }),
]);

const chatBody = z.strictObject({
  model: z.string().min(1).max(256),
  messages: z.array(message).min(1).max(10_000),
  stream: z.boolean().default(false),
  stream_options: z.strictObject({ include_usage: z.boolean().optional() }).nullable().optional(),
  temperature: z.number().min(0).max(2).nullable().optional(),
  max_tokens: z.number().int().positive().nullable().optional(),
  max_completion_tokens: z.number().int().positive().nullable().optional(),
  top_p: z.number().min(0).max(1).nullable().optional(),
  stop: z.union([z.string().min(1), z.array(z.string().min(1)).max(4)]).nullable().optional(),
  n: z.literal(1, { error: 'only n = 1 is supported' }).nullable().optional(),
  presence_penalty: z.number().min(-2).max(2).nullable().optional(),
  frequency_penalty: z.number().min(-2).max(2).nullable().optional(),
  seed: z.number().int().nullable().optional(),
  user: z.string().max(256).optional(),
  response_format: responseFormat.optional(),
});

export interface ChatCall {
  readonly request: CompletionRequest;
  readonly stream: boolean;
}

/** Validates a client's body into Veil's CompletionRequest; the first problem is a 400 naming its field. */
export function parseChatRequest(body: unknown): ChatCall {
  const parsed = parseBody(chatBody, body);
  if (parsed.max_tokens != null && parsed.max_completion_tokens != null && parsed.max_tokens !== parsed.max_completion_tokens) {
    throw new VeilError('invalid_request', 'max_tokens and max_completion_tokens disagree; send one', { param: 'max_completion_tokens' });
  }
  if (parsed.stream_options != null && !parsed.stream) {
    throw new VeilError('invalid_request', 'stream_options is only allowed with stream: true', { param: 'stream_options' });
  }
  const messages: ChatMessage[] = parsed.messages.map((m) => ({
    role: m.role,
    content: typeof m.content === 'string' ? m.content : m.content.map((part) => part.text).join(''),
  }));
  const maxTokens = parsed.max_tokens ?? parsed.max_completion_tokens;
  const stop = parsed.stop == null ? undefined : typeof parsed.stop === 'string' ? [parsed.stop] : parsed.stop;
  const request: CompletionRequest = {
    model: parsed.model,
    messages,
    ...(parsed.temperature == null ? {} : { temperature: parsed.temperature }),
    ...(maxTokens == null ? {} : { maxTokens }),
    ...(parsed.top_p == null ? {} : { topP: parsed.top_p }),
    ...(stop === undefined || stop.length === 0 ? {} : { stop }),
    ...(parsed.presence_penalty == null ? {} : { presencePenalty: parsed.presence_penalty }),
    ...(parsed.frequency_penalty == null ? {} : { frequencyPenalty: parsed.frequency_penalty }),
    ...(parsed.seed == null ? {} : { seed: parsed.seed }),
    ...(parsed.user === undefined ? {} : { user: parsed.user }),
    ...(parsed.response_format === undefined ? {} : { responseFormat: toResponseFormat(parsed.response_format) }),
  };
  return { request, stream: parsed.stream };
}

function toResponseFormat(format: z.output<typeof responseFormat>): ResponseFormat {
  if (format.type !== 'json_schema') return format;
  const { name, schema, strict } = format.json_schema;
  return { type: 'json_schema', json_schema: { name, ...(schema === undefined ? {} : { schema }), ...(strict == null ? {} : { strict }) } };
}

/** The same request with other message contents (masked), everything else kept. */
export function withContents(request: CompletionRequest, contents: readonly string[]): CompletionRequest {
  return { ...request, messages: request.messages.map((m, i) => ({ role: m.role, content: contents[i] ?? m.content })) };
}
