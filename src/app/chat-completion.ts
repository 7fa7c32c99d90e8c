import { performance } from 'node:perf_hooks';
import type { Completion, CompletionEvent, FinishReason, Usage } from '../core/chat.js';
import type { Clock } from '../core/clock.js';
import type { Detection } from '../core/detection.js';
import { VeilError } from '../core/errors.js';
import { randomBase62 } from '../core/ids.js';
import type { Principal } from '../core/principal.js';
import type { Detector } from '../detection-pool/detector.js';
import type { Metrics } from '../observability/metrics.js';
import type { ProviderAdapter } from '../providers/contract.js';
import type { Providers } from '../providers/providers.js';
import type { Transport, UpstreamReply } from '../providers/transport.js';
import { contentChunk, lastChunk, roleChunk, SSE_DONE, sseEvent, type ChunkIdentity } from '../streaming/chat-chunks.js';
import { createOutputGuard, type GuardStep } from '../streaming/output-guard.js';
import { parseChatRequest, withContents } from './chat-request.js';
import { json, type AppResponse, type AuthenticatedRequest } from './contract.js';
import type { DetectionLogger, LoggedInputDetection, LoggedOutputDetection } from './log-detections.js';
import type { PolicyStore, VersionedPolicy } from './policy-store.js';
import { outputView, rulesetOf, scanContent, scanDetections, toApiDetection } from './scan-content.js';

export interface ChatCompletionDeps {
  readonly detector: Detector;
  readonly policies: PolicyStore;
  readonly providers: Providers;
  readonly transport: Transport;
  readonly detectionLog: DetectionLogger;
  readonly metrics: Metrics;
  readonly clock: Clock;
  /** The longest finding the engine reports (UTF-16 units): what a streamed reply holds back. */
  readonly holdBackChars: number;
  /** Released reply text re-read as context when the next part is scanned. */
  readonly contextChars: number;
}

/** A non-streamed reply larger than this is refused (503) rather than buffered. */
const MAX_REPLY_BYTES = 16 * 1024 * 1024;

/**
 * Before a stream's first release, reads are handled in slices of this many bytes: a provider
 * that answers in a burst (a cached reply, a fast model, a buffering proxy) can deliver tens of
 * kilobytes in one read: 30 KB is about 110 OpenAI events, whose decoding and scan took up to
 * 0.9 ms before the first token could leave (docs/performance.md, session 11). A few events are
 * enough to release the first words; after that, whole reads cost fewer scans.
 */
const FIRST_RELEASE_SLICE_BYTES = 1024;

/**
 * POST /chat/completions (spec 4.2): validate → route → scan every message → policy (403 on
 * REJECT, nothing forwarded) → forward the masked request → scan the reply (masked, or 403) →
 * answer with the detections of both directions; every detection is logged. Streamed replies go
 * through the output guard, which releases text only once no detection can still span it.
 * Fails closed: when detection cannot run, the request fails with 503 and nothing unscanned
 * leaves in either direction.
 */
