import { createHash } from 'node:crypto';
import { type Coding, compressedCopies, ifNoneMatchNames, success } from '../platform/index.ts';
import { INITIAL_DATA_TABLES } from './loadInitialData.ts';

/** One serialized initial-data answer: the envelope's bytes, their ETag and compressed copies. */
export interface InitialDataEntry {
  /** The whole `{ resultCode, resultMessage, body }` envelope as UTF-8 JSON. */
  bytes: Buffer;
  /** `"<sha-256 of bytes, base64url>"`; compressed copies add `-br` / `-gz` inside the quotes. */
  etag: string;
  fingerprint: string;
  /** When the fingerprint was last compared with the database (ms). */
  checkedAt: number;
  /** A compressed copy, made on first use. */
  encoded(coding: Coding): Promise<Buffer>;
}

export interface InitialDataSource {
  /** The body and the fingerprint it was read with (one snapshot). */
  load(sysCd: string): Promise<{ fingerprint: string; body: unknown }>;
  /** The current fingerprint (cheap). */
  fingerprint(sysCd: string): Promise<string>;
}

/** Every live cache of this process, so `invalidateInitialData` reaches all of them. */
const live = new Set<InitialDataCache>();

/**
 * Drops the cached initial data of `sysCd` (or of every system) in this process: the next call
 * rebuilds it from the database. Call it after committing any change to menus, common codes, code
 * mapping rules, file groups or app properties. Other processes notice within their check
 * interval (see `InitialDataCache`).
 */
export function invalidateInitialData(sysCd?: string): void {
  for (const cache of live) cache.invalidate(sysCd);
}

/**
 * What the hot cache's change feed means for the initial data: a change to menus, codes, rules,
 * file groups or app properties (here, elsewhere, by hand), or possibly anything (`undefined`, after
 * a reconnect), rebuilds it at its next call.
 */
export function initialDataOnChange(change: { t: string } | undefined): void {
  if (!change || INITIAL_DATA_TABLES.has(change.t)) invalidateInitialData();
}

/**
 * The serialized initial data per system code. Within a process a change is seen at once
 * (`invalidateInitialData`). Across processes sharing one PostgreSQL, a cached entry older than
 * `checkMs` is compared with the database's fingerprint of the underlying rows (one cheap query,
 * at most once per `checkMs` per system, while the other callers keep getting the cached bytes),
 * and rebuilt when it differs: another process's change shows within about `checkMs`.
 */
export class InitialDataCache {
  readonly #entries = new Map<string, InitialDataEntry>();
  readonly #pending = new Map<string, Promise<InitialDataEntry>>();
  readonly #generation = new Map<string, number>();
  #everything = 0;

  constructor(
    private readonly source: InitialDataSource,
    private readonly checkMs: number,
    private readonly now: () => number = Date.now,
  ) {
    live.add(this);
  }

  /** Stops `invalidateInitialData` from reaching this cache (on app close). */
  close(): void {
    live.delete(this);
    this.#entries.clear();
    this.#pending.clear();
  }

  invalidate(sysCd?: string): void {
    if (sysCd === undefined) {
      this.#everything++;
      this.#entries.clear();
      this.#pending.clear();
      return;
    }
    this.#generation.set(sysCd, (this.#generation.get(sysCd) ?? 0) + 1);
    this.#entries.delete(sysCd);
    this.#pending.delete(sysCd);
  }

  /** The entry of `sysCd`: cached, revalidated, or built. */
  get(sysCd: string): InitialDataEntry | Promise<InitialDataEntry> {
    const entry = this.#entries.get(sysCd);
    if (entry && this.now() - entry.checkedAt < this.checkMs) return entry;
    const pending = this.#pending.get(sysCd);
    if (pending) return entry ?? pending;
    const started = this.#generationOf(sysCd);
    const work = this.#refresh(sysCd, entry, started).finally(() => {
      if (this.#pending.get(sysCd) === work) this.#pending.delete(sysCd);
    });
    this.#pending.set(sysCd, work);
    // A failed background check must not become an unhandled rejection: the stale entry stays and
    // the next call tries again. Callers that await `work` still see the failure.
    work.catch(() => {});
    return entry ?? work;
  }

  #generationOf(sysCd: string): string {
    return `${this.#everything}:${this.#generation.get(sysCd) ?? 0}`;
  }

  async #refresh(sysCd: string, entry: InitialDataEntry | undefined, started: string) {
    if (entry) {
      const fingerprint = await this.source.fingerprint(sysCd);
      if (fingerprint === entry.fingerprint) {
        entry.checkedAt = this.now();
        return entry;
      }
    }
    const { fingerprint, body } = await this.source.load(sysCd);
    const fresh = makeEntry(Buffer.from(JSON.stringify(success(body))), fingerprint, this.now());
    // A change committed while this was loading has invalidated it: keep it out of the cache.
    if (this.#generationOf(sysCd) === started) this.#entries.set(sysCd, fresh);
    return fresh;
  }
}

function makeEntry(bytes: Buffer, fingerprint: string, at: number): InitialDataEntry {
  const hash = createHash('sha256').update(bytes).digest('base64url');
  return { bytes, etag: `"${hash}"`, fingerprint, checkedAt: at, encoded: compressedCopies(bytes) };
}

/** The ETag of a compressed copy. */
export const etagFor = (entry: InitialDataEntry, coding: Coding | undefined) =>
  coding === undefined ? entry.etag : `${entry.etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`;

/**
 * `If-None-Match` matches the entry (any coding of it: they are the same data), per RFC 9110's
 * weak comparison.
 */
export function matchesIfNoneMatch(header: string | undefined, entry: InitialDataEntry): boolean {
  const hash = entry.etag.slice(1, -1);
  return ifNoneMatchNames(header, [hash, `${hash}-br`, `${hash}-gz`]);
}
