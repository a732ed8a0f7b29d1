import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

// The lock is the folder `<dataDir>.lock`, made with mkdir (atomic: of N processes starting at
// once, exactly one creates it) through proper-lockfile, which also keeps its mtime fresh while
// held. The winner's `owner` file inside names its pid, host and start time. A lock is stale when its
// owner no longer runs on this host (gone, a zombie left by `kill -9` under a parent that does not
// reap, or its pid reused by a process that started later), or its mtime has not moved for a minute
// (another host sharing the folder). Taking a stale lock over is serialised by a second mkdir lock, `<dataDir>.lock-takeover`,
// under which the lock is judged again: two processes that both found it stale cannot both take it
// (proper-lockfile's own takeover removes and re-creates the folder unguarded; the owner file keeps
// it out, as rmdir refuses a folder that is not empty). What remains: a process dying inside the
// milliseconds of a takeover leaves the takeover lock, cleared after 10 s without that guard.

const OWNER_FILE = 'owner';
/** A lock folder still without an owner file after this long was left by a crash at its creation. */
const OWNERLESS_MS = 10_000;
/** A takeover lock older than this was left by a crash in the middle of one (a takeover takes ms). */
const TAKEOVER_STALE_MS = 10_000;
/** proper-lockfile's own staleness (mtime age); kept long: liveness is decided here. */
const MTIME_STALE_MS = 60 * 60 * 1000;
/** How often the holder touches the lock folder's mtime. */
const TOUCH_MS = 10_000;
/** A lock of another host whose mtime has not moved for this long was left by a dead process. */
const OTHER_HOST_STALE_MS = 60_000;

interface Owner {
  pid: number;
  host: string;
  /** Random per lock taken, so a release never removes a lock another process has since taken. */
  token: string;
  /**
   * The owner's start time (`/proc/<pid>/stat` field 22, clock ticks since boot) where the system
   * has one: a live process with that pid but another start time is not the owner (pid reused).
   */
  start?: string;
}

