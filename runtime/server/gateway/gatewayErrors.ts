import { formatFileSize } from '../../core/format/index.ts';
import { MESSAGES_KO } from '../../core/i18n/index.ts';
import { ApiError } from '../platform/index.ts';

/**
 * Refusals and failures of the gateway to the integrator's backends. Transport failures speak the
 * spec's section-8 messages (the client shows an envelope's message as it is). Codes are stable.
 */
export const gatewayErrors = {
  /** A `{name}` segment of the declared path had no usable value in the call's parameters. */
  badPathParameter: (name: string) =>
    new ApiError(
      400,
      'GATEWAY_BAD_PARAMETER',
      `요청 값 "${name}"이(가) 없거나 올바르지 않습니다. 값을 확인한 후 다시 시도해주세요.`,
    ),
  /** The body of a declared API call is not a JSON object (nor a multipart or binary upload). */
  badBody: () =>
    new ApiError(
      400,
      'GATEWAY_BAD_REQUEST',
      '요청 형식이 올바르지 않습니다. 요청 값은 JSON 객체여야 합니다.',
    ),
  /** A body larger than the API's `maxBodyBytes`. */
  bodyTooLarge: (maxBytes: number) =>
    new ApiError(
      413,
      'GATEWAY_BODY_TOO_LARGE',
      `요청 내용이 너무 큽니다. ${formatFileSize(maxBytes)} 이하로 보내주세요.`,
    ),
  /** A multipart or binary body for an API not declared for uploads. */
  uploadNotAccepted: () =>
    new ApiError(
      415,
      'GATEWAY_UPLOAD_NOT_ACCEPTED',
      '이 요청은 파일을 받지 않습니다. 요청 값은 JSON 객체여야 합니다.',
    ),
  /** A download of personal data above `privacy.download`: filed on 승인 관리 as request `id`. */
  downloadApprovalRequired: (id: number, why: string) =>
    new ApiError(
      409,
      'PRIVACY_APPROVAL_REQUIRED',
      `${why} 다른 관리자의 승인이 필요해 승인 관리에 요청했습니다(요청 번호 ${id}). 승인되면 같은 조건으로 다시 내려받으세요.`,
    ),
  /** The same download is already waiting for its approval. */
  downloadPending: (id: number) =>
    new ApiError(
      409,
      'PRIVACY_APPROVAL_PENDING',
      `이 다운로드는 승인을 기다리고 있습니다(요청 번호 ${id}). 승인되면 같은 조건으로 다시 내려받으세요.`,
    ),
  /** Another large download of the same account is waiting: one at a time. */
  otherDownloadPending: (id: number) =>
    new ApiError(
      409,
      'PRIVACY_APPROVAL_PENDING',
      `다른 대량 다운로드 요청${id ? `(요청 번호 ${id})` : ''}이 승인을 기다리고 있습니다. 그 요청이 처리된 뒤에 다시 요청하세요.`,
    ),
  /** The backend did not answer (or stopped sending) within the upstream's timeout. */
  timeout: () => new ApiError(504, 'UPSTREAM_TIMEOUT', MESSAGES_KO['transport.timeout']),
  /** The backend could not be reached: connection refused or reset, unknown host, TLS failure. */
  unreachable: () => new ApiError(502, 'UPSTREAM_UNREACHABLE', MESSAGES_KO['transport.gatewayTimeout']),
  /** The backend failed (5xx), redirected (3xx) or refused the console's identity assertion (401). */
  upstreamFailed: () => new ApiError(502, 'UPSTREAM_ERROR', MESSAGES_KO['transport.serverError']),
} as const;
