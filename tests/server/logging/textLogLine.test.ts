import { describe, expect, it } from 'vitest';
import { createLogDestination, textLogLine } from '../../../runtime/server/logging/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';

const T = new Date(2026, 10, 26, 9, 5, 7).getTime();
const line = (record: Record<string, unknown>) =>
  `${JSON.stringify({ time: T, pid: 1, hostname: 'vm', name: 'console', ...record })}\n`;

describe('textLogLine (console dev: one readable line per event)', () => {
  it('writes the time, the level above info and the message, not the JSON fields', () => {
    expect(
      textLogLine(line({ level: 30, msg: 'database ready: pglite /p/.data/pglite', migrations: [] })),
    ).toBe('09:05:07 database ready: pglite /p/.data/pglite\n');
    expect(textLogLine(line({ level: 40, msg: 'DOC102 screen /hello: no menu', doctor: 'DOC102' }))).toBe(
      '09:05:07 WARN DOC102 screen /hello: no menu\n',
    );
    expect(
      textLogLine(
        line({
          level: 30,
          tranId: 'x',
          msg: 'refused 403 FORBIDDEN_MENU POST /api/system/menu/list: 해당 메뉴에 대한 권한이 없습니다.',
          statusCode: 403,
        }),
      ),
    ).toBe(
      '09:05:07 refused 403 FORBIDDEN_MENU POST /api/system/menu/list: 해당 메뉴에 대한 권한이 없습니다.\n',
    );
  });

  it('adds the stack below an error, indented; a warning gets its error message only', () => {
    const err = {
      type: 'Error',
      message: 'boom',
      stack: 'Error: boom\n    at f (a.ts:1:1)\n    at g (b.ts:2:2)',
    };
    expect(textLogLine(line({ level: 50, msg: 'request failed', err }))).toBe(
      '09:05:07 ERROR request failed\n    Error: boom\n    at f (a.ts:1:1)\n    at g (b.ts:2:2)\n',
    );
    expect(textLogLine(line({ level: 40, msg: 'event bus: reconnecting', err }))).toBe(
      '09:05:07 WARN event bus: reconnecting: boom\n',
    );
  });

  it("shows the request's method, URL, status and time when requests are logged", () => {
    expect(
      textLogLine(line({ level: 30, msg: 'incoming request', req: { method: 'GET', url: '/api/health' } })),
    ).toBe('09:05:07 incoming request GET /api/health\n');
    expect(
      textLogLine(line({ level: 30, msg: 'request completed', res: { statusCode: 200 }, responseTime: 3.4 })),
    ).toBe('09:05:07 request completed 200 3 ms\n');
  });

  it("drops Fastify's listening line (the CLI prints the address to open) and debug lines; passes other text as it is", () => {
    expect(
      textLogLine(line({ level: 30, msg: 'Server listening at http://127.0.0.1:41234' })),
    ).toBeUndefined();
    expect(textLogLine('plain text\n')).toBe('plain text\n');
    // The default logging.level is debug; debug and trace lines are for --log json.
    expect(textLogLine(line({ level: 20, msg: 'event stream opened' }))).toBeUndefined();
    expect(textLogLine(line({ level: 10, msg: 'trace' }))).toBeUndefined();
  });
});

describe('createLogDestination format', () => {
  const logging = configSchema.parse({}).logging;

  it('writes JSON to standard output by default (console start: log shippers read it)', () => {
    const out: string[] = [];
    const dest = createLogDestination(logging, { stdout: { write: (l) => out.push(l) }, now: () => T });
    dest.write(line({ level: 30, msg: 'hello' }));
    expect(JSON.parse(out[0] ?? '')).toMatchObject({ level: 30, msg: 'hello' });
  });

  it("writes text with format 'text'", () => {
    const out: string[] = [];
    const dest = createLogDestination(logging, {
      stdout: { write: (l) => out.push(l) },
      now: () => T,
      format: 'text',
    });
    dest.write(line({ level: 30, msg: 'hello' }));
    dest.write(line({ level: 30, msg: 'Server listening at http://127.0.0.1:1' }));
    expect(out).toEqual(['09:05:07 hello\n']);
  });
});
