import { Writable } from 'node:stream';
import type { ConsoleConfig } from '../../../schemas/index.ts';
import { createLogThrottle } from '../../core/logging/index.ts';
import { createDailyFileStream } from './dailyFileStream.ts';
import { type LogFormat, textLogLine } from './textLogLine.ts';

/**
 * Where pino's lines go: standard output and, with `logging.file.enabled`, the daily files; in
 * front of both the throttle (`logging.throttle`): a line repeated more than `minRepeats` times
 * within `intervalMs` is held back and later written once as "repeated N times". With `format:
 * 'text'` standard output gets one readable line per record (`textLogLine`); the files keep JSON.
 */
export function createLogDestination(
  logging: ConsoleConfig['logging'],
  options: {
    now?: () => number;
    stdout?: { write(line: string): unknown };
    format?: LogFormat;
    /** The calendar whose day names the log files (`app.timeZone`). */
    timeZone?: string | undefined;
  } = {},
): Writable {
  const now = options.now ?? Date.now;
  const stdout = options.stdout ?? process.stdout;
  const toStdout = options.format === 'text' ? textLogLine : (line: string) => line;
  const file = logging.file.enabled
    ? createDailyFileStream({
        dir: logging.file.dir,
        name: logging.name,
        keep: logging.file.keep,
        datePattern: logging.file.datePattern,
        now,
        timeZone: options.timeZone,
      })
    : undefined;
  const throttle = createLogThrottle(logging.throttle);
  const out = (line: string) => {
    const shown = toStdout(line);
    if (shown !== undefined) stdout.write(shown);
    file?.write(line);
  };
  const fold = (key: string, count: number, template: Record<string, unknown>) =>
    out(
      `${JSON.stringify({ ...template, time: now(), msg: `${key.slice(key.indexOf('|') + 1)} (repeated ${count} times)` })}\n`,
    );
  const last = new Map<string, Record<string, unknown>>();
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const line = String(chunk);
      let record: Record<string, unknown> | undefined;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        record = undefined;
      }
      const t = now();
      for (const f of throttle.flush(t)) fold(f.key, f.count, last.get(f.key) ?? {});
      if (!record) {
        out(line);
        return done();
      }
      const key = `${String(record.level)}|${String(record.msg ?? '')}`;
      const { time: _time, msg: _msg, ...template } = record;
      last.set(key, template);
      const verdict = throttle.accept(key, t);
      if (verdict.write && verdict.folded) fold(verdict.folded.key, verdict.folded.count, template);
      if (verdict.write) out(line);
      done();
    },
    final(done) {
      for (const f of throttle.flush(Number.POSITIVE_INFINITY)) fold(f.key, f.count, last.get(f.key) ?? {});
      if (file) file.end(done);
      else done();
    },
  });
}
