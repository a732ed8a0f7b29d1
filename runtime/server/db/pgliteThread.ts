import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

// PGlite runs PostgreSQL (WASM) synchronously on the thread that calls it: on the server's own
// thread, every statement holds up every answer for as long as it runs (a month's review, a
// verification, the flush of 개인정보 접속기록). Here it runs on a thread of its own and the server's
// thread only sends it statements and receives rows: the same PGlite, the same data folder, one
// statement at a time (PGlite's own queue).
//
// The worker is plain JavaScript (an `eval` worker: it runs the same from the sources, the tests and
// the CLI's bundle) requiring the PGlite this module resolves, with PGlite's WebAssembly compiled
// once here. It runs at a lower priority than the server's thread (THREAD_NICE). A thread whose
// database was closed waits (not keeping the process alive) for the next one opened: a thread
// starting PGlite the first time takes ~0.5 s more than one that already did.

/** The part of PGlite's query options the console uses. */
export interface PgliteQueryOptions {
  rowMode?: 'object' | 'array';
  /** Parsers by type OID, applied here to the text the worker leaves as it is. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  /** A file for `COPY … FROM '/dev/blob'`. */
  blob?: Blob;
}

/** A statement's result, as PGlite answers it. */
export interface PgliteResults<T = Record<string, unknown>> {
  rows: T[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

/** What runs statements: the client, or a transaction of it. */
export interface PgliteQueryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: PgliteQueryOptions,
  ): Promise<PgliteResults<T>>;
}

/** The PGlite client the console uses (drizzle's driver, LISTEN, a dump for tests). */
export interface PgliteClient extends PgliteQueryable {
  transaction<T>(fn: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  readonly closed: boolean;
  close(): Promise<void>;
}

export interface PgliteThreadOptions {
  dataDir?: string | undefined;
  loadDataDir?: Blob | undefined;
  /** PostgreSQL's start parameters added to PGlite's (`-c name=value`). */
  extraStartParams?: string[] | undefined;
}

/** Serialised errors keep PostgreSQL's fields (code, detail, constraint…) for the callers' checks. */
interface WireError {
  message: string;
  name: string;
  props: Record<string, unknown>;
}

type Request =
  | {
      op: 'open';
      dataDir?: string | undefined;
      loadDataDir?: ArrayBuffer | undefined;
      extraStartParams?: string[] | undefined;
    }
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'object' | 'array';
      raw: number[];
      tx?: number;
      blob?: ArrayBuffer;
    }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump'; compression: string }
  | { op: 'close' };

