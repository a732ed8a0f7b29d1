import { describe, expect, it } from 'vitest';
import { shouldRetry } from '../../../../runtime/core/transport/shouldRetry.ts';

describe('shouldRetry (spec section 7)', () => {
  it.each([
    [{ kind: 'network' }, true],
    [{ kind: 'http', status: 500 }, true],
    [{ kind: 'http', status: 404 }, true],
    [{ kind: 'http', status: 302 }, true],
    [{ kind: 'result', status: 200 }, true],
    [{ kind: 'cancelled' }, false],
    [{ kind: 'timeout' }, false],
    [{ kind: 'http', status: 401, sessionEnded: true }, false],
  ] as const)('%o → %s when retries remain', (failure, expected) => {
    expect(shouldRetry(failure, 0, 3)).toBe(expected);
  });

  it('is off by default (api.retries 0)', () => {
    expect(shouldRetry({ kind: 'network' }, 0, 0)).toBe(false);
  });

  it('stops once the configured number of retries is done', () => {
    expect(shouldRetry({ kind: 'network' }, 1, 2)).toBe(true);
    expect(shouldRetry({ kind: 'network' }, 2, 2)).toBe(false);
  });
});
