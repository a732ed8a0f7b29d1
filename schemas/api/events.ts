import { z } from 'zod';
import { text } from './text.ts';

/** `GET /api/events`: resume after the last event the client saw (the event source's `lastEventId`). */
export const eventStreamQuerySchema = z.strictObject({
  lastEventId: z
    .string()
    .regex(/^\d{1,18}$/, { error: '이벤트 번호가 올바르지 않습니다.' })
    .optional(),
});

/** Why a session's stream says it ended: a newer login, expiry or revocation, a logout. */
export const sessionEventSchema = z.object({ state: z.enum(['duplicated', 'expired', 'logout', 'revoked']) });

/** The menus, codes or properties behind the initial data changed: read it again. */
export const initialDataEventSchema = z.object({ sysCd: z.string().optional() });

/** A role's grants (or a user's role) changed: read the user's authorities again. */
export const authorityEventSchema = z.object({ roleId: z.string().optional() });

/** The build the answering instance serves. */
export const buildEventSchema = z.object({ buildId: z.string() });

/** An administrator's notice to everyone logged in. */
export const noticeEventSchema = z.object({
  message: z.string(),
  from: z.string().optional(),
  /** Kept on the server: the sending session does not get its own notice. Never sent to a client. */
  senderSessionId: z.string().optional(),
});

/**
 * The events of the stream by name (the SSE `event:` field); `data` is the JSON of its schema.
 * `session` goes to one session, the others to everyone.
 */
export const CONSOLE_EVENT_SCHEMAS = {
  session: sessionEventSchema,
  'initial-data': initialDataEventSchema,
  authority: authorityEventSchema,
  build: buildEventSchema,
  notice: noticeEventSchema,
} as const;

export type ConsoleEventType = keyof typeof CONSOLE_EVENT_SCHEMAS;
export type ConsoleEventData<T extends ConsoleEventType> = z.infer<(typeof CONSOLE_EVENT_SCHEMAS)[T]>;

/** `POST /api/events/notice`: the notice an administrator sends to every logged-in staff member. */
export const noticeRequestSchema = z.strictObject({
  message: text({ multiline: true })
    .trim()
    .min(1, { error: '공지 내용을 입력해주세요.' })
    .max(500, { error: '공지는 500자까지 보낼 수 있습니다.' }),
});

export const noticeAnswerSchema = z.object({ sent: z.literal(true) });
