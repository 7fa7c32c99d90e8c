import type { AdapterFactory } from '../contract.js';
import { joinUrl, providerErrorMessage } from '../adapter-kit.js';
import { createOpenAiStreamDecoder, parseOpenAiResponse, toOpenAiRequest } from '../openai/translate.js';

/**
 * Azure OpenAI: OpenAI's wire format behind a per-deployment URL and an `api-key` header. The
 * model name Veil routes on is the deployment name. The body carries no `model`: Azure ignores
 * it, and leaving it out keeps the deployment in the URL the one thing that picks the model.
 */
export const createAzureAdapter: AdapterFactory = (settings) => {
  const { apiVersion } = settings;
  if (apiVersion === undefined || apiVersion === '') {
    throw new Error('the azure provider needs an api version (AZURE_OPENAI_API_VERSION)');
  }
  const headers = { 'api-key': settings.apiKey };
  const urlFor = (deployment: string): string =>
    joinUrl(settings.baseUrl, `/openai/deployments/${encodeURIComponent(deployment)}/chat/completions?api-version=${encodeURIComponent(apiVersion)}`);
  return {
    kind: 'azure',
    buildRequest: (request, { stream }) => ({
      url: urlFor(request.model),
      headers,
      body: JSON.stringify(toOpenAiRequest(request, { stream, includeModel: false })),
    }),
    parseResponse: parseOpenAiResponse,
    createStreamDecoder: createOpenAiStreamDecoder,
    errorMessage: providerErrorMessage,
  };
};
