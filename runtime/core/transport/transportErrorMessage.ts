import { formatMessage, MESSAGES_KO, type MessageKey } from '../i18n/index.ts';
import type { ApiErrorKind } from './apiCallError.ts';

export interface TransportFailure {
  kind: ApiErrorKind;
  /** HTTP status, when an answer arrived. */
  status?: number | undefined;
  /** The raw message (the envelope's resultMessage when there is one). */
  message?: string | undefined;
}

/** Catalogue lookup; the client passes one that applies `i18n.messages` overrides. */
export type MessageLookup = (key: MessageKey) => string;

const defaultLookup: MessageLookup = (key) => MESSAGES_KO[key];

/**
 * The catalogue key for a transport failure (spec section 8), or `undefined` when the raw message
 * applies: cancelled; timeout; any 3xx and 500-503 (server failure); 504 (connection not smooth);
 * 400 and 405 (cannot connect); 401 (no permission).
 */
export function transportErrorKey(kind: ApiErrorKind, status?: number): MessageKey | undefined {
  if (kind === 'cancelled') return 'transport.cancelled';
  if (kind === 'timeout') return 'transport.timeout';
  if (status === undefined) return undefined;
  if ((status >= 300 && status < 400) || (status >= 500 && status <= 503)) return 'transport.serverError';
  if (status === 504) return 'transport.gatewayTimeout';
  if (status === 400 || status === 405) return 'transport.badRequest';
  if (status === 401) return 'transport.unauthorized';
  return undefined;
}

/**
 * The Korean message for a transport failure: the spec's mapping by kind and status, otherwise the
 * raw message. Where there is no raw message the product still speaks Korean: a network failure
 * (no answer) says the server cannot be reached, another status names itself, and a 2xx answer
 * without an envelope says the response was not understood.
 */
export function transportErrorMessage(
  failure: TransportFailure,
  lookup: MessageLookup = defaultLookup,
): string {
  const key = transportErrorKey(failure.kind, failure.status);
  if (key) return lookup(key);
  if (failure.message) return failure.message;
  if (failure.kind === 'network') return lookup('transport.network');
  if (failure.kind === 'result') return lookup('transport.invalidResponse');
  if (failure.status !== undefined)
    return formatMessage(lookup('transport.httpStatus'), { status: failure.status });
  return lookup('transport.network');
}
