import { createHash, createHmac, randomBytes } from 'node:crypto';
import { desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { advisoryLock, loginSessions, serverKeys } from '../db/index.ts';

/** What a server-only key is used for; each use gets its own derived subkey. */
export type KeyPurpose = 'jwt' | 'dup' | 'auth-key' | 'assertion';

/** One server-only key: its id (the JWT `kid`) and its 256 bits. */
export interface ServerKey {
  kid: string;
  secret: Buffer;
}

/** Shortest `CONSOLE_SECRET_KEY` accepted (characters); 32 random base64 bytes give 44. */
export const MIN_SECRET_KEY_LENGTH = 32;

/** Where the keys come from: the environment, or the database (generated at first start). */
export interface KeyRingOptions {
  /** `CONSOLE_SECRET_KEY`: the signing key. Unset: keys live in the `server_keys` table. */
  envKey?: string | undefined;
  /** `CONSOLE_SECRET_KEY_PREVIOUS`: earlier environment keys (comma-separated) that still verify. */
  previousEnvKeys?: readonly string[] | undefined;
  /** How long a retired key keeps verifying (the refresh token lifetime), in seconds. */
  retiredSeconds: number;
  now?: () => number;
}

/** The id of an environment key: a short hash, so a changed key gets a new id. */
const envKid = (key: string) => `env-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

const envServerKey = (key: string): ServerKey => ({
  kid: envKid(key),
  secret: createHash('sha256').update(`console-secret-key:${key}`).digest(),
});

/**
 * The server-only keys of this process: the newest signs, every live one verifies. Never derived
 * from anything the browser receives (`api.secret` protects nothing, fidelity.md Trust boundary).
 */
export class KeyRing {
  readonly #subkeys = new Map<string, Buffer>();

  constructor(
    /** The key that signs now. */
    readonly signing: ServerKey,
    /** Every key that verifies (the signing key included), by kid. */
    readonly verifying: ReadonlyMap<string, ServerKey>,
    /** When the signing key changes next (a published key begins to sign), if it does. */
    readonly nextChangeAt?: number | undefined,
  ) {}

  /** The subkey of `key` for one purpose (HMAC-SHA256 of the purpose): keys never serve two uses. */
  subkey(purpose: KeyPurpose, key: ServerKey = this.signing): Buffer {
    const id = `${key.kid}:${purpose}`;
    let sub = this.#subkeys.get(id);
    if (!sub) {
      sub = createHmac('sha256', key.secret).update(`console:${purpose}`).digest();
      this.#subkeys.set(id, sub);
    }
    return sub;
  }

  /** HMAC-SHA256 (base64url) of `data` under the purpose's subkey of `key` (default: the signing key). */
  mac(purpose: KeyPurpose, data: string, key: ServerKey = this.signing): string {
    return createHmac('sha256', this.subkey(purpose, key)).update(data).digest('base64url');
  }
}

function ringOf(keys: readonly ServerKey[], nextChangeAt?: number): KeyRing {
  const [signing] = keys;
  if (!signing) throw new Error('server keys: none available');
  return new KeyRing(signing, new Map(keys.map((k) => [k.kid, k])), nextChangeAt);
}

const fromRow = (row: { kid: string; secret: string }): ServerKey => ({
  kid: row.kid,
  secret: Buffer.from(row.secret, 'base64url'),
});

/**
 * Live database keys at `now`: the key that signs (the newest one begun, `regDttm` passed, and not
 * retired yet) first, then every other that verifies: keys announced for a moment to come (a
 * rotation publishes its key before it signs with it) and keys retired less than `retiredSeconds`
 * ago. `signable` tells whether one signs; `nextChangeAt`, when the signing key changes next.
 */
async function liveKeys(
  db: Db,
  o: KeyRingOptions,
): Promise<{ keys: ServerKey[]; signable: boolean; nextChangeAt: number | undefined }> {
  const now = o.now?.() ?? Date.now();
  const since = new Date(now - o.retiredSeconds * 1000);
  const rows = await db
    .select({
      kid: serverKeys.kid,
      secret: serverKeys.secret,
      retired: serverKeys.retiredDttm,
      from: serverKeys.regDttm,
    })
    .from(serverKeys)
    .where(or(isNull(serverKeys.retiredDttm), gt(serverKeys.retiredDttm, since)))
    .orderBy(desc(serverKeys.regDttm), desc(serverKeys.kid));
  const signs = (r: (typeof rows)[number]) =>
    r.from.getTime() <= now && (r.retired === null || r.retired.getTime() > now);
  const signing = rows.find(signs);
  const changes = rows
    .flatMap((r) => [r.from.getTime(), r.retired?.getTime() ?? Number.POSITIVE_INFINITY])
    .filter((t) => t > now);
  return {
    keys: [...(signing ? [signing] : []), ...rows.filter((r) => r !== signing)].map(fromRow),
    signable: signing !== undefined,
    nextChangeAt: changes.length ? Math.min(...changes) : undefined,
  };
}

const newKeyRow = () => ({
  kid: randomBytes(8).toString('hex'),
  secret: randomBytes(32).toString('base64url'),
});

/**
 * Reads the key ring: the environment key (with any previous ones), or the database's keys, creating
 * the first one when there is none (under an advisory lock, so instances starting together agree).
 */
export async function loadKeyRing(db: Db, o: KeyRingOptions): Promise<KeyRing> {
  if (o.envKey) {
    return ringOf([o.envKey, ...(o.previousEnvKeys ?? [])].filter(Boolean).map(envServerKey));
  }
  const live = await liveKeys(db, o);
  if (live.signable) return ringOf(live.keys, live.nextChangeAt);
  await db.transaction(async (tx) => {
    await advisoryLock(tx, 'console:server-keys');
    const [unretired] = await tx
      .select({ kid: serverKeys.kid })
      .from(serverKeys)
      .where(isNull(serverKeys.retiredDttm))
      .limit(1);
    if (!unretired) await tx.insert(serverKeys).values(newKeyRow());
  });
  const created = await liveKeys(db, o);
  return ringOf(created.keys, created.nextChangeAt);
}

/**
 * `console secret rotate`: a new database key is published now and signs from `signsFrom` (now plus
 * `publishMs`, default {@link KEY_PUBLISH_MS}); the old ones retire then and keep verifying for
 * `retiredSeconds` (so sessions live on). With `revoke` (a leaked key) the old keys are deleted and
 * every live session ends, and the new key signs at once. Every instance reads the change at once
 * (the server_keys trigger). Returns the new kid, when it signs, and how many sessions ended.
 */
export async function rotateServerKey(
  db: Db,
  now: Date = new Date(),
  options: { revoke?: boolean; publishMs?: number } = {},
): Promise<{ kid: string; endedSessions: number; signsFrom: Date }> {
  const row = newKeyRow();
  // A rotation publishes the new key (every instance's JWKS lists it at once) and signs with it a
  // moment later, when the backends' copies of the JWKS hold it; a revocation cannot wait: nothing
  // else may sign.
  const signsFrom = new Date(now.getTime() + (options.revoke ? 0 : (options.publishMs ?? KEY_PUBLISH_MS)));
  let endedSessions = 0;
  await db.transaction(async (tx) => {
    await advisoryLock(tx, 'console:server-keys');
    if (options.revoke) {
      // A leaked key: the old ones go at once, and so does every session they could vouch for.
      await tx.delete(serverKeys);
      const ended = await tx
        .update(loginSessions)
        .set({ status: 'EXPIRED', updDttm: now, updUsrId: 'console-cli' })
        .where(eq(loginSessions.status, 'ACTIVE'))
        .returning({ id: loginSessions.sessionId });
      endedSessions = ended.length;
    } else {
      await tx
        .update(serverKeys)
        .set({ retiredDttm: signsFrom, updDttm: now })
        .where(isNull(serverKeys.retiredDttm));
    }
    await tx.insert(serverKeys).values({ ...row, regDttm: signsFrom, updDttm: now });
  });
  return { kid: row.kid, endedSessions, signsFrom };
}

/**
 * How long a rotated key is published before it signs (ms): longer than a backend keeps the JWKS
 * (1 s), so no backend meets an assertion under a key it has not fetched yet.
 */
export const KEY_PUBLISH_MS = 1500;

/** How often a process re-reads the database keys (a rotation elsewhere reaches it within this). */
const REFRESH_MS = 60_000;
/**
 * Least time between two re-reads caused by an unknown kid (a flood of forged kids costs at most
 * four reads a second); short, so a key another instance just made verifies here at once.
 */
const UNKNOWN_KID_MS = 250;

/**
 * The key ring of one app, re-read from the database every minute and when a token names a kid
 * this process does not know yet (a key rotated on another instance).
 */
export class KeyStore {
  #ring: KeyRing | undefined;
  #loadedAt = 0;
  #loading: Promise<KeyRing> | undefined;
  /** Counts `forget`s: a read begun before one is not kept (it may hold the keys from before). */
  #generation = 0;

  constructor(
    readonly db: () => Db,
    readonly options: KeyRingOptions,
  ) {}

  #now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Drops the ring: the next use reads the keys again (a key changed on some instance). */
  forget(): void {
    this.#generation++;
    this.#ring = undefined;
    this.#loadedAt = 0;
    this.#loading = undefined;
  }

  /** The current ring (loaded on first use). */
  async ring(): Promise<KeyRing> {
    const now = this.#now();
    const fresh =
      this.#ring &&
      (this.options.envKey ||
        (now - this.#loadedAt < REFRESH_MS &&
          !(this.#ring.nextChangeAt !== undefined && now >= this.#ring.nextChangeAt)));
    if (fresh && this.#ring) return this.#ring;
    return this.#reload();
  }

  /**
   * The ring as the database holds it now, give or take `maxAgeMs`: re-read when the one held is
   * older (reads begun together are one read). For what must not trail a change on another instance
   * by even the notification's delay: the published JWKS, a backend refusing an assertion.
   */
  async current(maxAgeMs: number): Promise<KeyRing> {
    if (this.#ring && (this.options.envKey || this.#now() - this.#loadedAt <= maxAgeMs)) {
      return this.ring();
    }
    return this.#reload();
  }

  /**
   * The verifying key with this kid. An unknown kid re-reads the ring, at most every
   * {@link UNKNOWN_KID_MS}: one met sooner waits for the next read rather than being refused (a key
   * made on another instance a moment ago verifies here; a forged kid costs its sender the wait).
   */
  async verifyingKey(kid: string): Promise<ServerKey | undefined> {
    const ring = await this.ring();
    const key = ring.verifying.get(kid);
    if (key || this.options.envKey) return key;
    const wait = this.#loadedAt + UNKNOWN_KID_MS - this.#now();
    if (wait > 0) {
      const loadedAt = this.#loadedAt;
      await new Promise((r) => setTimeout(r, wait));
      // Read meanwhile (a change came, or another unknown kid waited less): that read answers.
      if (this.#ring && this.#loadedAt !== loadedAt) return this.#ring.verifying.get(kid);
    }
    return (await this.#reload()).verifying.get(kid);
  }

  #reload(): Promise<KeyRing> {
    if (this.#loading) return this.#loading;
    const generation = this.#generation;
    const loading = loadKeyRing(this.db(), this.options)
      .then((ring) => {
        if (generation === this.#generation) {
          this.#ring = ring;
          this.#loadedAt = this.#now();
        }
        return ring;
      })
      .finally(() => {
        if (this.#loading === loading) this.#loading = undefined;
      });
    this.#loading = loading;
    return loading;
  }
}
