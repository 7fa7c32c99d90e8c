/**
 * The baseline proxy of the chat benchmark: uWS in front, an undici Pool behind, and nothing
 * else. It reads the body, parses the JSON (as any proxy that looks at the request must),
 * forwards it to the upstream's /v1/chat/completions and returns the reply as is (a streamed reply
 * read by read, each written as it arrives, without backpressure). Veil's cost is
 * measured against this: whatever Veil spends beyond it is the price of its guardrails.
 *   node --import tsx bench/chat/minimal-proxy.ts <upstream origin>
 * Prints `listening on <url>`.
 */
import uWS from 'uWebSockets.js';
import { Pool } from 'undici';

const upstream = process.argv[2];
if (upstream === undefined) throw new Error('usage: minimal-proxy.ts <upstream origin>');
const pool = new Pool(upstream, { connections: 128, keepAliveTimeout: 30_000 });

uWS
  .App()
  .post('/*', (res, req) => {
    const authorization = req.getHeader('authorization');
    let aborted = false;
    res.onAborted(() => {
      aborted = true;
    });
    const parts: Buffer[] = [];
    res.onData((chunk, isLast) => {
      parts.push(Buffer.from(chunk.slice(0)));
      if (!isLast) return;
      const body: unknown = JSON.parse(Buffer.concat(parts).toString('utf8'));
      pool
        .request({ path: '/v1/chat/completions', method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) })
        .then(async (reply) => {
          const contentType = String(reply.headers['content-type'] ?? 'application/json');
          if (contentType.startsWith('text/event-stream')) {
            // A stream is passed on as it arrives, each read written at once.
            if (aborted) {
              reply.body.destroy();
              return;
            }
            res.cork(() => {
              res.writeStatus(String(reply.statusCode));
              res.writeHeader('content-type', contentType);
            });
            for await (const chunk of reply.body) {
              if (aborted) {
                reply.body.destroy();
                return;
              }
              res.cork(() => res.write(chunk as Buffer));
            }
            if (!aborted) res.cork(() => res.end());
            return;
          }
          const text = await reply.body.text();
          if (aborted) return;
          res.cork(() => {
            res.writeStatus(String(reply.statusCode));
            res.writeHeader('content-type', contentType);
            res.end(text);
          });
        })
        .catch(() => {
          if (!aborted) res.cork(() => res.writeStatus('502').end());
        });
    });
  })
  .listen('127.0.0.1', 0, (socket) => {
    if (socket === false) process.exit(1);
    process.stdout.write(`listening on http://127.0.0.1:${uWS.us_socket_local_port(socket)}\n`);
  });
