/** How the server's log lines are written to standard output: pino's JSON, or one readable line. */
export type LogFormat = 'json' | 'text';

const LEVELS: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Fastify's own "Server listening at …": the CLI prints the address a person opens itself. */
const LISTENING = /^Server listening at /;

const two = (n: number) => String(n).padStart(2, '0');

/** `HH:mm:ss` in the machine's time zone, what a person compares with the clock on the wall. */
function clock(time: unknown): string {
  const d = new Date(typeof time === 'number' ? time : Date.now());
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/**
 * One pino JSON line as a person reads it: `12:03:04 WARN message` (no level word for info), the
 * request's method and URL, status and time when pino logged them (`server.middleware.logging`),
 * and for errors the stack on the lines below. Other fields are left to `--log json`. A line that
 * is not JSON is written as it is; `undefined` for a line not worth a person's look: debug and
 * trace (`--log json` has them), and Fastify's listening line (the CLI says where to go).
 */
export function textLogLine(line: string): string | undefined {
  let r: Record<string, unknown> | undefined;
  try {
    r = record(JSON.parse(line));
  } catch {
    r = undefined;
  }
  if (!r) return line;
  const msg = typeof r.msg === 'string' ? r.msg : '';
  if (LISTENING.test(msg)) return undefined;
  // Debug lines (the default `logging.level` is debug: every event stream opened) are for `--log json`.
  if (typeof r.level === 'number' && r.level < 30) return undefined;
  const level = typeof r.level === 'number' ? LEVELS[r.level] : undefined;
  const parts = [clock(r.time), ...(level ? [level] : []), msg];
  const req = record(r.req);
  if (req && typeof req.method === 'string' && typeof req.url === 'string') parts.push(req.method, req.url);
  const res = record(r.res);
  if (res && typeof res.statusCode === 'number') parts.push(String(res.statusCode));
  if (typeof r.responseTime === 'number') parts.push(`${Math.round(r.responseTime)} ms`);
  const err = record(r.err);
  const stack = typeof err?.stack === 'string' ? err.stack : undefined;
  let text = parts.filter(Boolean).join(' ');
  if (stack && typeof r.level === 'number' && r.level >= 50)
    text += `\n${stack
      .split('\n')
      .map((l) => `    ${l.trim()}`)
      .join('\n')}`;
  else if (typeof err?.message === 'string' && !msg.includes(err.message)) text += `: ${err.message}`;
  return `${text}\n`;
}
