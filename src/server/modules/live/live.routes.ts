/**
 * `GET /api/events` (src/shared/contracts/live.ts, decision 030): the signed-in tab's Server-Sent
 * Events stream of its notices, read marks and chat lines.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LiveQuerySchema } from '#shared/contracts/live.ts';
import { ru } from '#shared/i18n/ru.ts';
import { ruLiveRefusals } from '#shared/i18n/ru/live-refusals.ts';
import type { AppDeps } from '../../app-deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { SESSION_COOKIE } from '../../lib/cookies.ts';
import { signedIn } from '../../plugins/access.ts';
import { loadSession } from '../../plugins/session.ts';
import { LiveHub, LiveStream, type HubOptions } from './hub.ts';
import { newestEventId } from './publish.ts';

const lastEventId = (header: unknown, query: number | undefined): number | null => {
  if (typeof header === 'string' && /^\d{1,15}$/.test(header)) return Number(header);
  return query ?? null;
};

/**
 * A comment line every `LIVE_HEARTBEAT_SECONDS` keeps proxies (nginx's `proxy_read_timeout`, 60 s by
 * default) and mobile networks from closing a quiet stream, and checks the session is still alive.
 */
export function liveRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  opts: HubOptions = { heartbeatMs: deps.config.LIVE_HEARTBEAT_SECONDS * 1000 },
): LiveHub {
  const hub = new LiveHub(deps);
  deps.metrics.sources.liveStreams = () => hub.size; // jti_live_streams_open, read at scrape time
  // Open streams would hold the server's close forever: end them first (the tabs reconnect elsewhere).
  app.addHook('preClose', async () => hub.close());
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/events', {
    // The browser opens and reopens the stream by itself: not the person's activity (issue 30).
    config: { access: 'auth', passive: true },
    schema: {
      tags: ['messages'],
      description:
        'Server-Sent Events (text/event-stream): ready, notice, read, chat. See src/shared/contracts/live.ts.',
      querystring: LiveQuerySchema,
    },
    handler: async (request, reply) => {
      const user = signedIn(request);
      // Only a client that reads a stream gets one; anything else would wait on an answer that never ends.
      if (!String(request.headers.accept ?? '').includes('text/event-stream'))
        throw new HttpError(406, ru.live.notAcceptable);
      // Before the answer starts: past the address's or the server's streams, a 429 or 503 the tab's
      // reconnect backs off from (issue 30).
      const refused = hub.refusal(request.ip);
      if (refused) {
        const status = refused.reason === 'address' ? 429 : 503;
        throw new HttpError(status, ruLiveRefusals[refused.reason], {
          headers: { 'retry-after': String(refused.retryAfter) },
        });
      }
      const given = lastEventId(request.headers['last-event-id'], request.query.last_event_id);
      // A resumed stream replays its last seconds too (the tab drops repeats); a fresh one starts at
      // the page's data (`from`) or now, and sends nothing from before it.
      const cursor = given ?? request.query.from ?? (await newestEventId(deps.db, user.id));
      const token = request.cookies[SESSION_COOKIE] ?? '';

      reply.hijack();
      const res = reply.raw;
      res.setHeader('x-request-id', request.id);
      if (deps.config.SERVED_BY) res.setHeader('x-served-by', deps.config.SERVED_BY);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // nginx would otherwise buffer the answer and deliver events late, in batches.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      request.raw.socket?.setNoDelay(true);

      const who = { userId: user.id, sessionHash: user.sessionHash, address: request.ip };
      const stream = new LiveStream(hub, who, res, cursor);
      const heartbeat = setInterval(() => {
        stream.write(': ping\n\n');
        // Only asks: a heartbeat is no sign of the person, so it does not extend the session.
        void loadSession(deps, token, { touch: false })
          .then((alive) => alive?.id === user.id || stream.close())
          .catch(() => {}); // the database away: keep the stream, the next beat asks again
      }, opts.heartbeatMs);
      heartbeat.unref();
      stream.onClose = () => clearInterval(heartbeat);
      res.on('close', () => stream.close());
      await hub.attach(stream);
      await stream.start(given === null);
    },
  });
  return hub;
}
