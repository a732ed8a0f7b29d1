import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { classifyError } from '../../../runtime/server/platform/index.ts';
import { CONTROL_CHARACTER_MESSAGE, text } from '../../../schemas/api/text.ts';

/** The error Fastify hands the error handler when a request fails its route's zod schema. */
function requestValidationError(schema: z.ZodType, data: unknown): Error {
  const result = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' })(data) as {
    error?: unknown;
  };
  return Object.assign(new Error('body/x invalid'), { statusCode: 400, validation: result.error });
}

describe('classifyError', () => {
  it('maps parse and validation errors to 400 BAD_REQUEST', () => {
    expect(classifyError(Object.assign(new Error('bad json'), { statusCode: 400 }))).toMatchObject({
      statusCode: 400,
      resultCode: 'BAD_REQUEST',
    });
    expect(classifyError(Object.assign(new Error('x'), { validation: [] })).resultCode).toBe('BAD_REQUEST');
    expect(classifyError(requestValidationError(z.string(), 1)).statusCode).toBe(400);
    expect(classifyError(requestValidationError(z.object({ a: z.int() }), { a: 'x' }))).toEqual({
      statusCode: 400,
      resultCode: 'BAD_REQUEST',
      resultMessage: '요청 형식이 올바르지 않습니다.',
    });
  });

  it('maps a ZodError that is not a request validation (a bug of ours) to 500', () => {
    expect(classifyError(z.string().safeParse(1).error)).toMatchObject({
      statusCode: 500,
      resultCode: 'SERVER_ERROR',
    });
    expect(classifyError(text().safeParse('a\u0000').error).statusCode).toBe(500);
  });

  it('answers a refused control character with its own Korean message', () => {
    expect(classifyError(requestValidationError(text(), 'a\u0000'))).toEqual({
      statusCode: 400,
      resultCode: 'BAD_REQUEST',
      resultMessage: CONTROL_CHARACTER_MESSAGE,
    });
    // Also inside a union (a field that is blank or a checked text).
    const blankOrText = z.object({ v: z.union([z.literal(''), text().min(2)]) });
    expect(classifyError(requestValidationError(blankOrText, { v: 'a\u001b' })).resultMessage).toBe(
      CONTROL_CHARACTER_MESSAGE,
    );
    expect(CONTROL_CHARACTER_MESSAGE).toMatch(/제어 문자/);
  });

  it('keeps other client statuses but never their raw message', () => {
    expect(classifyError(Object.assign(new Error('Request body is too large'), { statusCode: 413 }))).toEqual(
      {
        statusCode: 413,
        resultCode: 'BAD_REQUEST',
        resultMessage: '요청 형식이 올바르지 않습니다.',
      },
    );
    expect(classifyError(Object.assign(new Error('gone'), { statusCode: 404 })).resultCode).toBe(
      'ustra.error.notFoundUrl',
    );
  });

  it('maps everything else to 500 SERVER_ERROR', () => {
    for (const error of [
      new Error('boom'),
      Object.assign(new Error('x'), { statusCode: 502 }),
      'text',
      null,
    ]) {
      expect(classifyError(error)).toMatchObject({ statusCode: 500, resultCode: 'SERVER_ERROR' });
    }
  });

  it('answers 503 in Korean when the database cannot be reached, through drizzle’s wrapping', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: refused });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const terminated = new Error('Connection terminated unexpectedly');
    const everyAddress = Object.assign(new Error(''), { errors: [refused] });
    for (const error of [refused, wrapped, shutdown, terminated, everyAddress]) {
      expect(classifyError(error)).toEqual({
        statusCode: 503,
        resultCode: 'DATABASE_UNAVAILABLE',
        resultMessage: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
      });
    }
    // A query that failed on a live database is ours: still a 500.
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(classifyError(Object.assign(new Error('Failed query'), { cause: unique })).statusCode).toBe(500);
  });
});
