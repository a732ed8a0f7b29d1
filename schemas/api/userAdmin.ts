import { z } from 'zod';
import { usrIdSchema } from './systemFields.ts';

// Locked accounts and their unlock, `/api/system/user/**` (runtime/server/system/userAdminApi.ts).

/** `POST /api/system/user/locked`: accounts locked by failed logins or by an administrator. */
export const lockedUserSchema = z.object({
  usrId: z.string(),
  usrNm: z.string(),
  loginFailCnt: z.number().int(),
  /** When the lock was set (ISO 8601); null for a lock without a time (it never lifts by itself). */
  lockedDttm: z.string().nullable(),
});
export type LockedUser = z.infer<typeof lockedUserSchema>;

/** `POST /api/system/user/unlock`: unlock an account (SAVE on a SYSTEM_USER menu). */
export const userUnlockSchema = z.object({ usrId: usrIdSchema });

/** Answer of `POST /api/system/user/unlock`. */
export const userUnlockAnswerSchema = z.object({ usrId: z.string(), unlocked: z.literal(true) });
