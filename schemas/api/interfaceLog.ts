import { z } from 'zod';
import { INTERFACE_LOG_LIMITS, INTERFACE_LOG_MAX_DURATION_MS } from '../../runtime/core/interfaces/index.ts';
import { timestampSchema, usrIdSchema } from './systemFields.ts';
import { text } from './text.ts';

// Interface logging: what the browser posts to `interfaces.apiLogging.requestUrl` and
// `responseUrl` for each bridge call and each declared-API call, and the 인터페이스 이력 list. Ids,
// codes and times only: a payload could carry personal data and is never sent. The user is the
// caller's session, never a field.

// Longest values an `interface_logs` row keeps (runtime/core, which the client's shaping cuts to);
// longer input is refused here (400).
export { INTERFACE_LOG_LIMITS, INTERFACE_LOG_MAX_DURATION_MS };

/** Most rows one 인터페이스 이력 search answers (newest first); narrow the search for older ones. */
export const INTERFACE_LOG_LIST_MAX = 1000;

/** Who called whom: the app calling the page (INBOUND) or the page calling out (OUTBOUND). */
export const interfaceLogDirectionSchema = z.enum(['INBOUND', 'OUTBOUND']);
/** A bridge call (MOBILE_BRIDGE) or a declared API through the server gateway (HTTP). */
export const interfaceLogTypeSchema = z.enum(['MOBILE_BRIDGE', 'HTTP']);

const CODE = /^[A-Za-z0-9_.:-]+$/;
const tranIdSchema = text({ name: true }).trim().min(1).max(INTERFACE_LOG_LIMITS.tranId).regex(CODE);
const ifIdSchema = text({ name: true }).trim().min(1).max(INTERFACE_LOG_LIMITS.ifId);
const versionSchema = text().trim().min(1).max(INTERFACE_LOG_LIMITS.version);
/** A result code (`0000`, a bridge `5005`), an HTTP status (`502`) or a failure (`TIMEOUT`). */
const statusSchema = text().trim().min(1).max(INTERFACE_LOG_LIMITS.status).regex(CODE);

/** The fields both records carry: which call, of which interface, when (the browser's clock, ISO 8601). */
const interfaceLogCallSchema = z.object({
  tranId: tranIdSchema,
  ifId: ifIdSchema,
  version: versionSchema,
  direction: interfaceLogDirectionSchema,
  type: interfaceLogTypeSchema,
  time: z.iso.datetime({ offset: true }),
});

/** `POST interfaces.apiLogging.requestUrl`: a call began. */
export const interfaceLogRequestSchema = interfaceLogCallSchema;
export type InterfaceLogRequest = z.input<typeof interfaceLogRequestSchema>;

/** `POST interfaces.apiLogging.responseUrl`: a call ended, with its status and duration. */
export const interfaceLogResponseSchema = interfaceLogCallSchema.extend({
  status: statusSchema,
  durationMs: z.int().min(0).max(INTERFACE_LOG_MAX_DURATION_MS),
});
export type InterfaceLogResponse = z.input<typeof interfaceLogResponseSchema>;

/** A day as the search form sends it (`YYYY-MM-DD`), or blank. */
const dayOrBlank = z.union([z.literal(''), z.iso.date()]);

/**
 * `POST /api/interface/log/list`: the search of 인터페이스 이력. `period` is a from-to pair of
 * days in Korean time (either end may be blank); `ifId` is contained (case-insensitive), the others
 * equal. Unknown keys are ignored (the grid may send its own).
 */
export const interfaceLogListSchema = z.object({
  period: z.array(dayOrBlank).max(2).optional(),
  ifId: text({ name: true }).trim().max(INTERFACE_LOG_LIMITS.ifId).optional(),
  direction: z.union([z.literal(''), interfaceLogDirectionSchema]).optional(),
  type: z.union([z.literal(''), interfaceLogTypeSchema]).optional(),
  status: text().trim().max(INTERFACE_LOG_LIMITS.status).optional(),
  usrId: z.union([z.literal(''), usrIdSchema]).optional(),
});
export type InterfaceLogList = z.input<typeof interfaceLogListSchema>;

/** One logged call as the list answers it: its request and response halves in one row. */
export const interfaceLogRowSchema = z.object({
  id: z.int(),
  tranId: z.string(),
  usrId: z.string(),
  ifId: z.string(),
  version: z.string(),
  direction: interfaceLogDirectionSchema,
  type: interfaceLogTypeSchema,
  /** Null until the response record arrives (or never, for `logType: REQUEST`). */
  status: z.string().nullable(),
  durationMs: z.int().nullable(),
  /** When the call began and ended by the browser's clock (null: that record was not sent). */
  reqDttm: timestampSchema.nullable(),
  resDttm: timestampSchema.nullable(),
  /** When the server first recorded the call (the period search and the retention use it). */
  regDttm: timestampSchema,
});
export type InterfaceLogRow = z.input<typeof interfaceLogRowSchema>;
