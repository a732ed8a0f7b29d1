import { and, asc, gt, lt } from 'drizzle-orm';
import type { ConsoleEventData, ConsoleEventType } from '../../../schemas/api/events.ts';
import type { EventAudience } from '../../core/events/index.ts';
import {
  type ChannelListener,
  consoleEvents,
  type Database,
  type DatabaseLogger,
  listenChannel,
} from '../db/index.ts';

/** The channel the `console_events` insert trigger notifies. */
export const EVENTS_CHANNEL = 'console_events';

/** An event as every instance hears it. */
export interface ConsoleEvent {
  id: number;
  type: ConsoleEventType;
  usrId: string | null;
  sessionId: string | null;
  data: unknown;
}

export interface EventBus {
  /** Records an event; every instance's subscribers hear it once the write commits. */
  publish<T extends ConsoleEventType>(
    type: T,
    data: ConsoleEventData<T>,
    audience?: EventAudience,
  ): Promise<void>;
  /** Hears every event of every instance (in the order this instance receives them). Returns the unsubscribe. */
  subscribe(listener: (event: ConsoleEvent) => void): () => void;
  /** Events after `id` still kept (the last hour), oldest first, at most `limit`. */
  since(id: number, limit?: number): Promise<ConsoleEvent[]>;
  /** Stops listening and sweeping. */
  close(): Promise<void>;
}

export interface EventBusOptions {
  logger?: DatabaseLogger | undefined;
  /** How long events are kept for resuming clients. Default one hour. */
  keepMs?: number | undefined;
  now?: (() => number) | undefined;
}

const SWEEP_EVERY_MS = 10 * 60_000;

function parseEvent(payload: string): ConsoleEvent | undefined {
  try {
    const e = JSON.parse(payload) as Partial<ConsoleEvent>;
    if (typeof e.id !== 'number' || typeof e.type !== 'string') return undefined;
    return {
      id: e.id,
      type: e.type,
      usrId: e.usrId ?? null,
      sessionId: e.sessionId ?? null,
      data: e.data ?? {},
    };
  } catch {
    return undefined;
  }
}

/**
 * The event stream's bus over the database: `publish` inserts a `console_events` row, whose trigger
 * sends `pg_notify`; every process listening on the database (PGlite: this one) hands the event to
 * its subscribers. After a lost PostgreSQL connection the events written meanwhile are read back
 * from the table, so none is lost and none is heard twice.
 */
export async function createEventBus(database: Database, options: EventBusOptions = {}): Promise<EventBus> {
  const { db } = database;
  const keepMs = options.keepMs ?? 60 * 60_000;
  const now = options.now ?? Date.now;
  const listeners = new Set<(event: ConsoleEvent) => void>();
  // Ids heard recently: a catch-up read after a reconnect may overlap with live notifications.
  const heard = new Set<number>();
  let lastId = 0;

  const deliver = (event: ConsoleEvent) => {
    if (heard.has(event.id)) return;
    heard.add(event.id);
    if (heard.size > 2000) heard.delete(heard.values().next().value as number);
    lastId = Math.max(lastId, event.id);
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        options.logger?.warn(`event listener failed: ${(error as Error).message}`);
      }
    }
  };

  const since = async (id: number, limit = 500): Promise<ConsoleEvent[]> => {
    const rows = await db
      .select()
      .from(consoleEvents)
      .where(and(gt(consoleEvents.id, id), gt(consoleEvents.regDttm, new Date(now() - keepMs))))
      .orderBy(asc(consoleEvents.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      type: r.type as ConsoleEventType,
      usrId: r.usrId,
      sessionId: r.sessionId,
      data: r.data,
    }));
  };

  const listener: ChannelListener = await listenChannel(database, EVENTS_CHANNEL, {
    logger: options.logger,
    onMessage(payload) {
      const event = parseEvent(payload);
      if (event) deliver(event);
    },
    onReconnect() {
      if (lastId === 0) return;
      since(lastId)
        .then((missed) => {
          for (const event of missed) deliver(event);
        })
        .catch((error: Error) => options.logger?.warn(`events after reconnect not read: ${error.message}`));
    },
  });

  const sweep = () =>
    db
      .delete(consoleEvents)
      .where(lt(consoleEvents.regDttm, new Date(now() - keepMs)))
      .catch((error: Error) => options.logger?.warn(`old events not removed: ${error.message}`));
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  await sweep();

  return {
    async publish(type, data, audience = {}) {
      await db.insert(consoleEvents).values({
        type,
        usrId: audience.usrId ?? null,
        sessionId: audience.sessionId ?? null,
        data,
      });
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    since,
    async close() {
      clearInterval(sweeper);
      listeners.clear();
      await listener.close();
    },
  };
}
