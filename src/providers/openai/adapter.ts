import type { AdapterFactory } from '../contract.js';
import { joinUrl, providerErrorMessage } from '../adapter-kit.js';
import { createOpenAiStreamDecoder, parseOpenAiResponse, toOpenAiRequest } from './translate.js';

/** OpenAI: POST {base}/chat/completions, the base URL including /v1 as the OpenAI SDKs expect. */
export const createOpenAiAdapter: AdapterFactory = (settings) => {
  const url = joinUrl(settings.baseUrl, '/chat/completions');
  const headers = { authorization: `Bearer ${settings.apiKey}` };
  return {
    kind: 'openai',
    buildRequest: (request, { stream }) => ({ url, headers, body: JSON.stringify(toOpenAiRequest(request, { stream, includeModel: true })) }),
    parseResponse: parseOpenAiResponse,
    createStreamDecoder: createOpenAiStreamDecoder,
    errorMessage: providerErrorMessage,
  };
};
