import { z } from 'zod';

/**
 * Anthropic's Messages API wire format (anthropic-version 2023-06-01), limited to the fields Veil
 * sends and reads. Optional request fields may hold undefined: JSON.stringify leaves them out.
 */

export interface AnthropicMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface AnthropicRequest {
  readonly model: string;
  readonly max_tokens: number;
  readonly messages: readonly AnthropicMessage[];
  readonly system?: string | undefined;
  readonly temperature: number | undefined;
  readonly top_p?: number | undefined;
  readonly stop_sequences?: readonly string[] | undefined;
  readonly metadata?: { readonly user_id: string } | undefined;
  readonly stream?: true | undefined;
}

const tokenCount = z.number().int().nonnegative();

/** input_tokens excludes what prompt caching wrote or read; both still count as prompt. */
export const anthropicUsageSchema = z.object({
  input_tokens: tokenCount.nullish(),
  output_tokens: tokenCount.nullish(),
  cache_creation_input_tokens: tokenCount.nullish(),
  cache_read_input_tokens: tokenCount.nullish(),
});

const contentBlock = z.object({ type: z.string(), text: z.string().optional() });

export const anthropicResponseSchema = z.object({
  type: z.literal('message'),
  content: z.array(contentBlock),
  stop_reason: z.string().nullish(),
  usage: anthropicUsageSchema,
});

/** One stream event's data; which fields are present depends on `type`. */
export const anthropicStreamEventSchema = z.object({
  type: z.string(),
  message: z.object({ usage: anthropicUsageSchema.nullish() }).nullish(),
  delta: z.object({ type: z.string().nullish(), text: z.string().nullish(), stop_reason: z.string().nullish() }).nullish(),
  usage: anthropicUsageSchema.nullish(),
  error: z.object({ type: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

export type AnthropicUsage = z.output<typeof anthropicUsageSchema>;
export type AnthropicStreamEvent = z.output<typeof anthropicStreamEventSchema>;
