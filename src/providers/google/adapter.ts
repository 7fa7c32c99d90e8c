import type { AdapterFactory } from '../contract.js';
import { joinUrl, providerErrorMessage } from '../adapter-kit.js';
import { toGeminiRequest } from './request.js';
import { createGeminiStreamDecoder, parseGeminiResponse } from './response.js';

/**
 * Gemini (Google AI): POST {base}/v1beta/models/{model}:generateContent, or
 * :streamGenerateContent?alt=sse for a stream (SSE rather than the default JSON array), with
 * the key in x-goog-api-key rather than the URL, so it never reaches a log line that prints URLs.
 */
export const createGoogleAdapter: AdapterFactory = (settings) => {
  const headers = { 'x-goog-api-key': settings.apiKey };
  const urlFor = (model: string, stream: boolean): string =>
    joinUrl(settings.baseUrl, `/v1beta/models/${encodeURIComponent(model)}:${stream ? 'streamGenerateContent?alt=sse' : 'generateContent'}`);
  return {
    kind: 'google',
    buildRequest: (request, { stream }) => ({ url: urlFor(request.model, stream), headers, body: JSON.stringify(toGeminiRequest(request)) }),
    parseResponse: parseGeminiResponse,
    createStreamDecoder: createGeminiStreamDecoder,
    errorMessage: providerErrorMessage,
  };
};
