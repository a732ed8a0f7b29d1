import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { classifyError } from '../../../runtime/server/http/index.ts';
import { CONTROL_CHARACTER_MESSAGE, text } from '../../../schemas/api/text.ts';

describe('classifyError', () => {
  it('maps parse and validation errors to 400 BAD_REQUEST', () => {
    expect(classifyError(Object.assign(new Error('bad json'), { statusCode: 400 }))).toMatchObject({
      statusCode: 400,
      resultCode: 'BAD_REQUEST',
    });
    expect(classifyError(Object.assign(new Error('x'), { validation: [] })).resultCode).toBe('BAD_REQUEST');
    expect(classifyError(z.string().safeParse(1).error).statusCode).toBe(400);
  });

  it('answers a refused control character with its own Korean message', () => {
    expect(classifyError(text().safeParse('a\u0000').error)).toEqual({
      statusCode: 400,
      resultCode: 'BAD_REQUEST',
      resultMessage: CONTROL_CHARACTER_MESSAGE,
    });
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
});
