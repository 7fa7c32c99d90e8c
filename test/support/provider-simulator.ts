/**
 * Test equipment: one loopback HTTP server that answers like OpenAI, Azure OpenAI, Anthropic and
 * Google Gemini on their real paths and in their real wire formats (JSON bodies, SSE framing,
 * error shapes), with a FIFO script of behaviours (replies, errors, latency, hangs, crashes) so
 * tests, benchmarks and the demo can drive Veil against "providers" without the network.
 * Never imported by product code.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleepTimer } from 'node:timers/promises';

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/** Same names as src/providers/contract.ts: Gemini is the `google` kind. */
export type SimulatedProviderKind = 'openai' | 'azure' | 'anthropic' | 'google';

/**
 * Provider-neutral finish reason, mapped per kind: stop → stop / end_turn / STOP,
 * length → length / max_tokens / MAX_TOKENS, stop_sequence → stop / stop_sequence / STOP,
 * content_filter → content_filter / refusal / SAFETY.
 */
export type SimulatedFinishReason = 'stop' | 'length' | 'stop_sequence' | 'content_filter';

export interface Pacing {
  /** Wait before the status line and headers are sent. */
  readonly latencyMs?: number;
  /** Wait between consecutive content deltas of a stream. */
  readonly delayBetweenChunksMs?: number;
}

export interface ReplyStep extends Pacing {
  readonly kind: 'reply';
  /** The reply text; omitted → the default reply (echo of the last user message, unless configured). */
  readonly content?: string;
  /** How a streamed reply is split; must join to `content` when both are given. */
  readonly deltas?: readonly string[];
  /** Split a streamed reply every N characters (code points) instead of by words. */
  readonly chunkSize?: number;
  /**
   * Send the whole stream in one write after the headers, as a provider behind a buffering proxy
   * (or one replaying a cached answer) does: the gateway then reads many events at once.
   * Not combined with pacing or interruptions.
   */
  readonly burst?: boolean;
  readonly finishReason?: SimulatedFinishReason;
  /** Override the counted usage. */
  readonly usage?: { readonly inputTokens?: number; readonly outputTokens?: number };
  /** Send this many deltas, then destroy the socket (a crash mid-stream). Non-streamed: half the body. */
  readonly failAfterDeltas?: number;
  /** Send this many deltas, then go silent without ending (a stalled stream). Non-streamed: half the body. */
  readonly stallAfterDeltas?: number;
  /**
   * Send this many deltas, then the provider's in-stream error event (Anthropic `event: error`,
   * OpenAI `data: {"error":…}`, Gemini `data: {"error":…}`) and end the stream.
   * Non-streamed: answers `errorEvent` as an HTTP error instead.
   */
  readonly errorEventAfterDeltas?: number;
  /** The error of `errorEventAfterDeltas`; default 529 for Anthropic (overloaded_error), 500 for the others. */
  readonly errorEvent?: ProviderErrorSpec;
  readonly headers?: Readonly<Record<string, string>>;
}

/** An error, rendered in the shape of the provider that was called. */
export interface ProviderErrorSpec {
  readonly status: number;
  /** Provider-shaped message; a typical one for the status when omitted. */
  readonly message?: string;
  /** Overrides error.type (OpenAI/Anthropic) or error.status (Google). */
  readonly type?: string;
  /** Overrides error.code (OpenAI/Azure). */
  readonly code?: string;
}

