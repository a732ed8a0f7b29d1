import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  authKeySenderFromEnv,
  isAuthKeyWebhookUrl,
  logAuthKeySender,
  webhookAuthKeySender,
} from '../../../runtime/server/auth/authKeySender.ts';

describe('logAuthKeySender (development default)', () => {
  it('writes the key to the log at info level with the user id', async () => {
    const lines: Array<{ level: string; obj: unknown; msg: unknown }> = [];
    const record =
      (level: string) =>
      (obj: unknown, msg?: unknown): void => {
        lines.push({ level, obj, msg });
      };
    const log = {
      info: record('info'),
      warn: record('warn'),
      error: record('error'),
    } as unknown as FastifyBaseLogger;
    await logAuthKeySender.send(
      { usrId: 'otp', usrNm: '오인증', email: null, mobile: null, key: '012345', expiresInSeconds: 180 },
      log,
    );
    expect(lines).toEqual([
      {
        level: 'info',
        obj: { usrId: 'otp', expiresInSeconds: 180 },
        msg: 'authentication key for otp: 012345',
      },
    ]);
  });
});

describe('webhookAuthKeySender (the production sender without code)', () => {
  const message = {
    usrId: 'otp',
    usrNm: '오인증',
    email: 'otp@example.com',
    mobile: '010-1234-5678',
    key: '012345',
    expiresInSeconds: 180,
  };
  const log = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

  it('posts the key as JSON with the bearer token, and fails the send on an answer other than 2xx', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    let status = 204;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status });
    }) as unknown as typeof fetch;
    const sender = webhookAuthKeySender('https://sms.example.com/keys', 's3cret', fetchImpl);
    await sender.send(message, log);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://sms.example.com/keys');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.redirect).toBe('error');
    expect(calls[0]!.init.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer s3cret',
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(message);
    status = 503;
    await expect(sender.send(message, log)).rejects.toThrow('authentication key webhook answered 503');
  });

  it('is what CONSOLE_AUTH_KEY_WEBHOOK asks for, before CONSOLE_AUTH_KEY_FILE; the log when neither is set', () => {
    const both = authKeySenderFromEnv({
      CONSOLE_AUTH_KEY_WEBHOOK: 'https://sms.example.com/keys',
      CONSOLE_AUTH_KEY_FILE: '/tmp/keys.jsonl',
    });
    expect(both.webhook).toBe('https://sms.example.com/keys');
    expect(both.development).toBeUndefined();
    expect(authKeySenderFromEnv({ CONSOLE_AUTH_KEY_FILE: '/tmp/keys.jsonl' }).development).toBe(true);
    expect(authKeySenderFromEnv({})).toBe(logAuthKeySender);
  });

  it('takes https, or http to this machine only', () => {
    expect(isAuthKeyWebhookUrl('https://sms.example.com/keys')).toBe(true);
    expect(isAuthKeyWebhookUrl('http://127.0.0.1:8025/keys')).toBe(true);
    expect(isAuthKeyWebhookUrl('http://localhost/keys')).toBe(true);
    expect(isAuthKeyWebhookUrl('http://sms.example.com/keys')).toBe(false);
    expect(isAuthKeyWebhookUrl('ftp://sms.example.com/keys')).toBe(false);
    expect(isAuthKeyWebhookUrl('not a url')).toBe(false);
  });
});
