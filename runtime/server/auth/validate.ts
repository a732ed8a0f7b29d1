import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ValidateIdBody, ValidatePasswordBody } from '../../../schemas/api/auth.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import {
  AUTH_MESSAGES,
  checkPassword,
  checkUserId,
  PASSWORD_MESSAGES,
  USER_ID_MESSAGES,
} from '../../core/auth/index.ts';
import { users } from '../db/index.ts';
import { apiRoute, authErrors, success } from '../platform/index.ts';
import type { AuthDeps } from './authDeps.ts';

/**
 * GET /validate/id (secured, public): whether a new user id follows the id rule and is free, at
 * most `idCheckPerIp` calls per address (429 with Retry-After beyond) and, past `idCheckGlobal`
 * calls of everyone, refused to addresses that checked before and slowed for the others.
 * GET /validate/password (public): the first password rule a candidate breaks, if any. Both answer
 * resultCode 0000; the verdict is in the body.
 */
export function registerValidate(app: FastifyInstance, deps: AuthDeps): void {
  apiRoute(app, API_ROUTES['auth.validateId'], async (request) => {
    const { userId } = request.query;
    // Whether an id exists is worth knowing to an attacker: counted per address and for everyone
    // together, in the database (the sign-up form's own budget, apart from the logins').
    const check = await deps.throttle.idCheck(request.ip);
    if (check.retryAfterSeconds > 0) throw authErrors.idChecksLimited(check.retryAfterSeconds);
    if (check.delayMs > 0) await new Promise((r) => setTimeout(r, check.delayMs));
    const [row] =
      userId.length > 0 && userId.length <= 50
        ? await app.db.select({ usrId: users.usrId }).from(users).where(eq(users.usrId, userId)).limit(1)
        : [];
    const exists = row !== undefined;
    const formatProblem = checkUserId(userId);
    const body: ValidateIdBody = {
      valid: !formatProblem && !exists,
      exists,
      message: formatProblem
        ? USER_ID_MESSAGES.format
        : exists
          ? USER_ID_MESSAGES.exists
          : USER_ID_MESSAGES.available,
    };
    return success(body);
  });

  apiRoute(app, API_ROUTES['auth.validatePassword'], async (request) => {
    const q = request.query;
    const problem = checkPassword(q.password, {
      ...(q.oldPassword !== undefined && { oldPassword: q.oldPassword }),
      ...(q.userId !== undefined && { userId: q.userId }),
    });
    const body: ValidatePasswordBody = problem
      ? { valid: false, problem, message: PASSWORD_MESSAGES[problem] }
      : { valid: true, message: AUTH_MESSAGES.passwordValid };
    return success(body);
  });
}
