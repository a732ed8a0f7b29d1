import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './apiError.ts';
import { failure } from './envelope.ts';
import { isDatabaseUnavailable } from './isDatabaseUnavailable.ts';
import { invalidRequestAnswer, issuesOfValidation } from './requestValidation.ts';
import { SERVER_ERRORS, type ServerError } from './serverErrors.ts';

/**
 * The envelope and status for an error: client mistakes keep their 4xx, a database that cannot be
 * reached is a 503 (try again), everything else is a 500.
 * A request that fails its route's schema (Fastify's validation with the route table's zod
 * schemas) is the client's mistake; a ZodError thrown anywhere else, or an answer that does not
 * fit its response schema, is a bug of ours: 500, logged.
 */
export function classifyError(error: unknown): ServerError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error))
    return invalidRequestAnswer(issuesOfValidation(error.validation));
  const e = error as Partial<FastifyError> | null | undefined;
  if (e?.validation) return SERVER_ERRORS.badRequest;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 404) return SERVER_ERRORS.notFound;
  // Keep the exact 4xx (413 body too large, 415 media type, 403 forbidden path) so clients and
  // proxies see the real reason, but with the generic Korean message: the raw text is English.
  if (status >= 400 && status < 500) return { ...SERVER_ERRORS.badRequest, statusCode: status };
  if (isDatabaseUnavailable(error)) return SERVER_ERRORS.databaseUnavailable;
  return SERVER_ERRORS.serverError;
}

/** Fastify error handler: answers with the envelope and never sends a stack or internal message. */
export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const answer = classifyError(error);
  if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else logRefusal(request, answer, error);
  const envelope = failure(answer);
  const body = error instanceof ApiError ? { ...envelope, body: error.body } : envelope;
  if (error instanceof ApiError) reply.headers(error.headers);
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * A refusal (4xx) is the caller's mistake or a missing grant, not ours: one info line, in every
 * mode, with the status, the result code, the method and the path, and why (the Korean message of
 * a deliberate refusal, else Fastify's own text, e.g. a body too large). No stack: it would only
 * show where the refusal was thrown, which the result code already says. The query is left out (a
 * secured call's `__usp` is long and says nothing to a reader).
 */
function logRefusal(request: FastifyRequest, answer: ServerError, error: FastifyError): void {
  const path = request.url.split('?', 1)[0];
  const reason = error instanceof ApiError ? error.resultMessage : String(error?.message ?? '');
  request.log.info(
    { statusCode: answer.statusCode, resultCode: answer.resultCode, method: request.method, path, reason },
    `refused ${answer.statusCode} ${answer.resultCode} ${request.method} ${path}${reason ? `: ${reason}` : ''}`,
  );
}
