import { and, eq, lt, ne } from 'drizzle-orm';
import { sha256Hex } from '../../core/crypto/index.ts';
import { noteChange, TOUCH_EVERY_MS } from '../cache/index.ts';
import type { Db } from '../db/index.ts';
import { loginSessions, serverKeys } from '../db/index.ts';

export type SessionRow = typeof loginSessions.$inferSelect;

/**
 * Opens a login session and replaces every other live session of the user, in one transaction:
 * the older sessions then answer FS01 at the duplicate check, on every server process sharing the
 * database. `signedWith`: the database key its tokens are signed with; when that key is gone (a
 * revocation committed meanwhile) nothing opens and the answer is false, so the login signs again
 * with the new key. The key's row is held while the session opens: a revocation waits for it, and
 * then ends this session with the others.
 */
export async function openSession(
  db: Db,
  s: {
    sessionId: string;
    usrId: string;
    procId: string;
    refreshToken: string;
    expiresAt: Date;
    ip: string;
    signedWith?: string | undefined;
  },
): Promise<boolean> {
  const replaced = await db.transaction(async (tx) => {
    if (s.signedWith !== undefined) {
      const [key] = await tx
        .select({ kid: serverKeys.kid })
        .from(serverKeys)
        .where(eq(serverKeys.kid, s.signedWith))
        .for('share');
      if (!key) return undefined;
    }
    const ended = await tx
      .update(loginSessions)
      .set({ status: 'REPLACED', updDttm: new Date(), updUsrId: s.usrId, updUsrIp: s.ip })
      .where(
        and(
          eq(loginSessions.usrId, s.usrId),
          eq(loginSessions.status, 'ACTIVE'),
          ne(loginSessions.sessionId, s.sessionId),
        ),
      )
      .returning({ id: loginSessions.sessionId });
    await tx.insert(loginSessions).values({
      sessionId: s.sessionId,
      usrId: s.usrId,
      procId: s.procId,
      refreshTokenHash: sha256Hex(s.refreshToken),
      status: 'ACTIVE',
      expiresDttm: s.expiresAt,
      regUsrId: s.usrId,
      regUsrIp: s.ip,
      updUsrId: s.usrId,
      updUsrIp: s.ip,
    });
    return ended;
  });
  if (!replaced) return false;
  noteChange(db, ...replaced.map((r) => ({ t: 'session' as const, k: r.id })));
  return true;
}

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const rows = await db.select().from(loginSessions).where(eq(loginSessions.sessionId, sessionId)).limit(1);
  return rows[0];
}

/** What a session row means for its holder now: live, replaced by a newer login, or over. */
export function sessionState(
  row: SessionRow | undefined,
  now: Date,
): 'active' | 'duplicated' | 'expired' | 'missing' {
  if (!row) return 'missing';
  if (row.status === 'REPLACED') return 'duplicated';
  if (row.status !== 'ACTIVE' || row.expiresDttm.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/**
 * Ends a live session (logout). A session that is already over keeps its status, so a replaced
 * session still answers FS01 rather than FS10.
 */
export async function closeSession(db: Db, sessionId: string, ip: string): Promise<void> {
  await db
    .update(loginSessions)
    .set({ status: 'LOGGED_OUT', updDttm: new Date(), updUsrIp: ip })
    .where(and(eq(loginSessions.sessionId, sessionId), eq(loginSessions.status, 'ACTIVE')));
  noteChange(db, { t: 'session', k: sessionId });
}

/**
 * Ends every live session of a user but `keep` (a password change, or an account that may no
 * longer log in): their next call answers FS10, on every instance. `REVOKED` (an administrator's
 * doing) tells the holder so through the event stream. Returns how many ended.
 */
export async function endUserSessions(
  db: Db,
  usrId: string,
  o: { keep?: string | undefined; ip: string; now: Date; status?: 'EXPIRED' | 'REVOKED' },
): Promise<number> {
  const ended = await db
    .update(loginSessions)
    .set({ status: o.status ?? 'EXPIRED', updDttm: o.now, updUsrIp: o.ip })
    .where(
      and(
        eq(loginSessions.usrId, usrId),
        eq(loginSessions.status, 'ACTIVE'),
        ...(o.keep ? [ne(loginSessions.sessionId, o.keep)] : []),
      ),
    )
    .returning({ id: loginSessions.sessionId });
  noteChange(db, ...ended.map((r) => ({ t: 'session' as const, k: r.id })));
  return ended.length;
}

/**
 * Records that the session was seen. Callers ask the hot cache first (`dueForTouch`, once per 30 s
 * per session and process); the write is conditional too, so the row changes at most once per
 * {@link TOUCH_EVERY_MS} whatever number of processes serve the session.
 */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(loginSessions)
    .set({ lastSeenDttm: now })
    .where(
      and(
        eq(loginSessions.sessionId, sessionId),
        lt(loginSessions.lastSeenDttm, new Date(now.getTime() - TOUCH_EVERY_MS)),
      ),
    );
}

/** Whether a refresh token belongs to the session (only its hash is stored). */
export function refreshTokenMatches(row: SessionRow, refreshToken: string): boolean {
  return row.refreshTokenHash === sha256Hex(refreshToken.replace(/^Bearer\s+/i, ''));
}