/** The worker thread's nice value (0 the server's, 19 the lowest). */
const THREAD_NICE = 10;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const { assets } = workerData;
// Below the server's thread (on Linux a thread's own nice value): answers first, statements with
// the cores' leftovers when both are busy; alone on a core it runs at full speed all the same.
try {
  require('node:os').setPriority(${THREAD_NICE});
} catch {}
const wireError = (e) => {
  const props = {};
  for (const [k, v] of Object.entries(e ?? {})) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) props[k] = v;
  return { message: String(e?.message ?? e), name: String(e?.name ?? 'Error'), props };
};
const raw = (value) => value;
// PGlite copies its parsers (some 300, one per type and array type) into every query given parsers
// of its own, ~0.2 ms a statement. The types the first query leaves as text (drizzle asks the same
// of every query) are left as text by the instance itself, and a query asking exactly those passes
// none. A query asking for others gets the instance's own parsers back for the rest, put in place
// while each runs: an array's parser reads its element's from the instance.
let rawKey;
const own = new Map();
const withOwn = (parse) => (value, typeId) => {
  for (const [oid, p] of own) pg.parsers[oid] = p;
  try {
    return parse ? parse(value, typeId) : value;
  } finally {
    for (const oid of own.keys()) pg.parsers[oid] = raw;
  }
};
const parsersFor = (oids) => {
  const key = oids.join(',');
  if (key === rawKey) return undefined;
  if (rawKey === undefined && oids.length > 0) {
    for (const oid of oids) {
      own.set(oid, pg.parsers[oid]);
      pg.parsers[oid] = raw;
    }
    rawKey = key;
    return undefined;
  }
  // No types left as text yet, and none asked: PGlite's own parsers as they are.
  if (own.size === 0) return undefined;
  const parsers = {};
  for (const [oid, parse] of own) if (!oids.includes(oid)) parsers[oid] = withOwn(parse);
  for (const oid of oids) parsers[oid] = raw;
  return parsers;
};
const txs = new Map();
const listeners = new Map();
let next = 0;
let pg;
async function run(m) {
  switch (m.op) {
    case 'open':
      rawKey = undefined;
      own.clear();
      pg = await PGlite.create({
        ...(m.dataDir !== undefined && { dataDir: m.dataDir }),
        ...(m.loadDataDir && { loadDataDir: new Blob([m.loadDataDir]) }),
        ...(m.extraStartParams && { startParams: [...PGlite.defaultStartParams, ...m.extraStartParams] }),
        pgliteWasmModule: assets.pglite,
        initdbWasmModule: assets.initdb,
        fsBundle: new Blob([assets.fsBundle]),
      });
      return null;
    case 'query': {
      const target = m.tx === undefined ? pg : txs.get(m.tx)?.tx;
      if (!target) throw new Error('the transaction has ended');
      const parsers = parsersFor(m.raw);
      const r = await target.query(m.sql, m.params, {
        rowMode: m.rowMode, ...(parsers && { parsers }), ...(m.blob && { blob: new Blob([m.blob]) }),
      });
      return { rows: r.rows, fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows: r.affectedRows };
    }
    case 'begin': {
      const id = ++next;
      return await new Promise((begun, failed) => {
        const done = pg.transaction((tx) => new Promise((commit, rollback) => {
          txs.set(id, { tx, commit, rollback, done });
          begun(id);
        }));
        done.catch(failed);
      });
    }
    case 'end': {
      const t = txs.get(m.tx);
      txs.delete(m.tx);
      if (!t) return null;
      if (m.commit) t.commit();
      else t.rollback(Object.assign(new Error('rolled back'), { rolledBack: true }));
      try {
        await t.done;
      } catch (e) {
        if (!e?.rolledBack) throw e;
      }
      return null;
    }
    case 'listen': {
      const id = ++next;
      listeners.set(id, await pg.listen(m.channel, (payload) => parentPort.postMessage({ notify: id, payload })));
      return id;
    }
    case 'unlisten': {
      const off = listeners.get(m.listener);
      listeners.delete(m.listener);
      if (off && !pg.closed) await off();
      return null;
    }
    case 'dump': {
      const file = await pg.dumpDataDir(m.compression);
      return await file.arrayBuffer();
    }
    case 'close':
      txs.clear();
      listeners.clear();
      if (pg && !pg.closed) await pg.close();
      pg = undefined;
      return null;
  }
}
parentPort.on('message', (m) => {
  run(m).then(
    (result) => parentPort.postMessage({ id: m.id, result }, result instanceof ArrayBuffer ? [result] : []),
    (e) => parentPort.postMessage({ id: m.id, error: wireError(e) }),
  );
});
`;

/** PGlite's WebAssembly compiled once for every thread (a thread compiling its own takes ~0.3 s). */
interface PgliteAssets {
  pglite: WebAssembly.Module;
  initdb: WebAssembly.Module;
  fsBundle: Uint8Array;
}

const PGLITE_ENTRY = createRequire(import.meta.url).resolve('@electric-sql/pglite');
let assets: Promise<PgliteAssets> | undefined;
const pgliteAssets = (): Promise<PgliteAssets> => {
  assets ??= (async () => {
    const dist = dirname(PGLITE_ENTRY);
    const [pglite, initdb, fsBundle] = await Promise.all([
      readFile(join(dist, 'pglite.wasm')).then((b) => WebAssembly.compile(b)),
      readFile(join(dist, 'initdb.wasm')).then((b) => WebAssembly.compile(b)),
      readFile(join(dist, 'pglite.data')),
    ]);
    return { pglite, initdb, fsBundle };
  })();
  assets.catch(() => {
    assets = undefined;
  });
  return assets;
};

const errorOf = (e: WireError, at: Error): Error => {
  const error = Object.assign(new Error(e.message), e.props);
  error.name = e.name;
  error.stack = `${e.name}: ${e.message}\n${at.stack?.split('\n').slice(1).join('\n') ?? ''}`;
  return error;
};

interface Reply {
  id?: number;
  result?: unknown;
  error?: WireError;
  notify?: number;
  payload?: string;
}

/** A worker and the requests waiting for its answers. */
class Thread {
  readonly worker: Worker;
  readonly #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; at: Error }>();
  /** LISTEN callbacks of the database open on it. */
  readonly listeners = new Map<number, (payload: string) => void>();
  #next = 0;
  gone: Error | undefined;

  constructor(pgliteAssets: PgliteAssets) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { pglite: PGLITE_ENTRY, assets: pgliteAssets },
    });
    this.worker.on('message', (m: Reply) => {
      if (m.notify !== undefined) {
        this.listeners.get(m.notify)?.(m.payload as string);
        return;
      }
      const p = this.#pending.get(m.id as number);
      if (!p) return;
      this.#pending.delete(m.id as number);
      if (m.error) p.reject(errorOf(m.error, p.at));
      else p.resolve(m.result);
    });
    const fail = (error: Error) => {
      this.gone ??= error;
      for (const p of this.#pending.values()) p.reject(error);
      this.#pending.clear();
      const i = idle.indexOf(this);
      if (i !== -1) idle.splice(i, 1);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`PGlite's thread stopped (${code})`)));
  }

  send<T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.gone) return Promise.reject(this.gone);
    const id = ++this.#next;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject, at: new Error() });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }
}

