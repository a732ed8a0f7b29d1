import type { InterfaceLogSend } from './createInterfaceLogger.ts';

export interface LogSenderOptions {
  /** Default `globalThis.fetch`, looked up per post (tests install their own). */
  fetch?: typeof globalThis.fetch | undefined;
  /** The full URL of a logging path (`api.baseUrl` + path). */
  url: (path: string) => string;
  /** The session's headers (tokens, transaction id) for one post. */
  headers: () => Record<string, string>;
}

/**
 * How the interface log posts its records: a plain `fetch` beside the API client, so a record
 * never waits in the task queue, never shows the loading bar or an error dialog, never ends the
 * session on a 401, and is never logged itself. `keepalive` lets the last records of a page
 * leaving still go out.
 */
export function createLogSender(options: LogSenderOptions): InterfaceLogSend {
  return (path, record) =>
    (options.fetch ?? globalThis.fetch)(options.url(path), {
      method: 'POST',
      headers: { ...options.headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
      credentials: 'same-origin',
      keepalive: true,
    });
}
