import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authKeys } from '../../../runtime/server/db/index.ts';
import { envelopeOf, loginSuccessBodySchema } from '../../../schemas/api/auth.ts';
import { securedRequest } from '../support/secured.ts';
import { ACCESS, type AuthTestApp, login, PASSWORD, REFRESH, startAuthApp } from './authTestApp.ts';

let t: AuthTestApp;

beforeAll(async () => {
  // Many wrong keys on purpose: keep the failed-attempt limit out of the way (loginLimits.test.ts).
  t = await startAuthApp({ auth: { rateLimits: { perUser: { limit: 1000, windowMs: 60_000 } } } });
});
afterAll(() => t?.close());
beforeEach(() => {
  t.sent.length = 0;
});

const complete = (userId: string, authenticationKey: string) =>
  securedRequest(t.app, { url: '/api/authentication/login-complete', body: { userId, authenticationKey } });

/** Logs otp in up to the second step and returns the key the fake sender got. */
async function startSecondStep(): Promise<string> {
  const res = await login(t.app, 'otp', PASSWORD);
  expect(res.json()).toEqual({
    resultCode: '0000',
    resultMessage: '인증번호가 발송되었습니다. 인증번호를 입력해주세요.',
    body: { resCd: '0000', secondStep: { required: true, expiresInSeconds: 180 } },
  });
  expect(res.headers[ACCESS]).toBeUndefined();
  expect(res.headers[REFRESH]).toBeUndefined();
  const message = t.sent.at(-1);
  expect(message).toMatchObject({
    usrId: 'otp',
    usrNm: '오인증',
    email: 'otp@example.com',
    expiresInSeconds: 180,
  });
  expect(message?.key).toMatch(/^\d{6}$/);
  return message!.key;
}

const wrongKeyFor = (key: string) => (key === '000000' ? '000001' : '000000');

describe('second step (secondFactor KEY)', () => {
  it('sends a key, stores only its hash, and logs in with it once', async () => {
    const key = await startSecondStep();
    const [stored] = await t.app.db.select().from(authKeys).where(eq(authKeys.usrId, 'otp'));
    expect(stored?.keyHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored?.keyHash).not.toContain(key);

    const res = await complete('otp', key);
    expect(res.statusCode).toBe(200);
    const envelope = envelopeOf(loginSuccessBodySchema).parse(res.json());
    expect(envelope.body).toMatchObject({ resCd: '0000', user: { usrId: 'otp', usrNm: '오인증' } });
    expect(res.headers[ACCESS]).toBeTypeOf('string');
    expect(res.headers[REFRESH]).toBeTypeOf('string');
    expect(await t.app.db.select().from(authKeys).where(eq(authKeys.usrId, 'otp'))).toEqual([]);

    const reused = await complete('otp', key);
    expect(reused.json()).toEqual({
      resultCode: 'FS0F',
      resultMessage: '유효하지 않은 인증 키 입니다.',
      body: { resCd: 'FS0F', remainingAttempts: 0 },
    });
    expect(reused.headers[ACCESS]).toBeUndefined();
  });

  it('counts wrong keys: resCd FS0F with the attempts left, and the fifth voids the key', async () => {
    const key = await startSecondStep();
    for (let left = 4; left >= 0; left--) {
      const res = await complete('otp', wrongKeyFor(key));
      expect(res.json()).toEqual({
        resultCode: '0000',
        resultMessage: '정확한 인증번호를 입력하세요.',
        body: { resCd: 'FS0F', remainingAttempts: left },
      });
      expect(res.headers[ACCESS]).toBeUndefined();
    }
    const late = await complete('otp', key);
    expect(late.json().resultCode).toBe('FS0F');
    expect(late.headers[ACCESS]).toBeUndefined();
  });

  it('refuses a key after 180 seconds', async () => {
    const key = await startSecondStep();
    t.clock.advance(181_000);
    const res = await complete('otp', key);
    expect(res.json()).toMatchObject({ resultCode: 'FS0F', resultMessage: '유효하지 않은 인증 키 입니다.' });
  });

  it('replaces the pending key with a new login', async () => {
    const first = await startSecondStep();
    const second = await startSecondStep();
    if (first !== second) expect((await complete('otp', first)).json().body.resCd).toBe('FS0F');
    expect((await complete('otp', second)).json().body.resCd).toBe('0000');
  });

  it('answers FS0F for a user with no pending key, and 400 for a malformed payload', async () => {
    expect((await complete('staff', '123456')).json().resultCode).toBe('FS0F');
    expect((await complete('nobody', '123456')).json().resultCode).toBe('FS0F');
    const bad = await securedRequest(t.app, {
      url: '/api/authentication/login-complete',
      body: { userId: 'otp' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultCode).toBe('BAD_REQUEST');
  });
});
