import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { authKeys } from '../db/index.ts';
import type { KeyRing } from './serverKeys.ts';

/** Lifetime of a second-step key. */
export const AUTH_KEY_SECONDS = 180;
/** Wrong keys allowed before the key is void. */
export const AUTH_KEY_ATTEMPTS = 5;

/**
 * Only a hash keyed with the server-only key is stored: a leaked table does not give the 6-digit keys
 * away by brute force (a key rotation voids keys on their way, which live 3 minutes).
 */
const hashOf = (ring: KeyRing, usrId: string, key: string) => ring.mac('auth-key', `${usrId}:${key}`);

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** A fresh 6-digit key (uniform, from the CSPRNG). */
export function newAuthKey(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Stores the user's key, replacing any earlier one (attempts start again at 0). */
export async function storeAuthKey(
  db: Db,
  k: { usrId: string; key: string; ring: KeyRing; now: number; ip: string },
): Promise<void> {
  const values = {
    keyHash: hashOf(k.ring, k.usrId, k.key),
    attempts: 0,
    expiresDttm: new Date(k.now + AUTH_KEY_SECONDS * 1000),
    updDttm: new Date(k.now),
    updUsrId: k.usrId,
    updUsrIp: k.ip,
  };
  await db
    .insert(authKeys)
    .values({ usrId: k.usrId, ...values, regUsrId: k.usrId, regUsrIp: k.ip })
    .onConflictDoUpdate({ target: authKeys.usrId, set: values });
}

export type AuthKeyCheck =
  | { outcome: 'ok' }
  | { outcome: 'wrong'; remainingAttempts: number }
  | { outcome: 'invalid' };

/**
 * Checks a key: `invalid` with no key, an expired or used-up one; `wrong` counts the attempt (the
 * last allowed one voids the key); `ok` deletes the key so it works once.
 */
export async function checkAuthKey(
  db: Db,
  k: { usrId: string; key: string; ring: KeyRing; now: number },
): Promise<AuthKeyCheck> {
  const [row] = await db.select().from(authKeys).where(eq(authKeys.usrId, k.usrId)).limit(1);
  if (!row || row.expiresDttm.getTime() <= k.now || row.attempts >= AUTH_KEY_ATTEMPTS) {
    return { outcome: 'invalid' };
  }
  if (sameHex(row.keyHash, hashOf(k.ring, k.usrId, k.key))) {
    // Deleting by hash makes a second, concurrent use of the same key find nothing.
    const used = await db
      .delete(authKeys)
      .where(and(eq(authKeys.usrId, k.usrId), eq(authKeys.keyHash, row.keyHash)))
      .returning({ usrId: authKeys.usrId });
    return used.length > 0 ? { outcome: 'ok' } : { outcome: 'invalid' };
  }
  const [counted] = await db
    .update(authKeys)
    .set({ attempts: sql`${authKeys.attempts} + 1` })
    .where(and(eq(authKeys.usrId, k.usrId), lt(authKeys.attempts, AUTH_KEY_ATTEMPTS)))
    .returning({ attempts: authKeys.attempts });
  if (!counted) return { outcome: 'invalid' };
  const remainingAttempts = Math.max(0, AUTH_KEY_ATTEMPTS - counted.attempts);
  if (remainingAttempts === 0) await db.delete(authKeys).where(eq(authKeys.usrId, k.usrId));
  return { outcome: 'wrong', remainingAttempts };
}