export interface ErrorStep extends ProviderErrorSpec {
  readonly kind: 'error';
  /** E.g. `{ 'retry-after': '2' }`. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly latencyMs?: number;
}

/** Never answer: no status line, until the client gives up or the simulator closes. */
export interface HangStep {
  readonly kind: 'hang';
}

/** Read the request, then destroy the socket without a byte of response (like a crashed upstream). */
export interface DestroyStep {
  readonly kind: 'destroy';
  readonly latencyMs?: number;
}

export type ScriptStep = ReplyStep | ErrorStep | HangStep | DestroyStep;

/** Builders for script steps, so tests read as a sentence. */
export const script = {
  reply(content?: string, options: Omit<ReplyStep, 'kind' | 'content'> = {}): ReplyStep {
    return content === undefined ? { kind: 'reply', ...options } : { kind: 'reply', content, ...options };
  },
  error(status: number, options: Omit<ErrorStep, 'kind' | 'status'> = {}): ErrorStep {
    return { kind: 'error', status, ...options };
  },
  hang(): HangStep {
    return { kind: 'hang' };
  },
  destroy(options: Omit<DestroyStep, 'kind'> = {}): DestroyStep {
    return { kind: 'destroy', ...options };
  },
  failMidStream(deltas: readonly string[], afterDeltas: number, options: Omit<ReplyStep, 'kind' | 'deltas' | 'failAfterDeltas'> = {}): ReplyStep {
    return { kind: 'reply', deltas, failAfterDeltas: afterDeltas, ...options };
  },
  errorMidStream(deltas: readonly string[], afterDeltas: number, error?: ProviderErrorSpec, options: Omit<ReplyStep, 'kind' | 'deltas' | 'errorEventAfterDeltas' | 'errorEvent'> = {}): ReplyStep {
    return { kind: 'reply', deltas, errorEventAfterDeltas: afterDeltas, ...(error === undefined ? {} : { errorEvent: error }), ...options };
  },
} as const;

export interface RecordedRequest {
  /** `unknown` for a path no provider serves (answered 404). */
  readonly provider: SimulatedProviderKind | 'unknown';
  readonly method: string;
  /** Decoded path without the query. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** Lower-case names; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  /** Parsed JSON; undefined when the body was not JSON. */
  readonly body: unknown;
  readonly rawBody: string;
  /** Epoch ms. */
  readonly receivedAt: number;
  /** Azure deployment, Google model from the path, else body.model. */
  readonly model: string | undefined;
  readonly stream: boolean;
}

export interface ReplyContext {
  readonly provider: SimulatedProviderKind;
  readonly model: string;
  /** Text of the last user turn (text parts joined). */
  readonly lastUserText: string;
  readonly request: RecordedRequest;
}

export type DefaultReply = string | ((context: ReplyContext) => string);

export interface ProviderSimulatorOptions {
  /** The key every kind must present; any non-empty key when omitted. */
  readonly apiKey?: string;
  /** Reply when the script is empty (and for reply steps without content). Default: echo the last user message. */
  readonly defaultReply?: DefaultReply;
  /** Pacing of every reply whose step sets none of its own (benchmarks, the demo). */
  readonly defaultPacing?: Pacing;
  /** Split unscripted streamed replies every N code points instead of by words. */
  readonly defaultChunkSize?: number;
  readonly script?: readonly ScriptStep[];
  /** Keep `requests`; turn off for long benchmarks. Default true. */
  readonly recordRequests?: boolean;
}

export interface ProviderSimulator {
  /** Origin, e.g. http://127.0.0.1:PORT. Also the Azure endpoint and the Anthropic / Google base URL. */
  readonly url: string;
  /** `${url}/v1`, what the OpenAI SDK calls baseURL. */
  readonly openaiBaseUrl: string;
  /** Every request received, in arrival order (live array; reset() empties it in place). */
  readonly requests: readonly RecordedRequest[];
  /** Script steps not consumed yet. */
  readonly pendingSteps: number;
  /** Append steps; each request that passes auth and validation consumes one, FIFO. */
  enqueue(...steps: readonly ScriptStep[]): void;
  setDefaultReply(reply: DefaultReply): void;
  /** Resolves once at least `count` requests have arrived since start or reset() (counted even when not recorded). */
  waitForRequests(count: number, timeoutMs?: number): Promise<readonly RecordedRequest[]>;
  /** Responses whose client went away before they were complete (an aborted upstream call). */
  readonly abandonedResponses: number;
  /** Forget requests and the script; restore the default reply of the options. */
  reset(): void;
  /** Stops listening and destroys every socket, hung and keep-alive ones included. */
  close(): Promise<void>;
}

export async function startProviderSimulator(options: ProviderSimulatorOptions = {}): Promise<ProviderSimulator> {
  const simulator = new Simulator(options);
  await simulator.listen();
  return simulator;
}

/**
 * A URL where nothing listens, for "connection refused" tests.
 *
 * The port is one IANA leaves unassigned below 1024, so the kernel never hands it out to a server
 * listening on port 0 (a port bound and released can be, and a parallel test's server once took
 * one). Each candidate is checked by connecting to it.
 */
export async function refusedConnectionUrl(): Promise<string> {
  for (const port of UNASSIGNED_LOW_PORTS) {
    if (await isRefused(port)) return `http://127.0.0.1:${port}`;
  }
  throw new Error(`every candidate port (${UNASSIGNED_LOW_PORTS.join(', ')}) accepts connections on 127.0.0.1`);
}

const UNASSIGNED_LOW_PORTS = [4, 6, 8, 10, 12, 14, 16, 26] as const;

function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

const echoLastUserMessage: DefaultReply = (context) => context.lastUserText;

class Simulator implements ProviderSimulator {
  private readonly server: Server;
  private readonly queue: ScriptStep[] = [];
  private readonly recorded: RecordedRequest[] = [];
  private readonly inFlight = new Set<AbortController>();
  private readonly waiters = new Set<() => void>();
  private defaultReply: DefaultReply;
  private origin = '';
  private received = 0;
  private abandoned = 0;