/** Lock folders this process holds (a second open in this process is refused without a look). */
const held = new Set<string>();

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** A process's state letter and start time from `/proc/<pid>/stat` (Linux); `undefined` elsewhere. */
function procStat(pid: number): { state: string; start: string } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (comm) state …`: comm may hold spaces and parentheses; the fields follow the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [state, start] = [fields[0], fields[19]];
    return state && start ? { state, start } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's owner still runs: a process with its pid exists (`kill 0`; EPERM: someone
 * else's), is not a zombie or dead (`Z`, `X`: killed, its parent not reaping it), and started when
 * the owner did (another process given the same pid is not the owner).
 */
function isAlive(pid: number, start?: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (codeOf(error) !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  return start === undefined || stat.start === start;
}

function readOwner(lockDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(join(lockDir, OWNER_FILE), 'utf8')) as Partial<Owner>;
    if (Number.isInteger(owner.pid) && typeof owner.host === 'string' && typeof owner.token === 'string') {
      const { start, ...rest } = owner as Owner;
      return typeof start === 'string' ? { ...rest, start } : rest;
    }
  } catch {}
  return undefined;
}

type Judgement = { state: 'held'; who: string } | { state: 'stale' } | { state: 'gone' };

/** Whether an existing lock (a folder, or the pid file of earlier versions) is held, and by whom. */
function judge(lockDir: string, attempts = 3): Judgement {
  try {
    const info = fs.lstatSync(lockDir);
    const age = Date.now() - info.mtimeMs;
    let pid: number | undefined;
    let start: string | undefined;
    if (info.isDirectory()) {
      const owner = readOwner(lockDir);
      if (!owner)
        return age < OWNERLESS_MS ? { state: 'held', who: 'another process (starting)' } : { state: 'stale' };
      // A pid says nothing about another machine's processes (a shared folder): the mtime does.
      if (owner.host !== hostname()) {
        return age < OTHER_HOST_STALE_MS
          ? { state: 'held', who: `process ${owner.pid} on ${owner.host}` }
          : { state: 'stale' };
      }
      pid = owner.pid;
      start = owner.start;
    } else {
      const legacy = Number(fs.readFileSync(lockDir, 'utf8').trim());
      pid = Number.isInteger(legacy) && legacy > 0 ? legacy : undefined;
    }
    // Our own pid without our own lock: a previous run with the same pid (pid 1 in a container).
    if (pid === undefined || pid === process.pid || !isAlive(pid, start)) return { state: 'stale' };
    return { state: 'held', who: `process ${pid}` };
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return { state: 'gone' };
    // The legacy pid file was taken over (removed, and the lock folder made) between the lstat and
    // the read: judge what is there now.
    if (codeOf(error) === 'EISDIR' && attempts > 1) return judge(lockDir, attempts - 1);
    throw error;
  }
}

/** `code` of the error thrown when another process (or this one) holds the PGlite data folder. */
export const DATA_DIR_LOCKED = 'CONSOLE_DATA_DIR_LOCKED';

/** The refusal to open a held data folder: `code` DATA_DIR_LOCKED, with the folder and its holder. */
export interface DataDirLockedError extends Error {
  code: typeof DATA_DIR_LOCKED;
  dataDir: string;
  lockDir: string;
  /** `process 1234`, `process 1234 on host`, `this process`, … */
  holder: string;
}

function alreadyOpen(dataDir: string, lockDir: string, who: string): DataDirLockedError {
  const error = new Error(
    `the PGlite data folder ${dataDir} is already open in ${who}; PGlite allows one process per folder. ` +
      'Stop the other server (or command) first, or use a PostgreSQL server (DATABASE_URL) to run several. ' +
      `If no console runs, delete ${lockDir}.`,
  );
  return Object.assign(error, { code: DATA_DIR_LOCKED, dataDir, lockDir, holder: who } as const);
}

/** Whether `error` is the refusal to open a data folder another process holds. */
export function isDataDirLocked(error: unknown): error is DataDirLockedError {
  return (error as { code?: unknown } | null)?.code === DATA_DIR_LOCKED;
}

/**
 * Creates the lock folder with its owner file, or answers `undefined` when it exists. The owner
 * file is written inside proper-lockfile's mkdir, before it stamps the folder's mtime: it takes any
 * later change of that mtime for a lost lock.
 */
function tryLock(dataDir: string, lockDir: string, owner: Owner): (() => void) | undefined {
  const lockFs = {
    ...fs,
    mkdirSync: (path: fs.PathLike, options?: fs.MakeDirectoryOptions) => {
      fs.mkdirSync(path, options);
      try {
        fs.writeFileSync(join(String(path), OWNER_FILE), `${JSON.stringify(owner)}\n`, { flag: 'wx' });
      } catch (error) {
        // Removed (or taken) under us between the mkdir and this write: not ours.
        if (codeOf(error) === 'ENOENT' || codeOf(error) === 'EEXIST')
          throw Object.assign(error as Error, { code: 'ELOCKLOST' });
        throw error;
      }
    },
  };
  try {
    return lockfile.lockSync(dataDir, {
      lockfilePath: lockDir,
      realpath: false,
      stale: MTIME_STALE_MS,
      update: TOUCH_MS,
      fs: lockFs,
      onCompromised: (error) =>
        process.emitWarning(`the lock ${lockDir} of the PGlite data folder was lost: ${error.message}`),
    });
  } catch (error) {
    // ELOCKED: it exists. ENOTEMPTY/ENOTDIR: proper-lockfile found it old and could not remove it
    // (an owner file inside; a pid file of earlier versions). ELOCKLOST: it was removed or taken
    // under us, see above. Each: someone else's, to judge.
    if (['ELOCKED', 'ENOTEMPTY', 'ENOTDIR', 'ELOCKLOST'].includes(codeOf(error) ?? '')) return undefined;
    throw error;
  }
}

/** Removes a stale lock: the owner file and folder, or the pid file of earlier versions. */
function removeStale(lockDir: string): void {
  try {
    if (fs.lstatSync(lockDir).isDirectory()) {
      fs.rmSync(join(lockDir, OWNER_FILE), { force: true });
      fs.rmdirSync(lockDir);
    } else {
      fs.unlinkSync(lockDir);
    }
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
}

/** Takes the takeover lock: true when taken; a crashed taker's lock is cleared once. */
function takeTakeoverLock(takeoverDir: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.mkdirSync(takeoverDir);
      return true;
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
    }
    const age = Date.now() - (fs.statSync(takeoverDir, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age < TAKEOVER_STALE_MS) return false;
    fs.rmSync(takeoverDir, { recursive: true, force: true });
  }
  return false;
}

/** Replaces a stale lock under the takeover lock: re-judged there, so one process at most wins. */
function takeOver(dataDir: string, lockDir: string, owner: Owner): () => void {
  const takeoverDir = `${dataDir}.lock-takeover`;
  if (!takeTakeoverLock(takeoverDir)) throw alreadyOpen(dataDir, lockDir, 'another process (starting)');
  try {
    const judged = judge(lockDir);
    if (judged.state === 'held') throw alreadyOpen(dataDir, lockDir, judged.who);
    if (judged.state === 'stale') removeStale(lockDir);
    // A process that found no lock at all may have made one since: then it won.
    const release = tryLock(dataDir, lockDir, owner);
    if (!release) throw alreadyOpen(dataDir, lockDir, 'another process (starting)');
    return release;
  } finally {
    fs.rmSync(takeoverDir, { recursive: true, force: true });
  }
}

/**
 * Takes `<dataDir>.lock` so a second process, or a second open in this one, fails with a clear
 * message instead of corrupting the PGlite folder. Atomic under concurrent starts, a lock left by
 * a process that no longer runs included (exactly one of them takes it over). Returns the release
 * function (idempotent).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockDir = `${dataDir}.lock`;
  if (held.has(lockDir)) throw alreadyOpen(dataDir, lockDir, 'this process');
  const start = procStat(process.pid)?.start;
  const owner: Owner = {
    pid: process.pid,
    host: hostname(),
    token: randomBytes(16).toString('hex'),
    ...(start !== undefined && { start }),
  };
  let unlock: (() => void) | undefined;
  // A lock that vanishes between the attempt and the look ('gone') is tried again.
  for (let attempt = 0; attempt < 3 && !unlock; attempt++) {
    unlock = tryLock(dataDir, lockDir, owner);
    if (unlock) break;
    const judged = judge(lockDir);
    if (judged.state === 'held') throw alreadyOpen(dataDir, lockDir, judged.who);
    if (judged.state === 'stale') unlock = takeOver(dataDir, lockDir, owner);
  }
  if (!unlock) throw alreadyOpen(dataDir, lockDir, 'another process (starting)');
  held.add(lockDir);
  const release = unlock;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(lockDir);
    // Only our own owner file: if the lock was lost and taken by another process, it stays theirs.
    if (readOwner(lockDir)?.token === owner.token) fs.rmSync(join(lockDir, OWNER_FILE), { force: true });
    try {
      release();
    } catch {
      // Already lost (proper-lockfile's ERELEASED), or another owner's file is inside (ENOTEMPTY).
    }
  };
}
