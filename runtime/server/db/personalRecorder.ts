import { randomUUID } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './openDatabase.ts';
import {
  insertPersonalAccess,
  type PersonalAccessEntry,
  type PersonalAccessJson,
  personalAccessJson,
} from './personalAccess.ts';
import { rowsOf } from './rowsOf.ts';

// 개인정보 접속기록 leave the request through an outbox (C1): the record is appended to a
// file of this instance (one write() call: once it returns, the line is the kernel's, and a
// `kill -9` of the server does not lose it) and queued; a flusher writes the queue to the database
// in one statement every `flushMs` (insertPersonalAccess: each distinct list of subjects once, the
// chain trigger linking each record), then drops the file. A server that starts finds the files
// of instances no longer running and writes what they hold, leaving out those the database already
// has (`rec_id`): none is written twice. A write through a declared API records its intent before
// the call and its outcome after: killed in between, the intent is written, so the change (if the
// backend made it) never goes unrecorded.
//
// Without a folder (a database in memory, tests) the queue is the outbox.

/** The node:fs functions the outbox uses (tests pass their own). */
export type RecorderFs = Pick<
  typeof nodeFs,
  | 'openSync'
  | 'writeSync'
  | 'closeSync'
  | 'mkdirSync'
  | 'readdirSync'
  | 'readFileSync'
  | 'unlinkSync'
  | 'existsSync'
  | 'statSync'
>;

export interface PersonalRecorderOptions {
  /** The outbox folder of this database; none: the queue only. */
  dir?: string | undefined;
  fs?: RecorderFs;
  /**
   * How long a record waits in the queue at most (ms). Default 500: a flush costs PGlite about
   * 1.6 ms whatever it carries and each record about 0.07 ms more, so at hundreds of records a
   * second fewer, larger flushes cost less (measured with the server under load: recording took
   * 0.18 ms of its CPU a record flushing every 100 ms, 0.10 every 500). The review screens flush
   * before they read, so they see this instance's records at once.
   */
  flushMs?: number;
  /** Whether the process `pid` runs on this host (its outbox files are then not ours to write). */
  isRunning?: (pid: number) => boolean;
  /** This process's id, naming its files. Default process.pid (tests play two processes). */
  pid?: number;
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** A line of an outbox file. */
type OutboxLine =
  | { op: 'record'; recId: string; entry: SerialEntry }
  | { op: 'intent'; recId: string; entry: SerialEntry };

type SerialEntry = Omit<PersonalAccessEntry, 'at'> & { at: string };

/** A record on its way to the database, as the INSERT reads it (its id set). */
type Queued = PersonalAccessJson & { recId: string };

/** Most records in one statement (the chain lock is held for the statement: about 35 ms on PGlite). */
const MAX_BATCH = 500;
/**
 * A file of another host (a shared folder) untouched this long belongs to a process that stopped:
 * a running one starts a new file at every flush.
 */
const OTHER_HOST_STALE_MS = 10 * 60_000;
/** How long a failed flush waits before the next try (ms). */
const RETRY_MS = 1000;

const processRuns = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The outbox line of a record: the entry with its subjects, made of the JSON the INSERT reads. */
const lineOf = (op: OutboxLine['op'], q: Queued): string =>
  `{"op":"${op}","recId":"${q.recId}","entry":${q.fields.slice(0, -1)},"subjectIds":${q.subjects}}}`;
const queued = (entry: PersonalAccessEntry, recId: string = randomUUID()): Queued => ({
  ...personalAccessJson(entry),
  recId,
});
/** A record read back from an outbox line. */
const queuedOf = (recId: string, { at, ...entry }: SerialEntry): Queued =>
  queued({ ...entry, subjectIds: entry.subjectIds ?? [], at: new Date(at) }, recId);

/**
 * The outbox of 개인정보 접속기록 (`app.personalRecords`): `record` before an answer leaves, `intend`
 * and `settle` around a write, `flush` to see them in the database at once.
 */
export class PersonalRecorder {
  readonly #db: Db;
  readonly #dir: string | undefined;
  readonly #fs: RecorderFs;
  readonly #flushMs: number;
  readonly #isRunning: (pid: number) => boolean;
  readonly #log: PersonalRecorderOptions['log'];
  readonly #host = hostname().replace(/[^A-Za-z0-9.]/g, '_');
  /** This instance's files: `<host>-<pid>-<n>.jsonl`. */
  readonly #prefix: string;
  /** Files whose records are being written or wait for the database. */
  #written: string[] = [];
  #segment = 0;
  /** The open file of the current segment (opened at its first line). */
  #fd: number | undefined;
  #queue: Queued[] = [];
  /** Intents of writes still waiting for their answer, by record id. */
  readonly #intents = new Map<string, Queued>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(db: Db, options: PersonalRecorderOptions = {}) {
    this.#db = db;
    this.#dir = options.dir;
    this.#fs = options.fs ?? nodeFs;
    this.#flushMs = options.flushMs ?? 500;
    this.#isRunning = options.isRunning ?? processRuns;
    this.#log = options.log;
    this.#prefix = `${this.#host}-${options.pid ?? process.pid}-`;
    if (this.#dir) this.#fs.mkdirSync(this.#dir, { recursive: true });
  }

