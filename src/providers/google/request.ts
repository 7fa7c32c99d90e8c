import type { ChatMessage, CompletionRequest, ResponseFormat } from '../../core/chat.js';
import { unsupportedParam } from '../adapter-kit.js';
import type { GeminiContent, GeminiGenerationConfig, GeminiPart, GeminiRequest } from './wire.js';

/**
 * `user` is not forwarded: Gemini has no end-user field, and OpenAI's `user` only feeds the
 * provider's abuse monitoring, it never changes the reply. Refusing it would break clients that
 * send it on every call for no gain to the caller, so it is the one parameter dropped, not refused.
 */
export function toGeminiRequest(request: CompletionRequest): GeminiRequest {
  const { systemInstruction, contents } = toGeminiConversation(request.messages);
  const generationConfig: GeminiGenerationConfig = {
    temperature: request.temperature,
    topP: request.topP,
    maxOutputTokens: request.maxTokens,
    stopSequences: request.stop,
    presencePenalty: request.presencePenalty,
    frequencyPenalty: request.frequencyPenalty,
    seed: request.seed,
    ...responseFormatConfig(request.responseFormat),
  };
  return { contents, systemInstruction, generationConfig };
}

/**
 * json_object → JSON output; json_schema → JSON output constrained by the schema, passed as
 * responseJsonSchema (standard JSON Schema). `strict` has no counterpart: Gemini always constrains.
 */
function responseFormatConfig(format: ResponseFormat | undefined): Pick<GeminiGenerationConfig, 'responseMimeType' | 'responseJsonSchema'> {
  if (format === undefined || format.type === 'text') return {};
  if (format.type === 'json_object') return { responseMimeType: 'application/json' };
  return { responseMimeType: 'application/json', responseJsonSchema: format.json_schema.schema };
}

/**
 * System messages go to systemInstruction, one part each, wherever they stood in the conversation
 * (Gemini has no system role in contents). assistant becomes model. Consecutive turns of one role
 * become one content with several parts, which keeps each message's text separate while giving
 * Gemini the alternating turns it expects.
 */
export function toGeminiConversation(chat: readonly ChatMessage[]): { systemInstruction: { parts: GeminiPart[] } | undefined; contents: GeminiContent[] } {
  const system: GeminiPart[] = [];
  const contents: { role: 'user' | 'model'; parts: GeminiPart[] }[] = [];
  for (const { role, content } of chat) {
    if (role === 'system') {
      system.push({ text: content });
      continue;
    }
    const geminiRole = role === 'assistant' ? 'model' : 'user';
    const last = contents.at(-1);
    if (last?.role === geminiRole) last.parts.push({ text: content });
    else contents.push({ role: geminiRole, parts: [{ text: content }] });
  }
  if (contents.length === 0) throw unsupportedParam('messages', 'Gemini models need at least one user message besides system messages');
  return { systemInstruction: system.length === 0 ? undefined : { parts: system }, contents };
}