/** Threads whose database was closed, ready for the next (not keeping the process alive). */
const idle: Thread[] = [];
const MAX_IDLE = 2;

async function takeThread(): Promise<Thread> {
  const thread = idle.pop() ?? new Thread(await pgliteAssets());
  thread.worker.ref();
  return thread;
}

function giveBack(thread: Thread): void {
  thread.listeners.clear();
  if (thread.gone) return;
  if (idle.length >= MAX_IDLE) {
    void thread.worker.terminate();
    return;
  }
  thread.worker.unref();
  idle.push(thread);
}

/** Values of the types the caller has parsers for: the worker left them as text. */
function parseColumns<T>(result: PgliteResults<T>, options: PgliteQueryOptions): PgliteResults<T> {
  const parsers = options.parsers ?? {};
  const parsed = result.fields
    .map((f, i) => ({ key: options.rowMode === 'array' ? i : f.name, type: f.dataTypeID }))
    .filter((c) => parsers[c.type]);
  if (parsed.length === 0) return result;
  for (const row of result.rows as Array<Record<string | number, unknown>>)
    for (const c of parsed) {
      const value = row[c.key];
      if (value !== null && value !== undefined) row[c.key] = parsers[c.type]?.(value as string, c.type);
    }
  return result;
}

/**
 * PGlite on a thread of its own (see above): resolves once it has started, or rejects with why it
 * could not (a folder it cannot open).
 */
export async function openPgliteThread(options: PgliteThreadOptions): Promise<PgliteClient> {
  const thread = await takeThread();
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  try {
    // Copied, not transferred: the caller's Blob may hand out one buffer to every database it opens.
    await thread.send({
      op: 'open',
      dataDir: options.dataDir,
      loadDataDir,
      extraStartParams: options.extraStartParams,
    });
  } catch (error) {
    await thread.send({ op: 'close' }).catch(() => {});
    giveBack(thread);
    throw error;
  }
  let closed = false;
  const send = <T>(request: Request, transfer?: ArrayBuffer[]): Promise<T> =>
    closed ? Promise.reject(new Error('PGlite is closed')) : thread.send<T>(request, transfer);

  const queryOn =
    (tx?: number) =>
    async <T>(
      sql: string,
      params: unknown[] = [],
      options: PgliteQueryOptions = {},
    ): Promise<PgliteResults<T>> => {
      const blob = options.blob ? await options.blob.arrayBuffer() : undefined;
      const result = await send<PgliteResults<T>>(
        {
          op: 'query',
          sql,
          params,
          rowMode: options.rowMode ?? 'object',
          raw: Object.keys(options.parsers ?? {}).map(Number),
          ...(tx !== undefined && { tx }),
          ...(blob && { blob }),
        },
        blob ? [blob] : [],
      );
      return parseColumns(result, options);
    };

  return {
    query: queryOn(),
    async transaction<T>(fn: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
      const tx = await send<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn({ query: queryOn(tx) });
      } catch (error) {
        await send({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, callback) {
      const id = await send<number>({ op: 'listen', channel });
      thread.listeners.set(id, callback);
      return async () => {
        if (closed) return;
        thread.listeners.delete(id);
        await send({ op: 'unlisten', listener: id });
      };
    },
    async dumpDataDir(compression = 'auto') {
      return new Blob([await send<ArrayBuffer>({ op: 'dump', compression })]);
    },
    get closed() {
      return closed || thread.gone !== undefined;
    },
    async close() {
      if (closed) return;
      try {
        await thread.send({ op: 'close' });
      } finally {
        closed = true;
        giveBack(thread);
      }
    },
  };
}
