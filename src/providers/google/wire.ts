import { z } from 'zod';

/**
 * Gemini's generateContent wire format (v1beta), limited to the fields Veil sends and reads.
 * Optional request fields may hold undefined: JSON.stringify leaves them out.
 */

export interface GeminiPart {
  readonly text: string;
}

export interface GeminiContent {
  readonly role: 'user' | 'model';
  readonly parts: readonly GeminiPart[];
}

export interface GeminiGenerationConfig {
  readonly temperature: number | undefined;
  readonly topP?: number | undefined;
  readonly maxOutputTokens?: number | undefined;
  readonly stopSequences?: readonly string[] | undefined;
  readonly presencePenalty?: number | undefined;
  readonly frequencyPenalty?: number | undefined;
  readonly seed?: number | undefined;
  readonly responseMimeType?: 'application/json' | undefined;
  /** Standard JSON Schema, unlike responseSchema's OpenAPI subset, so an OpenAI json_schema maps as is. */
  readonly responseJsonSchema?: Readonly<Record<string, unknown>> | undefined;
}

export interface GeminiRequest {
  readonly contents: readonly GeminiContent[];
  readonly systemInstruction?: { readonly parts: readonly GeminiPart[] } | undefined;
  readonly generationConfig: GeminiGenerationConfig;
}

const tokenCount = z.number().int().nonnegative();

export const geminiUsageSchema = z.object({
  promptTokenCount: tokenCount.nullish(),
  candidatesTokenCount: tokenCount.nullish(),
  /** Thinking models' reasoning tokens: billed as output, as OpenAI counts reasoning in completion_tokens. */
  thoughtsTokenCount: tokenCount.nullish(),
  totalTokenCount: tokenCount.nullish(),
});

/** One GenerateContentResponse: the whole reply, or one event of a stream. */
export const geminiResponseSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({
            parts: z.array(z.object({ text: z.string().nullish(), thought: z.boolean().nullish() })).nullish(),
          })
          .nullish(),
        finishReason: z.string().nullish(),
      }),
    )
    .nullish(),
  promptFeedback: z.object({ blockReason: z.string().nullish() }).nullish(),
  usageMetadata: geminiUsageSchema.nullish(),
  error: z.object({ message: z.string().nullish() }).nullish(),
});

export type GeminiResponse = z.output<typeof geminiResponseSchema>;
export type GeminiUsage = z.output<typeof geminiUsageSchema>;
