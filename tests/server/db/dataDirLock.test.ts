import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../../runtime/server/db/dataDirLock.ts';

// Two servers started together on one PGlite folder both took a stale lock over (once in
// 16 tries). The lock must admit exactly one of any number of concurrent starts, a stale lock
// (its process is gone) included, and tell the others why.

const root = mkdtempSync(join(tmpdir(), 'console-dirlock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
/** A fresh data-folder path (the folder itself need not exist; its parent does). */
const dataDir = () => join(root, `pglite-${++n}`);

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((done) => child.on('exit', done));
  return child.pid!;
}

/** A lock left by `pid`, as this version writes one (a folder with its owner) or as earlier ones did. */
function leaveLock(
  dir: string,
  pid: number,
  options: { legacy?: boolean; host?: string; start?: string } = {},
) {
  if (options.legacy) {
    writeFileSync(`${dir}.lock`, `${pid}\n`);
    return;
  }
  mkdirSync(`${dir}.lock`);
  writeFileSync(
    join(`${dir}.lock`, 'owner'),
    JSON.stringify({
      pid,
      host: options.host ?? hostname(),
      token: 'left-behind',
      ...(options.start !== undefined && { start: options.start }),
    }),
  );
}

const ageBy = (path: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  utimesSync(path, then, then);
};

const ALREADY_OPEN =
  /already open in .*PGlite allows one process per folder.*DATABASE_URL.*If no console runs, delete/s;

/** Runs `attempts` lock attempts "at once" in this process: the winners' releases and the losers' errors. */
async function race(dir: string, attempts: number) {
  const results = await Promise.allSettled(
    Array.from({ length: attempts }, () => Promise.resolve().then(() => acquireDataDirLock(dir))),
  );
  const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const lost = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
  return { won, lost };
}

describe('acquireDataDirLock in one process', () => {
  it('admits one of 16 concurrent attempts; the others are told the folder is open here', async () => {
    const dir = dataDir();
    const { won, lost } = await race(dir, 16);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(15);
    for (const message of lost) {
      expect(message).toMatch(ALREADY_OPEN);
      expect(message).toContain(`${dir} is already open in this process`);
    }
    won[0]!();
    won[0]!(); // twice is fine
    expect(existsSync(`${dir}.lock`)).toBe(false);
    acquireDataDirLock(dir)();
  });

  it.each([
    ['this version', false],
    ['an earlier version (a pid file)', true],
  ])('takes over a lock %s left behind by a process that is gone, once', async (_, legacy) => {
    const dir = dataDir();
    leaveLock(dir, await deadPid(), { legacy });
    const { won, lost } = await race(dir, 16);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(15);
    expect(JSON.parse(readFileSync(join(`${dir}.lock`, 'owner'), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    won[0]!();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a lock a running process holds, naming it', () => {
    const dir = dataDir();
    leaveLock(dir, process.ppid);
    expect(() => acquireDataDirLock(dir)).toThrow(`${dir} is already open in process ${process.ppid};`);
    expect(() => acquireDataDirLock(dir)).toThrow(ALREADY_OPEN);
    expect(JSON.parse(readFileSync(join(`${dir}.lock`, 'owner'), 'utf8')).token).toBe('left-behind');
  });

  it('does not take a stale lock over while another process is taking it over', async () => {
    const dir = dataDir();
    leaveLock(dir, await deadPid(), { legacy: true });
    mkdirSync(`${dir}.lock-takeover`); // another process, between its look and its mkdir
    expect(() => acquireDataDirLock(dir)).toThrow(`${dir} is already open in another process (starting)`);
    expect(readdirSync(root)).toContain(`pglite-${n}.lock-takeover`);
    // One that died in the middle of a takeover (10 s are an eternity for one) blocks nobody.
    ageBy(`${dir}.lock-takeover`, 11_000);
    const release = acquireDataDirLock(dir);
    expect(existsSync(`${dir}.lock-takeover`)).toBe(false);
    release();
  });

  it('a lock folder without an owner: being created if young, left by a crash if 10 s old', () => {
    const dir = dataDir();
    mkdirSync(`${dir}.lock`);
    expect(() => acquireDataDirLock(dir)).toThrow('already open in another process (starting)');
    ageBy(`${dir}.lock`, 11_000);
    acquireDataDirLock(dir)();
  });

  it('another host\u2019s lock holds while its mtime moves, and is stale a minute after', () => {
    const dir = dataDir();
    leaveLock(dir, 4242, { host: 'other-host' });
    expect(() => acquireDataDirLock(dir)).toThrow('already open in process 4242 on other-host');
    ageBy(`${dir}.lock`, 61_000);
    acquireDataDirLock(dir)();
  });

  it('our own pid on a lock we do not hold is a previous run (pid 1 in a container): taken over', () => {
    const dir = dataDir();
    leaveLock(dir, process.pid);
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow('already open in this process');
    release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'a live pid that started after the owner is not the owner (pid reused): taken over; the owner file records the start',
    () => {
      const dir = dataDir();
      leaveLock(dir, process.ppid, { start: '1' });
      const release = acquireDataDirLock(dir);
      const stat = readFileSync('/proc/self/stat', 'utf8');
      const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      expect(JSON.parse(readFileSync(join(`${dir}.lock`, 'owner'), 'utf8'))).toMatchObject({
        pid: process.pid,
        start,
      });
      release();
      // The same pid with its own start time still holds.
      const parent = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
      leaveLock(dir, process.ppid, { start: parent.slice(parent.lastIndexOf(')') + 2).split(' ')[19] });
      expect(() => acquireDataDirLock(dir)).toThrow(ALREADY_OPEN);
    },
  );

  it.runIf(existsSync('/proc/self/stat'))(
    'a zombie owner (killed under a parent that does not reap it) does not block a restart',
    async () => {
      // sh starts a short sleep in the background, prints its pid, then becomes a long sleep that
      // never waits for it: the short one ends as a zombie while the long one lives.
      const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      try {
        const line = await new Promise<string>((done) =>
          createInterface({ input: parent.stdout! }).once('line', done),
        );
        const zombie = Number(line);
        const stateOf = () => {
          const text = readFileSync(`/proc/${zombie}/stat`, 'utf8');
          return text.slice(text.lastIndexOf(')') + 2).split(' ')[0];
        };
        for (let i = 0; i < 100 && stateOf() !== 'Z'; i++) await new Promise((r) => setTimeout(r, 20));
        expect(stateOf()).toBe('Z');
        const dir = dataDir();
        leaveLock(dir, zombie);
        const release = acquireDataDirLock(dir);
        release();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it('a release leaves a lock another process has since taken alone', () => {
    const dir = dataDir();
    const release = acquireDataDirLock(dir);
    // Lost (someone deleted it by hand) and taken by another process.
    rmSync(`${dir}.lock`, { recursive: true });
    leaveLock(dir, process.ppid);
    release();
    expect(JSON.parse(readFileSync(join(`${dir}.lock`, 'owner'), 'utf8')).token).toBe('left-behind');
  });
});

// ── The same race between processes (what two servers started together do).

const CONTENDER = fileURLToPath(new URL('./lockContender.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const PROCESSES = 8;

interface Contender {
  child: ChildProcess;
  next: () => Promise<Record<string, unknown>>;
  send: (command: object) => void;
}

function startContender(): Contender {
  const child = spawn(process.execPath, ['--import', TSX, CONTENDER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return {
    child,
    next: async () => {
      const { value, done } = await lines.next();
      if (done) throw new Error('a lock contender exited early');
      return JSON.parse(value as string);
    },
    send: (command) => child.stdin!.write(`${JSON.stringify(command)}\n`),
  };
}

describe(`acquireDataDirLock across ${PROCESSES} processes`, () => {
  let contenders: Contender[] = [];
  beforeAll(async () => {
    contenders = Array.from({ length: PROCESSES }, startContender);
    for (const c of contenders) expect(await c.next()).toEqual({ ready: true });
  }, 120_000);
  afterAll(() => {
    for (const c of contenders) c.child.kill();
  });

  /** All contenders go at once; exactly one wins; the winner releases. */
  async function round(dir: string) {
    for (const c of contenders) c.send({ go: dir });
    const answers = await Promise.all(contenders.map((c) => c.next()));
    const winners = contenders.filter((_, i) => answers[i]!.won === true);
    const messages = answers.filter((a) => a.won === false).map((a) => a.message as string);
    expect(winners, JSON.stringify(answers)).toHaveLength(1);
    for (const message of messages) expect(message).toMatch(ALREADY_OPEN);
    winners[0]!.send({ release: true });
    expect(await winners[0]!.next()).toEqual({ released: true });
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }

  it('one of them opens a free folder, and one takes over a stale lock, every time', async () => {
    const dead = await deadPid();
    for (let i = 0; i < 6; i++) {
      await round(dataDir());
      const stale = dataDir();
      leaveLock(stale, dead);
      await round(stale);
      const legacy = dataDir();
      leaveLock(legacy, dead, { legacy: true });
      await round(legacy);
    }
  }, 60_000);
});
