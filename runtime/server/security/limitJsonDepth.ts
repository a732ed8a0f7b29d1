import type { FastifyInstance } from 'fastify';
import { exceedsJsonDepth } from '../../core/input/index.ts';
import { ApiError } from '../platform/index.ts';

/** The deepest nesting of objects and arrays a JSON body may have. */
export const MAX_JSON_DEPTH = 64;

/**
 * Replaces the JSON body parser of `app` (and everything registered on it) with Fastify's own behind
 * a depth check: a body nested deeper than {@link MAX_JSON_DEPTH} is a 400 in Korean before any
 * parsing, so no recursion (JSON.stringify, the validators, a forwarded call) meets it; 100,000
 * levels were a 500. Fastify's parser keeps its checks (`__proto__` and `constructor` refused, the
 * route's body limit).
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (exceedsJsonDepth(body as string, MAX_JSON_DEPTH)) {
      done(
        new ApiError(
          400,
          'BAD_REQUEST',
          `요청 형식이 올바르지 않습니다. 요청 값은 ${MAX_JSON_DEPTH}단계보다 깊게 중첩될 수 없습니다.`,
        ),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}
