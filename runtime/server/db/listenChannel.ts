import type pg from 'pg';
import type { Database, DatabaseLogger } from './openDatabase.ts';

export interface ListenChannelOptions {
  /** Each notification's payload, in the order PostgreSQL delivers them. */
  onMessage(payload: string): void;
  /**
   * PostgreSQL only: the listening connection was lost and is back. Notifications sent meanwhile
   * are gone; read what was missed from the table behind them.
   */
  onReconnect?(): void;
  /**
   * PostgreSQL only: the listening connection was lost (reconnecting begins). Until `onReconnect`,
   * notifications are not heard: whatever relies on them must not trust what it holds.
   */
  onLost?(): void;
  logger?: DatabaseLogger | undefined;
  /** First wait before reconnecting (doubles up to 2 s). Default 250 ms. */
  retryMs?: number | undefined;
}

export interface ChannelListener {
  /** Stops listening and closes the listening connection. Safe to call twice. */
  close(): Promise<void>;
}

const MAX_RETRY_MS = 2000;

/**
 * `LISTEN channel` on the database: PGlite delivers `NOTIFY` in-process; on PostgreSQL a
 * dedicated connection (outside the pool, which would hand it to queries) listens and reconnects
 * when the server restarts or the connection drops, so every process on one database hears every
 * `pg_notify` of any of them.
 */
export async function listenChannel(
  database: Database,
  channel: string,
  options: ListenChannelOptions,
): Promise<ChannelListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  if (database.kind === 'pglite') {
    const unlisten = await database.client.listen(channel, options.onMessage);
    let closed = false;
    return {
      async close() {
        if (closed || database.client.closed) return;
        closed = true;
        await unlisten();
      },
    };
  }
  return listenPostgres(database.url, channel, options);
}

async function listenPostgres(
  url: string,
  channel: string,
  options: ListenChannelOptions,
): Promise<ChannelListener> {
  const firstRetry = options.retryMs ?? 250;
  let client: pg.Client | undefined;
  let closed = false;
  let retry = firstRetry;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const { default: pgDriver } = await import('pg');
    const next = new pgDriver.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) options.onMessage(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (closed) return;
      options.logger?.warn(`LISTEN ${channel}: connection lost${error ? ` (${error.message})` : ''}`);
      options.onLost?.();
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const schedule = () => {
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await connect();
        retry = firstRetry;
        options.logger?.info(`LISTEN ${channel}: reconnected`);
        options.onReconnect?.();
      } catch {
        retry = Math.min(retry * 2, MAX_RETRY_MS);
        if (!closed) schedule();
      }
    }, retry);
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
