export interface LogSenderOptions {
  /** Default `globalThis.fetch`, looked up per post (tests install their own). */
  fetch?: typeof globalThis.fetch | undefined;
  /** The full URL of a logging path (`api.baseUrl` + path). */
  url: (path: string) => string;
  /** The session's headers (tokens, transaction id) for one post. */
  headers: () => Record<string, string>;
}

/** Posts one JSON record to a path; resolves with the answer (ignored by every caller). */
export type LogPost = (path: string, record: unknown) => Promise<Response>;

/**
 * How the interface log (and the client error report) posts its records: a plain `fetch` beside the API client, so a record
 * never waits in the task queue, never shows the loading bar or an error dialog, never ends the
 * session on a 401, and is never logged itself. `keepalive` lets the last records of a page
 * leaving still go out.
 */
export function createLogSender(options: LogSenderOptions): LogPost {
  return (path, record) =>
    (options.fetch ?? globalThis.fetch)(options.url(path), {
      method: 'POST',
      headers: { ...options.headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
      credentials: 'same-origin',
      keepalive: true,
    });
}