export function createChatCompletion(deps: ChatCompletionDeps): (req: AuthenticatedRequest) => Promise<AppResponse> {
  return async (req) => {
    const startedMs = performance.now();
    const { request, stream } = parseChatRequest(req.body);
    const { adapter } = deps.providers.resolve(request.model);
    const policy = deps.policies.current();
    const log = logFor(deps, req, request.model, adapter, request.messages.length);

    let detectionMs = performance.now();
    const input = await scanContent(deps.detector, policy, request.messages.map((m) => m.content));
    detectionMs = performance.now() - detectionMs;
    const inputLogged: LoggedInputDetection[] = input.texts.flatMap((scan, messageIndex) => scan.detections.map((detection) => ({ messageIndex, detection })));
    if (input.blockedBy !== undefined) {
      log(inputLogged, []);
      throw blocked(input.blockedBy, 'input');
    }
    // Built before anything is logged or sent: a parameter this provider cannot take is a 400.
    const upstreamRequest = adapter.buildRequest(
      withContents(
        request,
        input.texts.map((t) => t.masked),
      ),
      { stream },
    );
    const inputApi = input.texts.flatMap((scan, index) => scan.detections.map((d) => toApiDetection(d, index)));

    // Whatever fails from here on, the input's detections are logged before the error leaves.
    const loggingInputOnFailure = async <T>(work: Promise<T>): Promise<T> => {
      try {
        return await work;
      } catch (error) {
        log(inputLogged, []);
        throw error;
      }
    };
    const upstreamStartedMs = performance.now();
    const reply = await loggingInputOnFailure(deps.transport.send(adapter, upstreamRequest, req.disconnect));
    const identity: ChunkIdentity = { id: `chatcmpl-${randomBase62(24)}`, created: Math.floor(deps.clock.nowMs() / 1000), model: request.model };

    if (!stream) {
      const completion: Completion = await loggingInputOnFailure(reply.text(MAX_REPLY_BYTES).then((body) => adapter.parseResponse(body)));
      const upstreamMs = performance.now() - upstreamStartedMs;
      let outputMs = performance.now();
      const output = await loggingInputOnFailure(scanContent(deps.detector, policy, [completion.content]));
      outputMs = performance.now() - outputMs;
      const scanned = output.texts[0] ?? { detections: [], masked: completion.content };
      log(
        inputLogged,
        scanned.detections.map((detection) => ({ detection: outputView(detection), originalText: detection.text })),
      );
      if (output.blockedBy !== undefined) throw blocked(output.blockedBy, 'output');

      const timing = { detectionMs: detectionMs + outputMs, upstreamMs, totalMs: performance.now() - startedMs };
      deps.metrics.observeChat(adapter.kind, toSeconds(timing));
      return json(
        200,
        {
          id: identity.id,
          object: 'chat.completion',
          created: identity.created,
          model: request.model,
          choices: [{ index: 0, message: { role: 'assistant', content: scanned.masked }, logprobs: null, finish_reason: completion.finishReason }],
          usage: completion.usage ?? { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
          detections: { input: inputApi, output: scanned.detections.map((d) => toApiDetection(outputView(d))) },
        },
        { 'server-timing': serverTiming(timing) },
      );
    }

    const timeToFirstByteMs = performance.now() - upstreamStartedMs;
    // Logged now: the stream may never start (a client gone before its first byte).
    log(inputLogged, []);
    return {
      kind: 'stream',
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        // Known when the stream starts: the input scan and the provider's time to its first byte.
        'server-timing': `detection;dur=${detectionMs.toFixed(3)}, upstream;desc="first byte";dur=${timeToFirstByteMs.toFixed(3)}`,
      },
      failureEvent: (errorBody) => sseEvent(errorBody) + SSE_DONE,
      run: (sink) =>
        streamReply({
          deps,
          policy,
          adapter,
          reply,
          identity,
          write: (text) => sink.write(text),
          inputApi,
          onDone: (outputLogged, outputMs) => {
            log([], outputLogged);
            const totalMs = performance.now() - startedMs;
            const upstreamMs = performance.now() - upstreamStartedMs;
            deps.metrics.observeChat(adapter.kind, toSeconds({ detectionMs: detectionMs + outputMs, upstreamMs, totalMs }));
          },
        }),
    };
  };
}

interface StreamContext {
  readonly deps: ChatCompletionDeps;
  readonly policy: VersionedPolicy;
  readonly adapter: ProviderAdapter;
  readonly reply: UpstreamReply;
  readonly identity: ChunkIdentity;
  readonly write: (text: string) => Promise<void>;
  readonly inputApi: readonly unknown[];
  /** Called once, however the stream ends: the output detections released so far and the scan time. */
  readonly onDone: (outputLogged: readonly LoggedOutputDetection[], outputMs: number) => void;
}

/**
 * The streamed reply: the role chunk at once, then the provider's deltas through the output
 * guard, then the last chunk with finish reason, usage and detections. Throwing ends the stream
 * with an error event (src/http): a REJECT in the reply, a scan that cannot run, a provider that
 * breaks off. Text the guard still holds is never released in those cases.
 */
