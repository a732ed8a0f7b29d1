import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogThrottle } from '../../../runtime/core/logging/index.ts';
import { createDailyFileStream } from '../../../runtime/server/logging/dailyFileStream.ts';
import { createLogDestination } from '../../../runtime/server/logging/logDestination.ts';
import { configSchema } from '../../../schemas/config/index.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'console-logs-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;
const write = (stream: NodeJS.WritableStream, line: string) =>
  new Promise<void>((resolve, reject) => stream.write(line, (e) => (e ? reject(e) : resolve())));

describe('daily log files', () => {
  it('opens a file per day and keeps the newest 30: the 31st day removes the first', async () => {
    const dir = tempDir();
    let now = Date.parse('2026-01-01T12:00:00+09:00');
    const stream = createDailyFileStream({
      dir,
      name: 'console',
      keep: 30,
      datePattern: 'yyyy-MM-dd',
      now: () => now,
    });
    for (let day = 0; day < 31; day++) {
      await write(stream, `{"msg":"day ${day + 1}"}\n`);
      if (day === 0) await write(stream, '{"msg":"day 1 again"}\n');
      now += DAY;
    }
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(30);
    expect(files[0]).toBe('console.2026-01-02.log');
    expect(files.at(-1)).toBe('console.2026-01-31.log');
    expect(readFileSync(join(dir, 'console.2026-01-31.log'), 'utf8')).toBe('{"msg":"day 31"}\n');
    stream.end();
  });

  it('names the file by the day of the console calendar, not the machine’s', async () => {
    const dir = tempDir();
    // 08:30 on 2 January in Korea is still 1 January in UTC and in Los Angeles.
    const at = Date.parse('2026-01-01T23:30:00Z');
    const korea = createDailyFileStream({
      dir,
      name: 'kr',
      keep: 30,
      datePattern: 'yyyy-MM-dd',
      now: () => at,
    });
    const utc = createDailyFileStream({
      dir,
      name: 'utc',
      keep: 30,
      datePattern: 'yyyy-MM-dd',
      now: () => at,
      timeZone: 'UTC',
    });
    await write(korea, '{}\n');
    await write(utc, '{}\n');
    expect(readdirSync(dir).sort()).toEqual(['kr.2026-01-02.log', 'utc.2026-01-01.log']);
    korea.end();
    utc.end();
  });

  it('keeps the newest files by the day the pattern encodes, not by name (dd-MM-yyyy)', async () => {
    const dir = tempDir();
    let now = Date.parse('2026-01-29T12:00:00+09:00');
    const stream = createDailyFileStream({
      dir,
      name: 'console',
      keep: 3,
      datePattern: 'dd-MM-yyyy',
      now: () => now,
    });
    // 29, 30, 31 January, then 1 and 2 February: as text, 01-02 and 02-02 sort first.
    for (let day = 0; day < 5; day++) {
      await write(stream, `{"msg":"day ${day}"}\n`);
      now += DAY;
    }
    expect(readdirSync(dir).sort()).toEqual([
      'console.01-02-2026.log',
      'console.02-02-2026.log',
      'console.31-01-2026.log',
    ]);
    stream.end();
  });
});

describe('log throttle', () => {
  it('writes the first 5 copies within a second, holds the rest, and reports them once', () => {
    const throttle = createLogThrottle({ intervalMs: 1000, minRepeats: 5 });
    const verdicts = Array.from({ length: 8 }, (_, i) => throttle.accept('50|db slow', 100 + i).write);
    expect(verdicts).toEqual([true, true, true, true, true, false, false, false]);
    expect(throttle.flush(900)).toEqual([]);
    expect(throttle.flush(1100)).toEqual([{ key: '50|db slow', count: 3 }]);
    expect(throttle.accept('50|db slow', 1200)).toEqual({ write: true });
    // Another message is counted on its own.
    expect(throttle.accept('30|login', 1200)).toEqual({ write: true });
  });

  it('folds repeats in what pino writes: "(repeated N times)", to standard output and the file', async () => {
    const dir = tempDir();
    let now = Date.parse('2026-03-01T09:00:00+09:00');
    const lines: string[] = [];
    const logging = configSchema.parse({ logging: { file: { enabled: true, dir } } }).logging;
    const destination = createLogDestination(logging, {
      now: () => now,
      stdout: { write: (l: string) => lines.push(l) },
    });
    for (let i = 0; i < 12; i++) {
      await write(destination, `${JSON.stringify({ level: 40, time: now, msg: 'upstream shop slow' })}\n`);
      now += 10;
    }
    now += 1000;
    await write(destination, `${JSON.stringify({ level: 30, time: now, msg: 'next' })}\n`);
    const msgs = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(msgs).toEqual([
      ...Array.from({ length: 5 }, () => 'upstream shop slow'),
      'upstream shop slow (repeated 7 times)',
      'next',
    ]);
    const file = readFileSync(join(dir, 'console.2026-03-01.log'), 'utf8').trim().split('\n');
    expect(file).toHaveLength(7);
    await new Promise<void>((resolve) => destination.end(resolve));
  });
});
