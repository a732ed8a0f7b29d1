import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import type { ClientConfig } from '../../../schemas/index.ts';
import { buildUrl } from '../../core/transport/index.ts';
import { apiBaseOf } from '../../core/url/index.ts';
import type { EventStream } from './createEventStream.ts';
import {
  createSessionEvents,
  type EventChannelLike,
  type LockManagerLike,
  type SessionEvents,
} from './createSessionEvents.ts';
import { type ConsoleEventTargets, handleConsoleEvent } from './handleConsoleEvent.ts';

export interface ConsoleEventsOptions {
  config: Pick<ClientConfig, 'api' | 'app' | 'management'>;
  /** The headers of a call now (the session's tokens). */
  headers: () => Record<string, string>;
  /** What each event does; looked up per event. */
  targets: () => ConsoleEventTargets;
  fetch?: typeof globalThis.fetch | undefined;
  locks?: LockManagerLike | undefined;
  openChannel?: ((name: string) => EventChannelLike | undefined) | undefined;
}

/** A stream whose code loads at its first `start()` (nothing on a page that never logs in). */
function lazyStream(make: () => Promise<EventStream>): EventStream {
  let inner: EventStream | undefined;
  let wanted = false;
  let loading = false;
  return {
    start() {
      wanted = true;
      if (inner) {
        inner.start();
        return;
      }
      if (loading) return;
      loading = true;
      make().then(
        (stream) => {
          inner = stream;
          if (wanted) stream.start();
        },
        () => {
          loading = false; // a failed chunk load: the next start tries again
        },
      );
    },
    stop() {
      wanted = false;
      inner?.stop();
    },
    get state() {
      return inner?.state ?? 'idle';
    },
    get lastEventId() {
      return inner?.lastEventId;
    },
  };
}

const browserLocks = (): LockManagerLike | undefined =>
  (globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;

const browserChannel = (name: string): EventChannelLike | undefined =>
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(name);

/**
 * The console's event stream (`GET /api/events`), one per session and browser, or `undefined`
 * when `management.enabled` or `management.events.enabled` is off (the duplicate-check poll and the next call still end a
 * session; menus and builds are then noticed at the next load and the hourly check).
 */
export function createConsoleEvents(options: ConsoleEventsOptions): SessionEvents | undefined {
  const { config } = options;
  // The stream is a route of the management API.
  if (!config.management.enabled || !config.management.events.enabled) return undefined;
  const url = buildUrl(
    apiBaseOf(config.api.baseUrl, config.app.basePath),
    API_ENDPOINTS['events.stream'].url,
  );
  return createSessionEvents({
    openStream: (handlers) =>
      lazyStream(async () =>
        (await import('./createEventStream.ts')).createEventStream({
          ...handlers,
          url,
          headers: () => {
            const { Accept: _accept, ...rest } = options.headers();
            return rest;
          },
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
      ),
    onEvent: (event) => handleConsoleEvent(event, options.targets()),
    locks: options.locks ?? browserLocks(),
    openChannel: options.openChannel ?? browserChannel,
  });
}
