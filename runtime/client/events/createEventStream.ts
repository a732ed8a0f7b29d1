import { createParser } from 'eventsource-parser';
import {
  afterFailure,
  afterOpen,
  EVENT_STREAM_DEFAULTS,
  INITIAL_RETRY,
  type RetryState,
  withServerRetry,
} from '../../core/events/index.ts';
import { type Clock, systemClock } from '../../core/transport/index.ts';

/** One event as the stream delivered it. */
export interface StreamEvent {
  /** The `event:` name (`message` when the server sent none). */
  type: string;
  data: string;
  id?: string | undefined;
}

/** Why the stream stopped for good: the server answered, but not with an event stream. */
export interface EventStreamError {
  status: number;
  contentType: string;
}

export interface EventStreamOptions {
  url: string;
  /** Headers of each connection attempt (the session's current token). */
  headers?: () => Record<string, string>;
  fetch?: typeof globalThis.fetch;
  clock?: Clock;
  /** Resume after this event id from the first connection on (another tab's stream heard it). */
  lastEventId?: string | undefined;
  /** No byte for this long: the connection is taken for dead and made again. Default 45000. */
  heartbeatTimeoutMs?: number;
  onEvent(event: StreamEvent): void;
  onOpen?(): void;
  /**
   * A non-200 answer or a content type other than `text/event-stream` (spec section 8): the stream
   * is aborted and does not reconnect by itself.
   */
  onError?(error: EventStreamError): void;
}

export type EventStreamState = 'idle' | 'connecting' | 'open' | 'waiting' | 'closed';

export interface EventStream {
  /** Connects (again after `stop()` or an error). */
  start(): void;
  stop(): void;
  readonly state: EventStreamState;
  /** The id of the last event with one; sent as `lastEventId` when reconnecting. */
  readonly lastEventId: string | undefined;
}

/**
 * The event-stream client of spec section 7, over `fetch` so the session's token travels in its
 * header: a heartbeat timeout of 45 s, a first retry after 1 s that doubles on each failure (kept
 * between 1000 and 18,000,000 ms; the server's `retry:` sets the base), and resuming with the
 * `lastEventId` query parameter. Parsing is eventsource-parser's.
 */
export function createEventStream(options: EventStreamOptions): EventStream {
  const clock = options.clock ?? systemClock;
  const heartbeatMs = options.heartbeatTimeoutMs ?? EVENT_STREAM_DEFAULTS.heartbeatTimeoutMs;
  let state: EventStreamState = 'idle';
  let retry: RetryState = INITIAL_RETRY;
  let lastEventId: string | undefined = options.lastEventId;
  let abort: AbortController | undefined;
  let retryTimer: unknown;
  let heartbeat: unknown;
  // Bumped by stop() and each attempt, so an old attempt's callbacks do nothing.
  let attempt = 0;

  const urlOf = () => {
    if (lastEventId === undefined) return options.url;
    const sep = options.url.includes('?') ? '&' : '?';
    return `${options.url}${sep}lastEventId=${encodeURIComponent(lastEventId)}`;
  };

  const clearTimers = () => {
    if (retryTimer !== undefined) clock.clearTimeout(retryTimer);
    if (heartbeat !== undefined) clock.clearTimeout(heartbeat);
    retryTimer = heartbeat = undefined;
  };

  function reconnectLater(my: number): void {
    if (my !== attempt || state === 'closed' || state === 'idle') return;
    // The old attempt is over: its reader's rejection (aborted below) must not schedule again.
    attempt++;
    abort?.abort();
    clearTimers();
    state = 'waiting';
    const { waitMs, next } = afterFailure(retry);
    retry = next;
    retryTimer = clock.setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, waitMs);
  }

  function armHeartbeat(my: number): void {
    if (heartbeat !== undefined) clock.clearTimeout(heartbeat);
    heartbeat = clock.setTimeout(() => {
      heartbeat = undefined;
      reconnectLater(my);
    }, heartbeatMs);
  }

  async function connect(): Promise<void> {
    const my = ++attempt;
    state = 'connecting';
    abort = new AbortController();
    armHeartbeat(my);
    let res: Response;
    try {
      res = await (options.fetch ?? globalThis.fetch)(urlOf(), {
        headers: { Accept: 'text/event-stream', 'Cache-Control': 'no-cache', ...options.headers?.() },
        cache: 'no-store',
        signal: abort.signal,
      });
    } catch {
      reconnectLater(my);
      return;
    }
    if (my !== attempt) return;
    const contentType = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !/^text\/event-stream\b/i.test(contentType) || !res.body) {
      abort.abort();
      clearTimers();
      state = 'closed';
      options.onError?.({ status: res.status, contentType });
      return;
    }
    state = 'open';
    retry = afterOpen(retry);
    options.onOpen?.();
    const parser = createParser({
      onEvent(e) {
        if (my !== attempt) return;
        if (e.id !== undefined) lastEventId = e.id;
        options.onEvent({ type: e.event ?? 'message', data: e.data, id: e.id });
      },
      onRetry(ms) {
        retry = withServerRetry(ms);
      },
    });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (my !== attempt) return;
        if (done) break;
        armHeartbeat(my);
        parser.feed(value);
      }
    } catch {
      // aborted (stop, heartbeat) or the connection dropped
    }
    reconnectLater(my);
  }

  return {
    start() {
      if (state === 'connecting' || state === 'open' || state === 'waiting') return;
      retry = INITIAL_RETRY;
      void connect();
    },
    stop() {
      attempt++;
      state = 'idle';
      clearTimers();
      abort?.abort();
      abort = undefined;
    },
    get state() {
      return state;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