  /** Records an access: in the outbox when this returns, in the database within `flushMs`. */
  record(entry: PersonalAccessEntry): void {
    const q = queued(entry);
    this.#append(lineOf('record', q));
    this.#enqueue(q);
  }

  /**
   * Records the intent of a write before it is sent: should the server stop before `settle`, the
   * intent is what the next start writes. Returns its id for `settle`.
   */
  intend(entry: PersonalAccessEntry): string {
    const q = queued(entry);
    this.#append(lineOf('intent', q));
    this.#intents.set(q.recId, q);
    return q.recId;
  }

  /** The write's outcome: its record (`entry`, else the intent as it was) replaces the intent. */
  settle(recId: string, entry?: PersonalAccessEntry): void {
    const intent = this.#intents.get(recId);
    if (!intent) return;
    this.#intents.delete(recId);
    const q = entry ? queued(entry, recId) : intent;
    this.#append(lineOf('record', q));
    this.#enqueue(q);
  }

  /** Writes everything queued to the database now (after any flush under way). */
  flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  /**
   * Writes the records left in the outbox files of instances no longer running (a `kill -9`, a
   * crash): each once, intents without their outcome included. Returns how many lines it read.
   */
  async replay(): Promise<number> {
    if (!this.#dir) return 0;
    let read = 0;
    for (const name of this.#fs.readdirSync(this.#dir).sort()) {
      const m = /^(.+)-(\d+)-(\d+)\.jsonl$/.exec(name);
      if (!m || name.startsWith(this.#prefix)) continue;
      const file = join(this.#dir, name);
      if (m[1] === this.#host ? this.#isRunning(Number(m[2])) : this.#fresh(file)) continue;
      const byId = new Map<string, { at: number; q: Queued }>();
      for (const text of String(this.#fs.readFileSync(file, 'utf8')).split('\n')) {
        if (!text.trim()) continue;
        let line: OutboxLine;
        try {
          line = JSON.parse(text) as OutboxLine;
        } catch {
          // A line cut short by the crash: what it held never went out with an answer.
          continue;
        }
        read++;
        // The outcome replaces the intent; an intent alone stands for the write.
        if (line.op === 'record' || !byId.has(line.recId))
          byId.set(line.recId, { at: Date.parse(line.entry.at), q: queuedOf(line.recId, line.entry) });
      }
      await this.#replayInsert([...byId.values()]);
      this.#fs.unlinkSync(file);
    }
    return read;
  }

  /** Flushes and stops: writes after this go to the database directly. */
  async close(): Promise<void> {
    await this.flush();
    this.#closed = true;
    const left = this.#rotate();
    // Nothing waits in it but intents of writes still under way (none once requests have ended).
    if (left && this.#intents.size === 0 && this.#fs.existsSync(left)) this.#fs.unlinkSync(left);
  }

  /** Whether `file` changed lately (its process, on another host, may still be running). */
  #fresh(file: string): boolean {
    return Date.now() - this.#fs.statSync(file).mtimeMs < OTHER_HOST_STALE_MS;
  }

  #file(segment = this.#segment): string | undefined {
    return this.#dir ? join(this.#dir, `${this.#prefix}${segment}.jsonl`) : undefined;
  }

  #append(line: string): void {
    if (!this.#dir) return;
    if (this.#fd === undefined) {
      // The folder may have been removed meanwhile (a temp-folder cleaner): made again.
      this.#fs.mkdirSync(this.#dir, { recursive: true });
      this.#fd = this.#fs.openSync(this.#file() as string, 'a');
    }
    this.#fs.writeSync(this.#fd, `${line}\n`);
  }

  /** The next lines go to a new file; returns the one closed, if it was opened. */
  #rotate(): string | undefined {
    const done = this.#fd === undefined ? undefined : this.#file();
    if (this.#fd !== undefined) this.#fs.closeSync(this.#fd);
    this.#fd = undefined;
    this.#segment++;
    return done;
  }

  #enqueue(queued: Queued): void {
    this.#queue.push(queued);
    if (this.#closed) {
      void this.flush();
      return;
    }
    if (this.#queue.length >= MAX_BATCH) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), this.#flushMs);
  }

  async #write(): Promise<void> {
    if (this.#queue.length === 0) return;
    const batch = this.#queue;
    this.#queue = [];
    try {
      // New lines go to the next file; this one goes once its records are in the database. Intents
      // still waiting move along with them.
      const done = this.#rotate();
      if (done) this.#written.push(done);
      for (const intent of this.#intents.values()) this.#append(lineOf('intent', intent));
      for (let i = 0; i < batch.length; i += MAX_BATCH)
        await insertPersonalAccess(this.#db, batch.slice(i, i + MAX_BATCH));
      for (const file of this.#written) if (this.#fs.existsSync(file)) this.#fs.unlinkSync(file);
      this.#written = [];
    } catch (error) {
      // The database is away (or the folder could not be written): the records wait, in the queue
      // and in the file kept, for the next try.
      this.#log?.error({ err: error, records: batch.length }, 'personal access records not written yet');
      this.#queue = [...batch, ...this.#queue];
      this.#timer ??= setTimeout(() => void this.flush(), RETRY_MS);
    }
  }

  /**
   * Writes the records of a stopped instance's file that the database does not have yet (it may
   * have written some before it stopped): one replay at a time across instances (a lock), the ids
   * looked for among the rows of the file's minutes (the time index; record ids have none).
   */
  async #replayInsert(read: Array<{ at: number; q: Queued }>): Promise<void> {
    if (read.length === 0) return;
    const rows = read.map((r) => r.q);
    const times = read.map((r) => r.at);
    const from = new Date(Math.min(...times) - 60_000).toISOString();
    const to = new Date(Math.max(...times) + 60_000).toISOString();
    await this.#db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('console:personal-access-replay'))`);
      const found = new Set(
        rowsOf<{ rec_id: string }>(
          await tx.execute(sql`select rec_id::text from personal_access_logs
            where acc_dttm >= ${from}::timestamptz and acc_dttm <= ${to}::timestamptz
              and rec_id = any(${sql.param(rows.map((r) => r.recId))}::uuid[])`),
        ).map((r) => r.rec_id),
      );
      await insertPersonalAccess(
        tx,
        rows.filter((r) => !found.has(r.recId)),
      );
    });
  }
}
