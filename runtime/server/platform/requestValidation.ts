import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { refusesControlCharacter, userMessageOf } from '../../../schemas/api/text.ts';
import { ApiError } from './apiError.ts';
import { SERVER_ERRORS, type ServerError } from './serverErrors.ts';

/**
 * The answer to a request that failed its schema: 400, with the control-character message when that
 * was why, else a field's own Korean message (`USER_MESSAGE_REASON`, e.g. a menu URL), else the generic one.
 */
export function invalidRequestAnswer(issues: readonly z.core.$ZodIssue[]): ServerError {
  if (refusesControlCharacter(issues)) return SERVER_ERRORS.controlCharacter;
  const message = userMessageOf(issues);
  return message ? { ...SERVER_ERRORS.badRequest, resultMessage: message } : SERVER_ERRORS.badRequest;
}

/** The zod issues behind Fastify's validation entries (fastify-type-provider-zod keeps each issue's fields in `params`). */
export function issuesOfValidation(
  validation: readonly ZodFastifySchemaValidationError[],
): z.core.$ZodIssue[] {
  return validation.map(
    (entry) =>
      ({
        ...entry.params,
        code: entry.keyword,
        message: entry.message ?? '',
        path: [],
      }) as unknown as z.core.$ZodIssue,
  );
}

/**
 * Validates input that Fastify cannot (the text fields of a streamed multipart upload) with the
 * route table's schema: the parsed value, or a 400 `ApiError` exactly like a route's own request
 * validation. Everywhere else Fastify validates before the handler runs.
 */
export function requestInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const answer = invalidRequestAnswer(result.error.issues);
  throw new ApiError(answer.statusCode, answer.resultCode, answer.resultMessage);
}
