import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logAuthKeySender } from '../../../runtime/server/auth/authKeySender.ts';

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
