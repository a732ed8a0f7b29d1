import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBase62 } from '../../../runtime/core/crypto/index.ts';
import { encodeSecureParams, SECURE_PARAM } from '../../../runtime/core/transport/secureParams.ts';
import { securedRequest, TEST_SECRET } from '../support/secured.ts';
import { ACCESS, type AuthTestApp, PASSWORD, startAuthApp } from './authTestApp.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(() => t?.close());

/** The exact request a proxy log or a captured packet would hold: the `__usp` and its X-Tran-Id. */
function captured(body: unknown, at: number) {
  const tranId = randomBase62();
  const usp = encodeSecureParams({ query: {}, body }, TEST_SECRET, tranId, at);
  return () =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      query: { [SECURE_PARAM]: usp },
      headers: { 'X-Tran-Id': tranId },
    });
}

describe('secured calls cannot be replayed', () => {
  it('logs in once: the same __usp and X-Tran-Id sent again are refused, and no session opens', async () => {
    const send = captured({ userId: 'staff', userPw: PASSWORD }, t.clock.now());
    const first = await send();
    expect(first.json().body.resCd).toBe('0000');
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.headers[ACCESS]).toBeUndefined();
    expect(again.json()).toEqual({
      resultCode: 'REPLAYED_REQUEST',
      resultMessage: '이미 처리된 요청입니다. 화면을 새로 고친 후 다시 시도해주세요.',
      body: null,
    });
  });

  it('refuses a payload more than a minute old (or ahead), or without a time', async () => {
    const old = await captured({ userId: 'staff', userPw: PASSWORD }, t.clock.now() - 61_000)();
    const ahead = await captured({ userId: 'staff', userPw: PASSWORD }, t.clock.now() + 61_000)();
    for (const res of [old, ahead]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ resultCode: 'EXPIRED_SECURE_PARAM' });
      expect(res.headers[ACCESS]).toBeUndefined();
    }
    // Captured now, replayed two minutes later: stale (and its id long forgotten is no help).
    const send = captured({ userId: 'oldpw', userPw: PASSWORD }, t.clock.now());
    expect((await send()).json().body.resCd).toBe('0000');
    t.clock.advance(2 * 60_000 + 1);
    expect((await send()).json().resultCode).toBe('EXPIRED_SECURE_PARAM');
    const within = await securedRequest(t.app, {
      url: '/api/authentication/login',
      body: { userId: 'oldpw', userPw: PASSWORD },
      now: t.clock.now() - 50_000,
    });
    expect(within.json().body.resCd).toBe('0000');
  });
});
