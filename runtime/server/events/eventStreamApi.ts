import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { eventReaches, sseComment, sseFrame, sseRetry } from '../../core/events/index.ts';
import { ApiError, addressKey, apiRoute, success } from '../platform/index.ts';
import type { ConsoleEvent, EventBus } from './eventBus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event stream's bus (present when the app has a database). */
    events: EventBus;
  }
}

export interface EventStreamOptions {
  /** The build this instance serves, said first on every stream. Default: none. */
  buildId?: string | undefined;
  /** A comment line this often keeps proxies and the client's 45 s heartbeat check happy. Default 15 s. */
  heartbeatMs?: number | undefined;
  /** Streams one session may hold open on this instance. Default 4. */
  maxStreamsPerSession?: number | undefined;
  /**
   * Streams one address (an IPv6 address by its /64) may hold open on this instance, whatever the
   * sessions: an office behind one address has room, a script logging in over and over does not.
   * Default 200.
   */
  maxStreamsPerAddress?: number | undefined;
}

/** The client's reconnect wait, sent as `retry:` (spec section 7: initial retry 1000 ms). */
const RETRY_MS = 1000;

const tooManyStreams = () =>
  new ApiError(
    429,
    'TOO_MANY_STREAMS',
    '열려 있는 알림 연결이 너무 많습니다. 사용하지 않는 창을 닫아주세요.',
  );

/**
 * `GET /api/events` (logged in): the event stream of the caller's session, `text/event-stream`.
 * First the build this instance serves (an event without id), then the events kept after
 * `lastEventId` when the client resumes, then live events: `session` for this session (after which
 * the stream ends: the session is over), and `initial-data`, `build` and `notice` for everyone.
 */
export async function eventStreamApi(app: FastifyInstance, options: EventStreamOptions): Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxPerSession = options.maxStreamsPerSession ?? 4;
  const maxPerAddress = options.maxStreamsPerAddress ?? 200;
  const open = new Map<string, number>();
  const openByAddress = new Map<string, number>();
  const closers = new Set<() => void>();
  let closing = false;
  // Fastify's close waits for open responses: end the streams first, and any stream whose request
  // was still on its way (its session being read) as soon as it opens.
  app.addHook('preClose', async () => {
    closing = true;
    for (const close of [...closers]) close();
  });

  apiRoute(app, API_ROUTES['events.stream'], async (request, reply) => {
    const user = request.user;
    // The auth hooks refused any caller without a session; this is the type's guarantee.
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', '권한이 없습니다.');
    const listener = { usrId: user.usrId, sessionId: user.sessionId };
    const count = open.get(user.sessionId) ?? 0;
    const address = addressKey(request.ip);
    const fromAddress = openByAddress.get(address) ?? 0;
    if (count >= maxPerSession || fromAddress >= maxPerAddress) throw tooManyStreams();
    const header = request.headers['last-event-id'];
    const resumeFrom = Number(
      request.query.lastEventId ?? (typeof header === 'string' && /^\d{1,18}$/.test(header) ? header : 0),
    );

    open.set(user.sessionId, count + 1);
    openByAddress.set(address, fromAddress + 1);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and the like: pass each event on at once.
      'x-accel-buffering': 'no',
    });
    raw.write(sseRetry(RETRY_MS));
    if (options.buildId)
      raw.write(sseFrame({ event: 'build', data: JSON.stringify({ buildId: options.buildId }) }));

    let ended = false;
    let replaying = true;
    let sentUpTo = resumeFrom;
    const held: ConsoleEvent[] = [];
    const send = (event: ConsoleEvent) => {
      if (ended || event.id <= sentUpTo || !eventReaches(event, listener)) return;
      sentUpTo = event.id;
      // A notice is not shown to the session that sent it (it has its own confirmation); which
      // session that was stays on the server.
      const { senderSessionId, ...data } = event.data as { senderSessionId?: string };
      if (senderSessionId === user.sessionId) return;
      raw.write(sseFrame({ id: event.id, event: event.type, data: JSON.stringify(data) }));
      // The session is over: nothing more is for it.
      if (event.type === 'session') end();
    };
    const unsubscribe = app.events.subscribe((event) => {
      if (replaying) held.push(event);
      else send(event);
    });
    const heartbeat = setInterval(() => raw.write(sseComment('ping')), heartbeatMs);
    heartbeat.unref();
    function end(): void {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      closers.delete(end);
      const left = (open.get(user!.sessionId) ?? 1) - 1;
      if (left > 0) open.set(user!.sessionId, left);
      else open.delete(user!.sessionId);
      const fromHere = (openByAddress.get(address) ?? 1) - 1;
      if (fromHere > 0) openByAddress.set(address, fromHere);
      else openByAddress.delete(address);
      raw.end();
    }
    closers.add(end);
    if (closing) end();
    // The client went away (or the response was ended): stop writing to it.
    raw.on('close', end);
    raw.on('error', end);

    try {
      if (resumeFrom > 0) for (const event of await app.events.since(resumeFrom)) send(event);
    } catch (error) {
      request.log.warn({ err: error }, 'event stream: events to resume not read');
    }
    replaying = false;
    for (const event of held.splice(0)) send(event);
    request.log.debug({ usrId: user.usrId, resumeFrom }, 'event stream opened');
  });

  apiRoute(app, API_ROUTES['events.notice'], async (request) => {
    const from = request.user?.usrNm;
    await app.events.publish('notice', {
      message: request.body.message,
      ...(from ? { from } : {}),
      ...(request.user ? { senderSessionId: request.user.sessionId } : {}),
    });
    request.log.info({ usrId: request.user?.usrId }, 'notice sent');
    return success({ sent: true as const });
  });
}
