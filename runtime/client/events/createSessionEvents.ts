import { type Clock, systemClock } from '../../core/transport/index.ts';
import type { EventStream, EventStreamOptions, StreamEvent } from './createEventStream.ts';

/** The browser's Web Locks, as far as they are used here. */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

/** A BroadcastChannel, as far as it is used here. */
export interface EventChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface SessionEventsOptions {
  /** Opens the stream (one per browser and session, in the tab that holds the lock). */
  openStream(handlers: Pick<EventStreamOptions, 'onEvent' | 'onError' | 'lastEventId'>): EventStream;
  /** Each event, in every tab of the session. */
  onEvent(event: StreamEvent): void;
  /** `navigator.locks`; without it every tab holds its own stream. */
  locks?: LockManagerLike | undefined;
  /** A channel by name (BroadcastChannel); without it every tab holds its own stream. */
  openChannel?: ((name: string) => EventChannelLike | undefined) | undefined;
  clock?: Clock;
  /** After the server refused the stream (not an event stream, 401…): try again this much later. Default 60 s. */
  retryAfterErrorMs?: number;
}

export interface SessionEvents {
  /** Listens for the session `key` (its process id): idempotent for the same key. */
  start(key: string): void;
  stop(): void;
}

const isStreamEvent = (v: unknown): v is StreamEvent =>
  !!v && typeof (v as StreamEvent).type === 'string' && typeof (v as StreamEvent).data === 'string';

/**
 * The session's event stream, shared by its tabs: browsers allow few connections per server over
 * HTTP/1.1, so one tab (the holder of the Web Lock `console-events:{key}`) keeps the stream and
 * relays each event over the BroadcastChannel of the same name; when it closes, another tab takes
 * the lock and connects, resuming after the last event id it relayed. Tabs of another session
 * (another key) never hear these events.
 */
export function createSessionEvents(options: SessionEventsOptions): SessionEvents {
  const clock = options.clock ?? systemClock;
  const retryAfterErrorMs = options.retryAfterErrorMs ?? 60_000;
  let key: string | undefined;
  let lastKey: string | undefined;
  let channel: EventChannelLike | undefined;
  let stream: EventStream | undefined;
  let release: (() => void) | undefined;
  let errorTimer: unknown;
  let generation = 0;
  // The last event id this tab heard (its own stream or relayed): a tab taking the stream over resumes there.
  let lastSeenId: string | undefined;
  const heard = (event: StreamEvent) => {
    if (event.id !== undefined) lastSeenId = event.id;
    options.onEvent(event);
  };

  function hold(my: number): Promise<void> {
    return new Promise<void>((resolve) => {
      if (my !== generation) {
        resolve();
        return;
      }
      release = resolve;
      stream = options.openStream({
        lastEventId: lastSeenId,
        onEvent(event) {
          if (my !== generation) return;
          channel?.postMessage(event);
          heard(event);
        },
        onError() {
          if (my !== generation) return;
          // Polling (and the next API call) still end a session; the stream tries again later.
          errorTimer = clock.setTimeout(() => {
            errorTimer = undefined;
            if (my === generation) stream?.start();
          }, retryAfterErrorMs);
        },
      });
      stream.start();
    });
  }

  function stop(): void {
    generation++;
    key = undefined;
    if (errorTimer !== undefined) clock.clearTimeout(errorTimer);
    errorTimer = undefined;
    stream?.stop();
    stream = undefined;
    release?.();
    release = undefined;
    channel?.close();
    channel = undefined;
  }

  return {
    start(next) {
      if (next === key) return;
      stop();
      if (next !== lastKey) lastSeenId = undefined;
      key = lastKey = next;
      const my = generation;
      const name = `console-events:${next}`;
      const locks = options.locks;
      channel = locks ? options.openChannel?.(name) : undefined;
      if (!locks || !channel) {
        void hold(my);
        return;
      }
      channel.addEventListener('message', (e) => {
        if (my === generation && isStreamEvent(e.data)) heard(e.data);
      });
      locks
        .request(name, () => hold(my))
        .catch(() => {
          // locks refused (a sandboxed frame): this tab listens on its own
          if (my === generation && !stream) void hold(my);
        });
    },
    stop,
  };
}
