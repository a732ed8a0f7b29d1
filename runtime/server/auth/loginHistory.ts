import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { loginHistory } from '../db/index.ts';

/** Result code recorded when a second step started (the key was sent; login-complete records the end). */
export const KEY_SENT_CODE = 'KEY';

/** What an attempt answered: the envelope's code, and the body's `resCd` and second step. */
interface Answer {
  resultCode: string;
  body: unknown;
}

/** The result code an attempt's answer stands for: FS02, the account's status code, KEY, or 0000. */
export function attemptCode(answer: Answer): string {
  if (answer.resultCode !== '0000') return answer.resultCode;
  const body = (answer.body ?? {}) as { resCd?: unknown; secondStep?: unknown };
  if (body.secondStep) return KEY_SENT_CODE;
  return typeof body.resCd === 'string' ? body.resCd : '0000';
}

/**
 * Records one login attempt in `login_history` (로그인 이력): the id as typed, the result code, the
 * address and the browser. A failure to record is logged and never fails the login.
 */
export async function recordLoginAttempt(
  db: Db,
  request: FastifyRequest,
  o: { usrId: string; sysCd: string; answer: Answer; at: Date },
): Promise<void> {
  const resCd = attemptCode(o.answer);
  try {
    await db.insert(loginHistory).values({
      usrId: o.usrId.slice(0, 50),
      sysCd: o.sysCd,
      resCd: resCd.slice(0, 10),
      succYn: resCd === '0000' ? 'Y' : 'N',
      ip: request.ip.slice(0, 45),
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 500) || null,
      loginDttm: o.at,
    });
  } catch (error) {
    request.log.warn({ err: error, usrId: o.usrId }, 'login attempt not recorded');
  }
}

/**
 * A login call's answer, recorded once it is known: `attempt` is the call itself (`/login`,
 * `/login-complete`), `request.body.userId` the id as typed.
 */
export async function recordedAttempt<A extends Answer>(
  db: Db,
  o: { sysCd: string; now: () => number },
  request: FastifyRequest<{ Body: { userId: string } }>,
  attempt: Promise<A>,
): Promise<A> {
  const answer = await attempt;
  await recordLoginAttempt(db, request, {
    usrId: request.body.userId,
    sysCd: o.sysCd,
    answer,
    at: new Date(o.now()),
  });
  return answer;
}
