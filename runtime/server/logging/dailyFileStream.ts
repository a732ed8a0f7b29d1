import { closeSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { format, isValid, parse } from 'date-fns';
import { DEFAULT_TIME_ZONE, inZone } from '../../core/time/index.ts';

export interface DailyFileOptions {
  dir: string;
  /** File name before the date: `{name}.{date}.log`. */
  name: string;
  /** `logging.file.keep`: how many daily files stay (the oldest beyond go). */
  keep: number;
  /** `logging.file.datePattern` (date-fns), default `yyyy-MM-dd`. */
  datePattern: string;
  /** The clock (ms); tests pass their own. */
  now?: () => number;
  /** The calendar whose day names the file (`app.timeZone`); default Asia/Seoul. */
  timeZone?: string | undefined;
}

/**
 * Log lines appended to one file per day, `{dir}/{name}.{date}.log` (the day of the console's
 * calendar, `app.timeZone`): a line written on a new day opens that day's file, and then only the
 * newest `keep` files of this name stay (spec: 30) — newest by the day the pattern encodes, read
 * back from each name (`dd-MM-yyyy` does not sort as text); a name the pattern cannot read is left.
 */
export function createDailyFileStream(
  options: DailyFileOptions,
): Writable & { currentFile(): string | undefined } {
  const now = options.now ?? Date.now;
  mkdirSync(options.dir, { recursive: true });
  const prefix = `${options.name}.`;
  let day: string | undefined;
  let fd: number | undefined;
  let file: string | undefined;

  const dayOf = (f: string): number | undefined => {
    const date = parse(f.slice(prefix.length, -'.log'.length), options.datePattern, new Date(0));
    return isValid(date) ? date.getTime() : undefined;
  };
  const prune = () => {
    const ours = readdirSync(options.dir)
      .filter((f) => f.startsWith(prefix) && f.endsWith('.log'))
      .flatMap((f) => {
        const at = dayOf(f);
        return at === undefined ? [] : [{ f, at }];
      })
      .sort((a, b) => a.at - b.at);
    for (const old of ours.slice(0, Math.max(0, ours.length - options.keep)))
      rmSync(join(options.dir, old.f), { force: true });
  };

  const open = () => {
    const today = format(inZone(now(), options.timeZone ?? DEFAULT_TIME_ZONE), options.datePattern);
    if (today === day && fd !== undefined) return fd;
    if (fd !== undefined) closeSync(fd);
    day = today;
    file = join(options.dir, `${prefix}${today}.log`);
    fd = openSync(file, 'a');
    prune();
    return fd;
  };

  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      try {
        writeSync(open(), typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    final(done) {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
      done();
    },
  });
  return Object.assign(stream, { currentFile: () => file });
}
