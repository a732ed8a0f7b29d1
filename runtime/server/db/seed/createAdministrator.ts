import { randomInt } from 'node:crypto';
import {
  checkPassword,
  generatePassword,
  PASSWORD_MESSAGES,
  STAFF_ID_MESSAGE,
  STAFF_ID_PATTERN,
} from '../../../core/auth/index.ts';
import { hashPassword } from '../../platform/index.ts';
import type { Database } from '../openDatabase.ts';
import { users } from '../schema.ts';

/**
 * An administrator's id: 1-50 letters, digits or `. _ @ -`, starting with a letter or digit (the
 * `users.usr_id` column). Looser than the sign-up rule (`USER_ID_PATTERN`, 6-20) so `admin` or
 * `boss` can be made.
 */
export const ADMIN_ID_PATTERN = STAFF_ID_PATTERN;

export interface CreateAdministratorOptions {
  usrId: string;
  /** Display name. Default `관리자`. */
  usrNm?: string | undefined;
  /** The password; it must pass the password rules. Default: generated (and returned). */
  password?: string | undefined;
  /** Default: now. */
  now?: Date | undefined;
}

export type CreateAdministratorResult =
  | {
      ok: true;
      usrId: string /** Set when the password was generated: show it once. */;
      generatedPassword?: string;
    }
  | { ok: false; problem: 'userId' | 'password' | 'exists' /** Korean, says what to do. */; message: string };

/**
 * Adds an ACTIVE user with role `ADMIN` (every menu and function the seed grants that role): the
 * first administrator of a database seeded without demo accounts. Refuses an id that exists, an id
 * outside `ADMIN_ID_PATTERN` and a password that breaks the password rules.
 */
export async function createAdministrator(
  database: Database,
  options: CreateAdministratorOptions,
): Promise<CreateAdministratorResult> {
  const { usrId } = options;
  if (!ADMIN_ID_PATTERN.test(usrId)) {
    return {
      ok: false,
      problem: 'userId',
      message: STAFF_ID_MESSAGE,
    };
  }
  const generated =
    options.password === undefined ? generatePassword(randomInt, { userId: usrId }) : undefined;
  const password = options.password ?? (generated as string);
  const rule = checkPassword(password, { userId: usrId });
  if (rule) return { ok: false, problem: 'password', message: PASSWORD_MESSAGES[rule] };
  const now = options.now ?? new Date();
  const inserted = await database.db
    .insert(users)
    .values({
      usrId,
      usrNm: options.usrNm ?? '관리자',
      pwdHash: await hashPassword(password),
      roleId: 'ADMIN',
      status: 'ACTIVE',
      pwdChgDttm: now,
      regDttm: now,
      updDttm: now,
    })
    .onConflictDoNothing()
    .returning({ usrId: users.usrId });
  if (!inserted.length) {
    return {
      ok: false,
      problem: 'exists',
      message: `아이디 ${usrId}은(는) 이미 있습니다. 다른 아이디를 지정하세요.`,
    };
  }
  return generated === undefined ? { ok: true, usrId } : { ok: true, usrId, generatedPassword: generated };
}
