import type { AdapterFactory } from '../contract.js';
import { joinUrl, providerErrorMessage } from '../adapter-kit.js';
import { toAnthropicRequest } from './request.js';
import { createAnthropicStreamDecoder, parseAnthropicResponse } from './response.js';

/** The API version whose wire format these translations follow (decisions.md §1). */
export const ANTHROPIC_VERSION = '2023-06-01';

/** Anthropic: POST {base}/v1/messages with x-api-key and anthropic-version. */
export const createAnthropicAdapter: AdapterFactory = (settings) => {
  const url = joinUrl(settings.baseUrl, '/v1/messages');
  const headers = { 'x-api-key': settings.apiKey, 'anthropic-version': ANTHROPIC_VERSION };
  return {
    kind: 'anthropic',
    buildRequest: (request, { stream }) => ({ url, headers, body: JSON.stringify(toAnthropicRequest(request, stream)) }),
    parseResponse: parseAnthropicResponse,
    createStreamDecoder: createAnthropicStreamDecoder,
    errorMessage: providerErrorMessage,
  };
};
