/**
 * Error codes of a database that cannot be reached: the socket's (refused, reset, timed out) and
 * PostgreSQL's connection classes (08…: connection exception; 57P01-57P03: shutting down, crashed,
 * starting up).
 */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);
/** What node-postgres says when the server went away mid-query or before it. */
const MESSAGES = /Connection terminated|connection is closed|Client has encountered a connection error/i;

/**
 * Whether `error` (or an error it wraps: drizzle puts the driver's error in `cause`) says the
 * database could not be reached, as opposed to a query that failed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && UNAVAILABLE.has(e.code)) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    // A refused connection to every address of a host is an AggregateError of them.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}
