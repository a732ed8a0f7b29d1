import { inactiveReasonForResultCode } from '../../core/session/index.ts';
import {
  ApiCallError,
  type ApiEnvelope,
  envelopeMessage,
  isApiEnvelope,
  type MessageLookup,
  type PassResultCodes,
  resultCodePasses,
  transportErrorMessage,
} from '../../core/transport/index.ts';
import type { ApiSessionHooks } from '../session/index.ts';

/** What arrived: the status and the parsed body. */
export interface AnswerFacts {
  status: number;
  data: unknown;
  tranId: string;
}

export interface SettleOptions {
  pass: PassResultCodes;
  dev: boolean;
  lookup: MessageLookup;
  skipAuthValidation?: boolean | undefined;
  session?: ApiSessionHooks | undefined;
}

/**
 * The envelope of an answer, or the ApiCallError it stands for. An envelope whose result code is
 * on the pass list resolves whatever the status (so `'all'` callers read every code themselves).
 * An HTTP 401 with UNAUTHORIZED, FS01 or FS10 ends an active session first. The message is the
 * envelope's resultMessage (with `errors` in development), else the transport mapping of spec
 * section 8.
 */
export function settleResponse<T>(facts: AnswerFacts, o: SettleOptions): ApiEnvelope<T> {
  const { status, tranId } = facts;
  const envelope = isApiEnvelope(facts.data) ? facts.data : undefined;
  const resultCode = envelope?.resultCode;
  let sessionEnded = false;
  if (status === 401 && !o.skipAuthValidation) {
    const reason = inactiveReasonForResultCode(resultCode);
    if (reason && o.session) sessionEnded = o.session.handleAuthFailure(reason);
  }
  if (envelope && resultCodePasses(envelope.resultCode, o.pass)) return envelope as ApiEnvelope<T>;
  const details = { status, resultCode, envelope, tranId, sessionEnded };
  const raw = envelope ? envelopeMessage(envelope, o.dev) : undefined;
  if (status < 200 || status >= 300) {
    throw new ApiCallError('http', raw || transportErrorMessage({ kind: 'http', status }, o.lookup), details);
  }
  throw new ApiCallError(
    'result',
    transportErrorMessage({ kind: 'result', message: raw }, o.lookup),
    details,
  );
}
