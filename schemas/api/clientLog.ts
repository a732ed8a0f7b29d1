import { z } from 'zod';

/** Limits of a client error report (the browser trims to them; the server refuses more). */
export const CLIENT_LOG_LIMITS = { message: 1000, stack: 8000, url: 500 } as const;

/**
 * `POST /api/log/client`: an error the browser met (a failed screen load, an unhandled error), for
 * the server log. The transaction id travels as the request's `X-Tran-Id` (the failed call's when
 * there was one), so the server line carries it.
 */
export const clientLogSchema = z.strictObject({
  level: z.enum(['fatal', 'error', 'warn']),
  message: z.string().min(1).max(CLIENT_LOG_LIMITS.message),
  stack: z.string().max(CLIENT_LOG_LIMITS.stack).optional(),
  /** The page's path (no query: it could carry tokens or personal data). */
  url: z.string().max(CLIENT_LOG_LIMITS.url).optional(),
});

export type ClientLogReport = z.infer<typeof clientLogSchema>;

export const clientLogAnswerSchema = z.object({ logged: z.literal(true) });
