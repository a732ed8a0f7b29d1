/** How a store tells whether it may keep anything, and what time it is. */
export interface StoreHost {
  /** False while changes may go unheard (the listening connection is down): nothing is kept. */
  live(): boolean;
  now(): number;
}

export interface CacheStoreOptions {
  /** An entry older than this is read again even without a change heard (a backstop). */
  maxAgeMs: number;
  /** At most this many entries; the oldest goes first. */
  maxEntries: number;
}

/**
 * Values by key, read through `load` once and kept until `forget` (or `maxAgeMs`). Concurrent
 * readers of a missing key share one load. A load that started before a `forget` is handed to its
 * callers but not kept: it may have read the rows before the change committed.
 */
export class CacheStore<V> {
  readonly #entries = new Map<string, { value: V; at: number }>();
  readonly #pending = new Map<string, Promise<V | undefined>>();
  #generation = 0;

  constructor(
    private readonly host: StoreHost,
    private readonly options: CacheStoreOptions,
  ) {}

  /** The value of `key`: kept, or loaded (and kept when the load is still current). */
  get(key: string, load: () => Promise<V | undefined>): V | undefined | Promise<V | undefined> {
    if (!this.host.live()) return load();
    const hit = this.#entries.get(key);
    if (hit && this.host.now() - hit.at < this.options.maxAgeMs) return hit.value;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const started = this.#generation;
    const work = load().then(
      (value) => {
        if (this.#pending.get(key) === work) this.#pending.delete(key);
        if (value !== undefined && started === this.#generation && this.host.live()) this.#keep(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.#pending.get(key) === work) this.#pending.delete(key);
        throw error;
      },
    );
    this.#pending.set(key, work);
    return work;
  }

  /** Drops `key` (or everything); loads under way are not kept. */
  forget(key?: string): void {
    this.#generation++;
    if (key === undefined) {
      this.#entries.clear();
      this.#pending.clear();
      return;
    }
    this.#entries.delete(key);
    this.#pending.delete(key);
  }

  /** Drops every key starting with `prefix`; loads under way are not kept. */
  forgetPrefix(prefix: string): void {
    this.#generation++;
    for (const key of [...this.#entries.keys(), ...this.#pending.keys()]) {
      if (key.startsWith(prefix)) {
        this.#entries.delete(key);
        this.#pending.delete(key);
      }
    }
  }

  /** How many entries are kept (for tests and the health of the cache). */
  get size(): number {
    return this.#entries.size;
  }

  #keep(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, at: this.host.now() });
    if (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
