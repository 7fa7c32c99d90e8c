/**
 * The chat exchange in Veil's own terms, independent of any provider's wire format. The chat use
 * case validates a client's body into a CompletionRequest; each provider adapter translates it to
 * its wire format and translates the reply back into a Completion or a stream of CompletionEvents.
 */

export const CHAT_ROLES = ['system', 'user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export interface ChatMessage {
  readonly role: ChatRole;
  readonly content: string;
}

/** OpenAI's response_format, the forms Veil can carry to every provider kind that supports one. */
export type ResponseFormat =
  | { readonly type: 'text' }
  | { readonly type: 'json_object' }
  | { readonly type: 'json_schema'; readonly json_schema: { readonly name: string; readonly schema?: Readonly<Record<string, unknown>>; readonly strict?: boolean } };

/**
 * A validated chat request, messages already masked. Optional fields are absent when the client
 * did not send them: adapters forward only what was asked for.
 */
export interface CompletionRequest {
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  /**
   * 0 to 2; absent when the client sent none, and then the provider's own default applies (1 for
   * every kind, the spec's default). Not sending it matters: some models refuse temperature
   * together with top_p.
   */
  readonly temperature?: number;
  readonly maxTokens?: number;
  readonly topP?: number;
  /** Up to four stop sequences. */
  readonly stop?: readonly string[];
  readonly presencePenalty?: number;
  readonly frequencyPenalty?: number;
  readonly seed?: number;
  /** The end user's id, for the provider's abuse monitoring. */
  readonly user?: string;
  readonly responseFormat?: ResponseFormat;
}

export interface Usage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly total_tokens: number;
}

/** OpenAI's finish reasons; adapters map their provider's reasons onto these. */
export type FinishReason = 'stop' | 'length' | 'content_filter' | 'tool_calls';

/** A whole (non-streamed) reply. */
export interface Completion {
  readonly content: string;
  readonly finishReason: FinishReason;
  /** Absent when the provider did not report it. */
  readonly usage?: Usage;
}

/** One step of a streamed reply, in order: deltas, then at most one finish, usage whenever known. */
export type CompletionEvent =
  | { readonly kind: 'delta'; readonly content: string }
  | { readonly kind: 'finish'; readonly finishReason: FinishReason }
  | { readonly kind: 'usage'; readonly usage: Usage };