async function streamReply(ctx: StreamContext): Promise<void> {
  const { deps, policy, adapter, reply, identity } = ctx;
  let outputMs = 0;
  const tail = deps.detector.viableTail(rulesetOf(policy));
  const guard = createOutputGuard({
    holdBackChars: deps.holdBackChars,
    contextChars: deps.contextChars,
    viableFrom: (text, offset) => tail.from(text, offset),
    scan: async (text) => {
      const scanStartedMs = performance.now();
      try {
        return await scanDetections(deps.detector, policy, text);
      } finally {
        outputMs += performance.now() - scanStartedMs;
      }
    },
  });
  const outputLogged: LoggedOutputDetection[] = [];
  const outputApi: unknown[] = [];
  let finishReason: FinishReason | undefined;
  let usage: Usage | undefined;
  let releasedAny = false;

  const release = async (step: GuardStep): Promise<void> => {
    for (const released of step.detections) {
      outputLogged.push(released);
      outputApi.push(toApiDetection(released.detection));
    }
    if (step.blockedBy !== undefined) {
      outputLogged.push(step.blockedBy);
      throw blocked(step.blockedBy.detection, 'output');
    }
    if (step.release === '') return;
    releasedAny = true;
    await ctx.write(contentChunk(identity, step.release));
  };
  // The deltas that one read of the provider's body completes go to the guard together: a burst
  // of small deltas (a fast model, a network hiccup) costs one scan, not one per delta.
  const handle = async (events: readonly CompletionEvent[]): Promise<void> => {
    let text = '';
    for (const event of events) {
      if (event.kind === 'delta') text += event.content;
      else if (event.kind === 'finish') finishReason = event.finishReason;
      else usage = event.usage;
    }
    if (text !== '') await release(await guard.push(text));
  };

  try {
    await ctx.write(roleChunk(identity));
    const decoder = adapter.createStreamDecoder();
    for await (const bytes of reply.body) {
      // Until the first content is out, a large read is decoded and guarded a slice at a time,
      // so that the first token waits for its own events, not for the whole burst.
      let at = 0;
      for (; !releasedAny && bytes.length - at > FIRST_RELEASE_SLICE_BYTES; at += FIRST_RELEASE_SLICE_BYTES) {
        await handle(decoder.push(bytes.subarray(at, at + FIRST_RELEASE_SLICE_BYTES)));
      }
      await handle(decoder.push(at === 0 ? bytes : bytes.subarray(at)));
    }
    await handle(decoder.end());
    if (finishReason === undefined) throw new VeilError('provider_unavailable', `the ${adapter.kind} provider ended the stream before the reply was complete`);
    await release(await guard.finish());
    await ctx.write(lastChunk(identity, finishReason, usage, { input: ctx.inputApi, output: outputApi }));
  } finally {
    reply.discard();
    ctx.onDone(outputLogged, outputMs);
  }
}

function logFor(
  deps: ChatCompletionDeps,
  req: AuthenticatedRequest,
  model: string,
  adapter: ProviderAdapter,
  inputMessageCount: number,
): (input: readonly LoggedInputDetection[], output: readonly LoggedOutputDetection[]) => void {
  const principal: Principal = req.principal;
  return (input, output) => deps.detectionLog.log({ principal, requestId: req.requestId, sessionId: null, model, provider: adapter.kind, inputMessageCount }, input, output);
}

function blocked(detection: Detection, direction: 'input' | 'output'): VeilError {
  return new VeilError('content_blocked', `content blocked by policy (${detection.entity_type})`, {
    blocked: { reason: detection.entity_type, confidence: detection.confidence, direction },
  });
}

interface Timing {
  readonly detectionMs: number;
  readonly upstreamMs: number;
  readonly totalMs: number;
}

/** Server-Timing (W3C): the guardrails' cost, the provider's time, and the gateway's own time. */
function serverTiming(t: Timing): string {
  const gatewayMs = Math.max(0, t.totalMs - t.upstreamMs);
  return `detection;dur=${t.detectionMs.toFixed(3)}, upstream;dur=${t.upstreamMs.toFixed(3)}, gateway;dur=${gatewayMs.toFixed(3)}, total;dur=${t.totalMs.toFixed(3)}`;
}

function toSeconds(t: Timing): { detectionSeconds: number; upstreamSeconds: number; gatewaySeconds: number } {
  return { detectionSeconds: t.detectionMs / 1000, upstreamSeconds: t.upstreamMs / 1000, gatewaySeconds: Math.max(0, t.totalMs - t.upstreamMs) / 1000 };
}
