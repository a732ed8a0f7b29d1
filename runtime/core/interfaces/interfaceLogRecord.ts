import { DEFAULT_INTERFACE_VERSION } from '../initialData/index.ts';

// The records the browser posts to `interfaces.apiLogging.requestUrl` and `responseUrl`,
// shaped here without I/O. `schemas/api/interfaceLog.ts` validates the same shape on the server
// (and takes its limits from here); the client's logger types its records with that schema.

/** Longest values a record carries (the `interface_logs` columns); the shaping below cuts to them. */
export const INTERFACE_LOG_LIMITS = { tranId: 64, ifId: 100, version: 20, status: 20 } as const;

/** Longest call duration a response record carries: one day, in ms. */
export const INTERFACE_LOG_MAX_DURATION_MS = 86_400_000;

/** Characters of a transaction id or a status; anything else becomes `_`. */
const CODE_CHARS = /[^A-Za-z0-9_.:-]/g;

/** Which half of a call a record is. */
export type InterfaceLogPhase = 'REQUEST' | 'RESPONSE';
/** A definition's `logType` (spec section 3): both halves, one of them, or none. */
export type InterfaceLogType = 'ALL' | 'REQUEST' | 'RESPONSE' | 'NONE';

/** One logged call: the same in its request and its response record. */
export interface InterfaceCall {
  /** The API layer's transaction id of a declared call; a fresh id per bridge call. */
  tranId: string;
  ifId: string;
  /** Default '1.0'. */
  version?: string | undefined;
  direction: 'INBOUND' | 'OUTBOUND';
  type: 'MOBILE_BRIDGE' | 'HTTP';
}

/** Whether a definition's `logType` (default ALL: no definition) logs this half of a call. */
export function logTypeAllows(logType: InterfaceLogType | undefined, phase: InterfaceLogPhase): boolean {
  const type = logType ?? 'ALL';
  return type === 'ALL' || type === phase;
}

const code = (value: string, max: number) => value.replace(CODE_CHARS, '_').slice(0, max) || 'UNKNOWN';
const cut = (value: string, max: number, fallback: string) => value.trim().slice(0, max) || fallback;

/** The request record of `call`, begun at `startedAt` (epoch ms). */
export function interfaceRequestRecord(call: InterfaceCall, startedAt: number) {
  return {
    tranId: code(call.tranId, INTERFACE_LOG_LIMITS.tranId),
    ifId: cut(call.ifId, INTERFACE_LOG_LIMITS.ifId, 'UNKNOWN'),
    version: cut(call.version ?? '', INTERFACE_LOG_LIMITS.version, DEFAULT_INTERFACE_VERSION),
    direction: call.direction,
    type: call.type,
    time: new Date(startedAt).toISOString(),
  };
}

/** The response record of `call`: its status, and its duration from `startedAt` to `endedAt` (epoch ms). */
export function interfaceResponseRecord(
  call: InterfaceCall,
  status: string,
  startedAt: number,
  endedAt: number,
) {
  const durationMs = Math.min(Math.max(0, Math.round(endedAt - startedAt)), INTERFACE_LOG_MAX_DURATION_MS);
  return {
    ...interfaceRequestRecord(call, endedAt),
    status: code(status, INTERFACE_LOG_LIMITS.status),
    durationMs,
  };
}

/** How an API call ended, as far as a log needs it (an envelope's code, or a failure's facts). */
export interface ApiCallOutcome {
  resultCode?: string | undefined;
  /** HTTP status of a failed answer. */
  status?: number | undefined;
  /** Failure kind: `network`, `timeout`, `cancelled`, `http`, `result`. */
  kind?: string | undefined;
}

/**
 * The status logged for an API call: the envelope's result code when there is one, else the HTTP
 * status of a failed answer, else the failure's kind upper-cased (`TIMEOUT`, `NETWORK`).
 */
export function apiCallStatus(outcome: ApiCallOutcome): string {
  if (outcome.resultCode) return outcome.resultCode;
  if (outcome.status !== undefined) return String(outcome.status);
  return (outcome.kind ?? 'unknown').toUpperCase();
}
