import { z } from 'zod';
import type { ResponseFormat } from '../../core/chat.js';

/**
 * OpenAI's chat-completions wire format (also Azure OpenAI's), limited to the fields Veil sends
 * and reads. Optional request fields may hold undefined: JSON.stringify leaves those keys out.
 */

export interface OpenAiMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

export interface OpenAiChatRequest {
  /** Absent for Azure, whose deployment in the URL names the model. */
  readonly model?: string | undefined;
  readonly messages: readonly OpenAiMessage[];
  readonly temperature: number | undefined;
  readonly max_tokens?: number | undefined;
  readonly top_p?: number | undefined;
  readonly stop?: readonly string[] | undefined;
  readonly presence_penalty?: number | undefined;
  readonly frequency_penalty?: number | undefined;
  readonly seed?: number | undefined;
  readonly user?: string | undefined;
  readonly response_format?: ResponseFormat | undefined;
  readonly stream?: true | undefined;
  readonly stream_options?: { readonly include_usage: true } | undefined;
}

const tokenCount = z.number().int().nonnegative();

export const openAiUsageSchema = z.object({
  prompt_tokens: tokenCount,
  completion_tokens: tokenCount,
  total_tokens: tokenCount,
});

/** Providers send null for fields they leave empty, so null and absent are read alike. */
const optionalText = z.string().nullish();

export const openAiResponseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: optionalText, refusal: optionalText }),
        finish_reason: optionalText,
      }),
    )
    .min(1),
  usage: openAiUsageSchema.nullish(),
});

export const openAiChunkSchema = z.object({
  // Azure's first chunk carries only prompt_filter_results and an empty choices list.
  choices: z
    .array(
      z.object({
        index: z.number().int().nonnegative().optional(),
        delta: z.object({ content: optionalText, refusal: optionalText }).nullish(),
        finish_reason: optionalText,
      }),
    )
    .nullish(),
  usage: openAiUsageSchema.nullish(),
  error: z.object({ message: optionalText }).nullish(),
});

export type OpenAiResponse = z.output<typeof openAiResponseSchema>;
export type OpenAiChunk = z.output<typeof openAiChunkSchema>;
export type OpenAiUsage = z.output<typeof openAiUsageSchema>;
