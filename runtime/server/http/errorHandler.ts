import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { refusesControlCharacter } from '../../../schemas/api/text.ts';
import { ApiError } from './apiError.ts';
import { failure } from './envelope.ts';
import { SERVER_ERRORS, type ServerError } from './serverErrors.ts';

/** The envelope and status for an error: client mistakes keep their 4xx, everything else is a 500. */
export function classifyError(error: unknown): ServerError {
  if (error instanceof ApiError) return error;
  // Routes validate with the shared zod schemas, so a ZodError is the client's mistake, not ours.
  if (error instanceof ZodError) {
    return refusesControlCharacter(error.issues) ? SERVER_ERRORS.controlCharacter : SERVER_ERRORS.badRequest;
  }
  const e = error as Partial<FastifyError> | null | undefined;
  if (e?.validation) return SERVER_ERRORS.badRequest;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 404) return SERVER_ERRORS.notFound;
  // Keep the exact 4xx (413 body too large, 415 media type, 403 forbidden path) so clients and
  // proxies see the real reason, but with the generic Korean message: the raw text is English.
  if (status >= 400 && status < 500) return { ...SERVER_ERRORS.badRequest, statusCode: status };
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
  else request.log.info({ err: error }, 'request rejected');
  const envelope = failure(answer);
  const body = error instanceof ApiError ? { ...envelope, body: error.body } : envelope;
  if (error instanceof ApiError) reply.headers(error.headers);
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(body);
}