  constructor(private readonly options: ProviderSimulatorOptions) {
    this.defaultReply = options.defaultReply ?? echoLastUserMessage;
    this.enqueue(...(options.script ?? []));
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        // A bug in the simulator must surface in the test, not as a silent hang.
        if (!res.headersSent && !res.destroyed) sendJson(res, 500, { error: { message: `provider simulator: ${String(error)}` } });
        else res.destroy();
      });
    });
  }

  get url(): string {
    return this.origin;
  }
  get openaiBaseUrl(): string {
    return `${this.origin}/v1`;
  }
  get requests(): readonly RecordedRequest[] {
    return this.recorded;
  }
  get pendingSteps(): number {
    return this.queue.length;
  }
  get abandonedResponses(): number {
    return this.abandoned;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
  }

  enqueue(...steps: readonly ScriptStep[]): void {
    for (const step of steps) assertValidStep(step);
    this.queue.push(...steps);
  }

  setDefaultReply(reply: DefaultReply): void {
    this.defaultReply = reply;
  }

  async waitForRequests(count: number, timeoutMs = 5_000): Promise<readonly RecordedRequest[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received < count) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`provider simulator: ${this.received} of ${count} requests after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, remaining);
        this.waiters.add(done);
      });
    }
    return this.recorded;
  }

  reset(): void {
    this.recorded.length = 0;
    this.received = 0;
    this.abandoned = 0;
    this.queue.length = 0;
    this.defaultReply = this.options.defaultReply ?? echoLastUserMessage;
  }

  async close(): Promise<void> {
    for (const controller of this.inFlight) controller.abort();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  private record(request: RecordedRequest): void {
    this.received += 1;
    if (this.options.recordRequests !== false) this.recorded.push(request);
    for (const wake of [...this.waiters]) wake();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // One signal per request: aborted when the client goes away or the simulator closes,
    // so that no timer or hung handler outlives either.
    const controller = new AbortController();
    this.inFlight.add(controller);
    res.once('close', () => {
      if (!res.writableFinished && !controller.signal.aborted) this.abandoned += 1;
      controller.abort();
      this.inFlight.delete(controller);
    });

    const rawBody = await readBody(req);
    const route = matchRoute(req.method ?? 'GET', req.url ?? '/');
    const request = recordOf(req, route, rawBody);
    this.record(request);
    if (route === undefined) {
      sendJson(res, 404, openAiErrorBody(404, `Invalid URL (${req.method ?? 'GET'} ${request.path})`, 'invalid_request_error', null));
      return;
    }

    const refusal = checkRequest(route, request, this.options.apiKey);
    if (refusal !== undefined) {
      sendJson(res, refusal.status, refusal.body);
      return;
    }
    const input = readChatInput(route, request.body);
    const step = this.queue.shift() ?? { kind: 'reply' };
    await this.perform(step, { route, request, input, res, signal: controller.signal });
  }

  private async perform(step: ScriptStep, exchange: Exchange): Promise<void> {
    const { res, signal } = exchange;
    switch (step.kind) {
      case 'hang':
        await untilAborted(signal);
        return;
      case 'destroy':
        await pause(step.latencyMs, signal);
        res.destroy();
        return;
      case 'error':
        await pause(step.latencyMs, signal);
        if (signal.aborted) return;
        sendJson(res, step.status, errorBodyFor(exchange.route.provider, step), { ...requestIdHeader(exchange.route.provider), ...step.headers });
        return;
      case 'reply':
        await this.reply(step, exchange);
        return;
    }
  }

  private async reply(step: ReplyStep, exchange: Exchange): Promise<void> {
    const pacing = { ...this.options.defaultPacing, ...definedPacing(step) };
    const completion = this.completionFor(step, exchange);
    const interrupt = interruptionOf(step, exchange.route);
    await pause(pacing.latencyMs, exchange.signal);
    if (exchange.signal.aborted) return;
    const headers = { ...requestIdHeader(exchange.route.provider), ...step.headers };
    if (interrupt?.mode === 'error-event' && !exchange.input.stream) {
      // Without a stream there is no event to carry the error: the provider fails the call instead.
      sendJson(exchange.res, interrupt.error.status, errorBodyFor(exchange.route.provider, interrupt.error), headers);
    } else if (exchange.input.stream) {
      const format = streamFormat(exchange.route);
      await sendStream(exchange.res, format.contentType, format.frames(completion), { headers, interrupt, delayMs: pacing.delayBetweenChunksMs ?? 0, burst: step.burst === true }, exchange.signal);
    } else {
      await sendCompletionJson(exchange.res, completionBody(exchange.route.provider, completion), headers, interrupt, exchange.signal);
    }
  }

  private completionFor(step: ReplyStep, { route, request, input }: Exchange): Completion {
    const content = step.content ?? step.deltas?.join('') ?? this.defaultText(route, request, input);
    const deltas = step.deltas ?? splitContent(content, step.chunkSize ?? this.options.defaultChunkSize);
    const finishReason = step.finishReason ?? 'stop';
    return {
      id: randomId(24),
      created: Math.floor(Date.now() / 1000),
      model: input.model,
      content,
      deltas,
      finishReason,
      stopSequence: finishReason === 'stop_sequence' ? (input.stopSequences[0] ?? null) : null,
      inputTokens: step.usage?.inputTokens ?? countTokens(input.promptText),
      outputTokens: step.usage?.outputTokens ?? countTokens(content),
      includeUsage: input.includeUsage,
    };
  }

  private defaultText(route: Route, request: RecordedRequest, input: ChatInput): string {
    const reply = this.defaultReply;
    return typeof reply === 'string' ? reply : reply({ provider: route.provider, model: input.model, lastUserText: input.lastUserText, request });
  }
}

interface Exchange {
  readonly route: Route;
  readonly request: RecordedRequest;
  readonly input: ChatInput;
  readonly res: ServerResponse;
  readonly signal: AbortSignal;
}

function definedPacing(step: ReplyStep): Pacing {
  return {
    ...(step.latencyMs === undefined ? {} : { latencyMs: step.latencyMs }),
    ...(step.delayBetweenChunksMs === undefined ? {} : { delayBetweenChunksMs: step.delayBetweenChunksMs }),
  };
}

function assertValidStep(step: ScriptStep): void {
  const fail = (why: string): never => {
    throw new Error(`provider simulator: invalid ${step.kind} step: ${why}`);
  };
  if (step.kind === 'error' && (!Number.isInteger(step.status) || step.status < 400 || step.status > 599)) fail(`status ${step.status} is not 4xx/5xx`);
  if (step.kind !== 'reply') return;
  if (step.content !== undefined && step.deltas !== undefined && step.deltas.join('') !== step.content) fail('deltas do not join to content');
  if (step.chunkSize !== undefined && (!Number.isInteger(step.chunkSize) || step.chunkSize < 1)) fail('chunkSize must be a positive integer');
  const breaks = [step.failAfterDeltas, step.stallAfterDeltas, step.errorEventAfterDeltas].filter((value) => value !== undefined);
  if (breaks.length > 1) fail('failAfterDeltas, stallAfterDeltas and errorEventAfterDeltas exclude each other');
  if (breaks.some((value) => !Number.isInteger(value) || value < 0)) fail('a break point must be a non-negative integer');
  if (step.burst === true && (breaks.length > 0 || (step.delayBetweenChunksMs ?? 0) > 0)) fail('burst sends the whole stream at once: no pacing between deltas, no break point');
}

// ---------------------------------------------------------------------------------------------
// Routing and recording
// ---------------------------------------------------------------------------------------------

interface Route {
  readonly provider: SimulatedProviderKind;
  /** Azure deployment or Google model, taken from the path. */
  readonly pathModel?: string;
  /** Google: streamGenerateContent. */
  readonly streamPath?: boolean;
  /** Google: alt=sse (else the JSON-array stream). */
  readonly sse?: boolean;
  readonly query: Readonly<Record<string, string>>;
}

const AZURE_PATH = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/;
const GOOGLE_PATH = /^\/(?:v1|v1beta|v1alpha)\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

function matchRoute(method: string, rawUrl: string): Route | undefined {
  if (method !== 'POST') return undefined;
  const url = new URL(rawUrl, 'http://simulator');
  const path = decodeURIComponent(url.pathname);
  const query = Object.fromEntries(url.searchParams);
  if (path === '/v1/chat/completions') return { provider: 'openai', query };
  if (path === '/v1/messages') return { provider: 'anthropic', query };
  const azure = AZURE_PATH.exec(path);
  if (azure?.[1] !== undefined) return { provider: 'azure', pathModel: azure[1], query };
  const google = GOOGLE_PATH.exec(path);
  if (google?.[1] !== undefined) {
    const streamPath = google[2] === 'streamGenerateContent';
    return { provider: 'google', pathModel: google[1], streamPath, sse: query['alt'] === 'sse', query };
  }
  return undefined;
}

function recordOf(req: IncomingMessage, route: Route | undefined, rawBody: string): RecordedRequest {
  const url = new URL(req.url ?? '/', 'http://simulator');
  const body = parseJson(rawBody);
  const bodyModel = isRecord(body) && typeof body['model'] === 'string' ? body['model'] : undefined;
  return {
    provider: route?.provider ?? 'unknown',
    method: req.method ?? 'GET',
    path: decodeURIComponent(url.pathname),
    query: Object.fromEntries(url.searchParams),
    headers: headersOf(req),
    body,
    rawBody,
    receivedAt: Date.now(),
    model: route?.pathModel ?? bodyModel,
    stream: route?.streamPath ?? (isRecord(body) && body['stream'] === true),
  };
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Auth and validation: the checks the real providers make before generating anything
// ---------------------------------------------------------------------------------------------

interface Refusal {
  readonly status: number;
  readonly body: unknown;
}

function checkRequest(route: Route, request: RecordedRequest, apiKey: string | undefined): Refusal | undefined {
  switch (route.provider) {
    case 'openai':
      return checkOpenAi(request, apiKey, false);
    case 'azure':
      return checkAzure(route, request, apiKey);
    case 'anthropic':
      return checkAnthropic(request, apiKey);
    case 'google':
      return checkGoogle(route, request, apiKey);
  }
}

function keyAccepted(presented: string | undefined, expected: string | undefined): boolean {
  return presented !== undefined && presented !== '' && (expected === undefined || presented === expected);
}

function bearerToken(headers: Readonly<Record<string, string>>): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(headers['authorization'] ?? '');
  return match?.[1]?.trim();
}

const OPENAI_ROLES = ['system', 'developer', 'user', 'assistant', 'tool', 'function'];

function checkOpenAi(request: RecordedRequest, apiKey: string | undefined, isAzure: boolean): Refusal | undefined {
  if (!isAzure && !keyAccepted(bearerToken(request.headers), apiKey)) {
    const missing = bearerToken(request.headers) === undefined;
    const message = missing
      ? "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY)."
      : 'Incorrect API key provided.';
    return { status: 401, body: openAiErrorBody(401, message, 'invalid_request_error', missing ? null : 'invalid_api_key') };
  }
  const invalid = (message: string, param: string | null, code: string | null): Refusal => ({
    status: 400,
    body: openAiErrorBody(400, message, 'invalid_request_error', code, param),
  });
  const body = request.body;
  if (!isRecord(body)) return invalid('We could not parse the JSON body of your request.', null, null);
  if (!isAzure && typeof body['model'] !== 'string') return invalid('you must provide a model parameter', null, null);
  const messages = body['messages'];
  if (!Array.isArray(messages)) return invalid("Missing required parameter: 'messages'.", 'messages', 'missing_required_parameter');
  if (messages.length === 0) return invalid("Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", 'messages', 'empty_array');
  for (const [index, message] of messages.entries()) {
    const role = isRecord(message) ? message['role'] : undefined;
    if (typeof role !== 'string' || !OPENAI_ROLES.includes(role)) {
      return invalid(`Invalid value: '${String(role)}'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.`, `messages[${index}].role`, 'invalid_value');
    }
  }
  if (body['stream_options'] !== undefined && body['stream_options'] !== null && body['stream'] !== true) {
    return invalid("The 'stream_options' parameter is only allowed when 'stream' is enabled.", 'stream_options', 'invalid_value');
  }
  return undefined;
}

function checkAzure(route: Route, request: RecordedRequest, apiKey: string | undefined): Refusal | undefined {
  // Azure's front door answers these itself, in its own {code, message} shape.
  if (route.query['api-version'] === undefined) return { status: 404, body: { error: { code: '404', message: 'Resource not found' } } };
  if (!keyAccepted(request.headers['api-key'], apiKey)) {
    const message =
      'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.';
    return { status: 401, body: { error: { code: '401', message } } };
  }
  return checkOpenAi(request, apiKey, true);
}

function checkAnthropic(request: RecordedRequest, apiKey: string | undefined): Refusal | undefined {
  const invalid = (message: string): Refusal => ({ status: 400, body: anthropicErrorBody('invalid_request_error', message) });
  const presented = request.headers['x-api-key'];
  if (!keyAccepted(presented, apiKey)) {
    const message = presented === undefined || presented === '' ? 'x-api-key header is required' : 'invalid x-api-key';
    return { status: 401, body: anthropicErrorBody('authentication_error', message) };
  }
  if (request.headers['anthropic-version'] === undefined) return invalid('anthropic-version: header is required');
  const body = request.body;
  if (!isRecord(body)) return invalid('There was an issue with your request. Please check that it is valid JSON.');
  if (typeof body['model'] !== 'string') return invalid('model: Field required');
  if (typeof body['max_tokens'] !== 'number') return invalid('max_tokens: Field required');
  const messages = body['messages'];
  if (!Array.isArray(messages)) return invalid('messages: Field required');
  if (messages.length === 0) return invalid('messages: at least one message is required');
  for (const [index, message] of messages.entries()) {
    const role = isRecord(message) ? message['role'] : undefined;
    if (role === 'system') {
      return invalid('messages: Unexpected role "system". The Messages API accepts a top-level `system` parameter, not "system" as an input message role.');
    }
    if (role !== 'user' && role !== 'assistant') return invalid(`messages.${index}.role: Input should be 'user' or 'assistant'`);
  }
  return undefined;
}

function checkGoogle(route: Route, request: RecordedRequest, apiKey: string | undefined): Refusal | undefined {
  const presented = request.headers['x-goog-api-key'] ?? route.query['key'];
  if (!keyAccepted(presented, apiKey)) {
    // Real Gemini says 403 (no key) or 400 (bad key); every kind answers 401 here so tests stay uniform.
    return { status: 401, body: googleErrorBody(401, 'API key not valid. Please pass a valid API key.') };
  }
  const body = request.body;
  if (!isRecord(body)) return { status: 400, body: googleErrorBody(400, 'Invalid JSON payload received.') };
  const contents = body['contents'];
  if (!Array.isArray(contents) || contents.length === 0) {
    return { status: 400, body: googleErrorBody(400, '* GenerateContentRequest.contents: contents is not specified\n') };
  }
  for (const content of contents) {
    const role = isRecord(content) ? content['role'] : undefined;
    if (role !== undefined && role !== 'user' && role !== 'model') return { status: 400, body: googleErrorBody(400, 'Please use a valid role: user, model.') };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading the chat out of each request format
// ---------------------------------------------------------------------------------------------

interface ChatInput {
  readonly model: string;
  readonly stream: boolean;
  /** OpenAI stream_options.include_usage. */
  readonly includeUsage: boolean;
  readonly lastUserText: string;
  /** Every text of the request (system included), for the usage count. */
  readonly promptText: string;
  readonly stopSequences: readonly string[];
}

interface Turn {
  readonly role: string;
  readonly text: string;
}

function readChatInput(route: Route, body: unknown): ChatInput {
  const record = isRecord(body) ? body : {};
  const turns = chatTurns(route.provider, record);
  const lastUser = turns.filter((turn) => turn.role === 'user').at(-1);
  return {
    model: route.pathModel ?? stringOr(record['model'], ''),
    stream: route.provider === 'google' ? route.streamPath === true : record['stream'] === true,
    includeUsage: isRecord(record['stream_options']) && record['stream_options']['include_usage'] === true,
    lastUserText: lastUser?.text ?? '',
    promptText: turns.map((turn) => turn.text).join('\n'),
    stopSequences: stopSequencesOf(route.provider, record),
  };
}

function chatTurns(provider: SimulatedProviderKind, body: Readonly<Record<string, unknown>>): Turn[] {
  switch (provider) {
    case 'openai':
    case 'azure':
      return arrayOf(body['messages']).map((message) => ({ role: stringOr(message['role'], ''), text: textOf(message['content']) }));
    case 'anthropic':
      return [
        { role: 'system', text: textOf(body['system']) },
        ...arrayOf(body['messages']).map((message) => ({ role: stringOr(message['role'], ''), text: textOf(message['content']) })),
      ];
    case 'google': {
      const system = isRecord(body['systemInstruction']) ? partsText(body['systemInstruction']['parts']) : '';
      const turns = arrayOf(body['contents']).map((content) => ({ role: stringOr(content['role'], 'user'), text: partsText(content['parts']) }));
      return [{ role: 'system', text: system }, ...turns];
    }
  }
}

function stopSequencesOf(provider: SimulatedProviderKind, body: Readonly<Record<string, unknown>>): string[] {
  switch (provider) {
    case 'openai':
    case 'azure': {
      const stop = body['stop'];
      return typeof stop === 'string' ? [stop] : stringsOf(stop);
    }
    case 'anthropic':
      return stringsOf(body['stop_sequences']);
    case 'google':
      return isRecord(body['generationConfig']) ? stringsOf(body['generationConfig']['stopSequences']) : [];
  }
}

/** A string, or an array of content parts of which the text ones count (OpenAI and Anthropic). */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  return arrayOf(content)
    .map((part) => (part['type'] === 'text' ? stringOr(part['text'], '') : ''))
    .join('');
}

function partsText(parts: unknown): string {
  return arrayOf(parts)
    .map((part) => stringOr(part['text'], ''))
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Replies: one neutral completion, rendered per provider
// ---------------------------------------------------------------------------------------------

interface Completion {
  readonly id: string;
  readonly created: number;
  readonly model: string;
  readonly content: string;
  readonly deltas: readonly string[];
  readonly finishReason: SimulatedFinishReason;
  readonly stopSequence: string | null;
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly includeUsage: boolean;
}

/** Rough, but the same on every path: a token per 4 characters, at least one for any text. */
function countTokens(text: string): number {
  return text.length === 0 ? 0 : Math.max(1, Math.ceil(text.length / 4));
}

/** Word-ish deltas as models stream them ("Hello", " world"), or fixed-size pieces. */
function splitContent(content: string, chunkSize: number | undefined): string[] {
  if (chunkSize !== undefined) {
    const codePoints = Array.from(content);
    const pieces: string[] = [];
    for (let start = 0; start < codePoints.length; start += chunkSize) pieces.push(codePoints.slice(start, start + chunkSize).join(''));
    return pieces;
  }
  return content.match(/\s*\S+|\s+$/g) ?? [];
}

const OPENAI_FINISH: Record<SimulatedFinishReason, string> = { stop: 'stop', length: 'length', stop_sequence: 'stop', content_filter: 'content_filter' };
const ANTHROPIC_STOP: Record<SimulatedFinishReason, string> = { stop: 'end_turn', length: 'max_tokens', stop_sequence: 'stop_sequence', content_filter: 'refusal' };
const GOOGLE_FINISH: Record<SimulatedFinishReason, string> = { stop: 'STOP', length: 'MAX_TOKENS', stop_sequence: 'STOP', content_filter: 'SAFETY' };
const SYSTEM_FINGERPRINT = 'fp_veilsim0001';

function completionBody(provider: SimulatedProviderKind, completion: Completion): unknown {
  switch (provider) {
    case 'openai':
    case 'azure':
      return openAiCompletion(completion);
    case 'anthropic':
      return anthropicMessage(completion);
    case 'google':
      return googleResponse(completion, [completion.content], true);
  }
}

function openAiCompletion(c: Completion): unknown {
  return {
    id: `chatcmpl-${c.id}`,
    object: 'chat.completion',
    created: c.created,
    model: c.model,
    choices: [{ index: 0, message: { role: 'assistant', content: c.content, refusal: null, annotations: [] }, logprobs: null, finish_reason: OPENAI_FINISH[c.finishReason] }],
    usage: openAiUsage(c),
    system_fingerprint: SYSTEM_FINGERPRINT,
  };
}

function openAiUsage(c: Completion): unknown {
  return { prompt_tokens: c.inputTokens, completion_tokens: c.outputTokens, total_tokens: c.inputTokens + c.outputTokens };
}

function anthropicMessage(c: Completion): unknown {
  return {
    id: `msg_01${c.id}`,
    type: 'message',
    role: 'assistant',
    model: c.model,
    content: [{ type: 'text', text: c.content }],
    stop_reason: ANTHROPIC_STOP[c.finishReason],
    stop_sequence: c.stopSequence,
    usage: { input_tokens: c.inputTokens, output_tokens: c.outputTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

function googleResponse(c: Completion, texts: readonly string[], last: boolean): unknown {
  const parts = texts.map((text) => ({ text }));
  const candidate = { content: { role: 'model', parts }, ...(last ? { finishReason: GOOGLE_FINISH[c.finishReason] } : {}), index: 0 };
  const usageMetadata = last
    ? { promptTokenCount: c.inputTokens, candidatesTokenCount: c.outputTokens, totalTokenCount: c.inputTokens + c.outputTokens }
    : { promptTokenCount: c.inputTokens, totalTokenCount: c.inputTokens };
  return { candidates: [candidate], usageMetadata, modelVersion: c.model, responseId: c.id };
}

// ---------------------------------------------------------------------------------------------
// Streams: each format as a list of frames (exact bytes), some of which carry a content delta
// ---------------------------------------------------------------------------------------------

interface Frame {
  readonly text: string;
  readonly isDelta: boolean;
}

interface StreamFormat {
  readonly contentType: string;
  frames(completion: Completion): Frame[];
}

const dataEvent = (payload: unknown, isDelta = false): Frame => ({ text: `data: ${JSON.stringify(payload)}\n\n`, isDelta });
const namedEvent = (event: string, payload: unknown, isDelta = false): Frame => ({ text: `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`, isDelta });

function streamFormat(route: Route): StreamFormat {
  switch (route.provider) {
    case 'openai':
    case 'azure':
      return { contentType: 'text/event-stream; charset=utf-8', frames: openAiFrames };
    case 'anthropic':
      return { contentType: 'text/event-stream; charset=utf-8', frames: anthropicFrames };
    case 'google':
      return route.sse === true ? { contentType: 'text/event-stream', frames: googleSseFrames } : { contentType: 'application/json; charset=UTF-8', frames: googleJsonArrayFrames };
  }
}

function openAiFrames(c: Completion): Frame[] {
  // With include_usage every chunk carries `usage: null` until the final usage-only chunk.
  const chunk = (choices: unknown[], usage: unknown = null): unknown => ({
    id: `chatcmpl-${c.id}`,
    object: 'chat.completion.chunk',
    created: c.created,
    model: c.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices,
    ...(c.includeUsage ? { usage } : {}),
  });
  const choice = (delta: unknown, finishReason: string | null): unknown => ({ index: 0, delta, logprobs: null, finish_reason: finishReason });
  return [
    dataEvent(chunk([choice({ role: 'assistant', content: '' }, null)])),
    ...c.deltas.map((text) => dataEvent(chunk([choice({ content: text }, null)]), true)),
    dataEvent(chunk([choice({}, OPENAI_FINISH[c.finishReason])])),
    ...(c.includeUsage ? [dataEvent(chunk([], openAiUsage(c)))] : []),
    { text: 'data: [DONE]\n\n', isDelta: false },
  ];
}

function anthropicFrames(c: Completion): Frame[] {
  const start = {
    id: `msg_01${c.id}`,
    type: 'message',
    role: 'assistant',
    model: c.model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: { input_tokens: c.inputTokens, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
  return [
    namedEvent('message_start', { type: 'message_start', message: start }),
    namedEvent('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
    namedEvent('ping', { type: 'ping' }),
    ...c.deltas.map((text) => namedEvent('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, true)),
    namedEvent('content_block_stop', { type: 'content_block_stop', index: 0 }),
    namedEvent('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: ANTHROPIC_STOP[c.finishReason], stop_sequence: c.stopSequence },
      usage: { output_tokens: c.outputTokens },
    }),
    namedEvent('message_stop', { type: 'message_stop' }),
  ];
}

/** Gemini puts the finish reason and full usage on the last content chunk; an empty reply is one chunk. */
function googleChunks(c: Completion): unknown[] {
  const deltas = c.deltas.length === 0 ? [''] : c.deltas;
  return deltas.map((text, index) => googleResponse(c, [text], index === deltas.length - 1));
}

function googleSseFrames(c: Completion): Frame[] {
  // Gemini frames its SSE events with CRLF, unlike OpenAI and Anthropic.
  return googleChunks(c).map((chunk) => ({ text: `data: ${JSON.stringify(chunk)}\r\n\r\n`, isDelta: true }));
}

/** streamGenerateContent without alt=sse: one JSON array, written element by element. */
function googleJsonArrayFrames(c: Completion): Frame[] {
  const elements = googleChunks(c).map((chunk, index) => ({ text: `${index === 0 ? '[' : ',\r\n'}${JSON.stringify(chunk)}`, isDelta: true }));
  return [...elements, { text: ']', isDelta: false }];
}

// ---------------------------------------------------------------------------------------------
// Errors in each provider's shape
// ---------------------------------------------------------------------------------------------

const DEFAULT_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Invalid request.',
  401: 'Invalid authentication.',
  403: 'Permission denied.',
  404: 'Not found.',
  408: 'Request timed out.',
  413: 'Request too large.',
  429: 'Rate limit reached. Please try again later.',
  500: 'The server had an error while processing your request.',
  502: 'Bad gateway.',
  503: 'The service is temporarily overloaded. Please try again later.',
  504: 'Gateway timeout.',
  529: 'Overloaded',
};

function errorBodyFor(provider: SimulatedProviderKind, step: ProviderErrorSpec): unknown {
  const message = step.message ?? DEFAULT_MESSAGES[step.status] ?? `Error ${step.status}.`;
  switch (provider) {
    case 'openai':
    case 'azure':
      return openAiErrorBody(step.status, message, step.type, step.code);
    case 'anthropic':
      return anthropicErrorBody(step.type ?? anthropicErrorType(step.status), message);
    case 'google':
      return googleErrorBody(step.status, message, step.type);
  }
}

function openAiErrorBody(status: number, message: string, type?: string, code?: string | null, param: string | null = null): unknown {
  const defaults = openAiErrorDefaults(status);
  return { error: { message, type: type ?? defaults.type, param, code: code === undefined ? defaults.code : code } };
}

function openAiErrorDefaults(status: number): { type: string; code: string | null } {
  if (status === 401) return { type: 'invalid_request_error', code: 'invalid_api_key' };
  if (status === 404) return { type: 'invalid_request_error', code: 'model_not_found' };
  // OpenAI's own 429: type names the exhausted limit (requests/tokens), code says rate_limit_exceeded.
  if (status === 429) return { type: 'requests', code: 'rate_limit_exceeded' };
  if (status >= 500) return { type: 'server_error', code: null };
  return { type: 'invalid_request_error', code: null };
}

function anthropicErrorType(status: number): string {
  const types: Readonly<Record<number, string>> = {
    400: 'invalid_request_error',
    401: 'authentication_error',
    403: 'permission_error',
    404: 'not_found_error',
    413: 'request_too_large',
    429: 'rate_limit_error',
    503: 'overloaded_error',
    529: 'overloaded_error',
  };
  return types[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}

function anthropicErrorBody(type: string, message: string): unknown {
  return { type: 'error', error: { type, message }, request_id: `req_${randomId(24)}` };
}

function googleErrorBody(status: number, message: string, statusName?: string): unknown {
  const names: Readonly<Record<number, string>> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
    500: 'INTERNAL',
    503: 'UNAVAILABLE',
    504: 'DEADLINE_EXCEEDED',
  };
  return { error: { code: status, message, status: statusName ?? names[status] ?? (status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION') } };
}

function requestIdHeader(provider: SimulatedProviderKind): Record<string, string> {
  switch (provider) {
    case 'openai':
    case 'azure':
      return { 'x-request-id': `req_${randomId(24)}` };
    case 'anthropic':
      return { 'request-id': `req_${randomId(24)}` };
    case 'google':
      return {};
  }
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

type Interruption =
  | { readonly afterDeltas: number; readonly mode: 'destroy' | 'stall' }
  | { readonly afterDeltas: number; readonly mode: 'error-event'; readonly error: ProviderErrorSpec; readonly frame: string };

function interruptionOf(step: ReplyStep, route: Route): Interruption | undefined {
  if (step.failAfterDeltas !== undefined) return { afterDeltas: step.failAfterDeltas, mode: 'destroy' };
  if (step.stallAfterDeltas !== undefined) return { afterDeltas: step.stallAfterDeltas, mode: 'stall' };
  if (step.errorEventAfterDeltas !== undefined) {
    const error = step.errorEvent ?? { status: route.provider === 'anthropic' ? 529 : 500 };
    return { afterDeltas: step.errorEventAfterDeltas, mode: 'error-event', error, frame: errorEventFrame(route, error) };
  }
  return undefined;
}

/** The provider's error event inside an already-started stream. */
function errorEventFrame(route: Route, error: ProviderErrorSpec): string {
  const body = JSON.stringify(errorBodyFor(route.provider, error));
  switch (route.provider) {
    case 'openai':
    case 'azure':
      return `data: ${body}\n\n`;
    case 'anthropic':
      return `event: error\ndata: ${body}\n\n`;
    case 'google':
      // In the JSON-array stream the error is one more element, and the array is closed.
      return route.sse === true ? `data: ${body}\r\n\r\n` : `,\r\n${body}]`;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

async function sendCompletionJson(res: ServerResponse, body: unknown, headers: Readonly<Record<string, string>>, interrupt: Interruption | undefined, signal: AbortSignal): Promise<void> {
  if (interrupt === undefined) {
    sendJson(res, 200, body, headers);
    return;
  }
  // The full Content-Length announces bytes that never come, so the client sees a truncated body.
  const text = Buffer.from(JSON.stringify(body));
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': text.byteLength, ...headers });
  await writeChunk(res, text.subarray(0, Math.floor(text.byteLength / 2)));
  await interruptResponse(res, interrupt, signal);
}

/** Index of the frame before which the stream breaks: the first delta past `afterDeltas`, else the end of the deltas. */
function interruptionIndex(frames: readonly Frame[], afterDeltas: number): number {
  let deltas = 0;
  let afterLastDelta = 0;
  for (const [index, frame] of frames.entries()) {
    if (!frame.isDelta) continue;
    if (deltas === afterDeltas) return index;
    deltas += 1;
    afterLastDelta = index + 1;
  }
  return afterLastDelta;
}

async function sendStream(
  res: ServerResponse,
  contentType: string,
  frames: readonly Frame[],
  plan: { readonly headers: Readonly<Record<string, string>>; readonly interrupt: Interruption | undefined; readonly delayMs: number; readonly burst: boolean },
  signal: AbortSignal,
): Promise<void> {
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-cache', ...plan.headers });
  res.flushHeaders();
  if (plan.burst) {
    await writeChunk(res, frames.map((frame) => frame.text).join(''));
    res.end();
    return;
  }
  const breakAt = plan.interrupt === undefined ? -1 : interruptionIndex(frames, plan.interrupt.afterDeltas);
  let deltasSent = 0;
  for (const [index, frame] of frames.entries()) {
    if (index === breakAt && plan.interrupt !== undefined) return interruptResponse(res, plan.interrupt, signal);
    if (frame.isDelta && deltasSent > 0) await pause(plan.delayMs, signal);
    if (signal.aborted) return;
    await writeChunk(res, frame.text);
    if (frame.isDelta) deltasSent += 1;
  }
  if (breakAt === frames.length && plan.interrupt !== undefined) return interruptResponse(res, plan.interrupt, signal);
  res.end();
}

async function interruptResponse(res: ServerResponse, interrupt: Interruption, signal: AbortSignal): Promise<void> {
  switch (interrupt.mode) {
    case 'destroy':
      res.destroy();
      return;
    case 'stall':
      await untilAborted(signal);
      return;
    case 'error-event':
      await writeChunk(res, interrupt.frame);
      res.end();
      return;
  }
}

/**
 * Resolves once the chunk reached the socket, so a later destroy() cannot swallow it (and
 * backpressure is honoured); never waits on a socket that is already gone.
 */
async function writeChunk(res: ServerResponse, chunk: string | Buffer): Promise<void> {
  if (res.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = (): void => {
      res.off('close', done);
      resolve();
    };
    res.on('close', done);
    res.write(chunk, done);
  });
}

async function pause(ms: number | undefined, signal: AbortSignal): Promise<void> {
  if (ms === undefined || ms <= 0 || signal.aborted) return;
  try {
    await sleepTimer(ms, undefined, { signal });
  } catch (error: unknown) {
    // An abort only means the exchange is over; callers check the signal.
    if (!signal.aborted) throw error;
  }
}

async function untilAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return;
  await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function arrayOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomId(length: number): string {
  return Array.from(randomBytes(length), (byte) => BASE62[byte % 62]).join('');
}
