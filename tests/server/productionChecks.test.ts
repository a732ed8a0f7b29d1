import { describe, expect, it } from 'vitest';
import {
  fileAuthKeySender,
  logAuthKeySender,
  webhookAuthKeySender,
} from '../../runtime/server/auth/authKeySender.ts';
import { buildApp } from '../../runtime/server/buildApp.ts';
import { productionProblems, UNSAFE_PROFILE_ERROR } from '../../runtime/server/productionChecks.ts';
import { startServer } from '../../runtime/server/startServer.ts';
import { type ConsoleConfigInput, configSchema, DEFAULT_API_SECRET } from '../../schemas/config/index.ts';

const GOOD_SECRET = 'a-proper-secret-of-thirty-two-chars!';
const sender = webhookAuthKeySender('https://sms.example.com/console-keys');
const config = (profile: 'local' | 'dev' | 'qa' | 'staging' | 'production', more: ConsoleConfigInput = {}) =>
  configSchema.parse({ ...more, app: { profile } });

describe('productionProblems', () => {
  it('accepts development defaults in local, dev and qa', () => {
    for (const profile of ['local', 'dev', 'qa'] as const) {
      expect(productionProblems(config(profile)), profile).toEqual([]);
    }
  });

  it('refuses the default api.secret and the log key sender in staging and production, in Korean, naming the fix', () => {
    for (const profile of ['staging', 'production'] as const) {
      const problems = productionProblems(config(profile));
      expect(
        problems.map((p) => p.setting),
        profile,
      ).toEqual(['api.secret', 'auth.keySender']);
      expect(productionProblems(config(profile), { keySender: logAuthKeySender })).toEqual(problems);
    }
    expect(productionProblems(config('production')).map((p) => p.message)).toMatchInlineSnapshot(`
      [
        "api.secret이 개발용 기본값입니다. 환경 변수 CONSOLE_API_SECRET(또는 console.config.yaml의 api.secret)에 32자 이상의 임의 값을 지정하세요 (예: openssl rand -base64 48). 브라우저 빌드도 같은 값으로 다시 만들어야 합니다.",
        "2단계 인증 키가 서버 로그로만 전달됩니다 (logAuthKeySender). 환경 변수 CONSOLE_AUTH_KEY_WEBHOOK에 회사의 SMS·이메일 발송 게이트웨이 주소(https)를 지정하거나, startServer의 auth.keySender에 발송기를 지정하세요.",
      ]
    `);
  });

  it('refuses a secret shorter than 32 characters, and accepts 32', () => {
    const short = productionProblems(config('production', { api: { secret: 'x'.repeat(31) } }), {
      keySender: sender,
    });
    expect(short).toHaveLength(1);
    expect(short[0]?.message).toMatch(/^api\.secret이 31자로 너무 짧습니다\. .*CONSOLE_API_SECRET/);
    expect(
      productionProblems(config('production', { api: { secret: 'x'.repeat(32) } }), { keySender: sender }),
    ).toEqual([]);
  });

  it('refuses the file sender of CONSOLE_AUTH_KEY_FILE and a webhook over plain http to another machine', () => {
    for (const profile of ['staging', 'production'] as const) {
      const c = config(profile, { api: { secret: GOOD_SECRET } });
      const [file] = productionProblems(c, { keySender: fileAuthKeySender('/tmp/keys.jsonl') });
      expect(file?.message).toMatch(/^2단계 인증 키가 파일에 평문으로 기록됩니다 \(CONSOLE_AUTH_KEY_FILE/);
      const [plain] = productionProblems(c, {
        keySender: webhookAuthKeySender('http://sms.example.com/keys'),
      });
      expect(plain?.message).toMatch(/^CONSOLE_AUTH_KEY_WEBHOOK\(http:\/\/sms\.example\.com\/keys\)은 https/);
      expect(
        productionProblems(c, { keySender: webhookAuthKeySender('http://127.0.0.1:8025/keys') }),
      ).toEqual([]);
    }
    // Development profiles take either: the e2e and local servers read keys from the file.
    expect(productionProblems(config('qa'), { keySender: fileAuthKeySender('/tmp/keys.jsonl') })).toEqual([]);
  });

  it("counts a webhook and the caller's own sender as configured; no sender is needed without the management API", () => {
    const c = config('staging', { api: { secret: GOOD_SECRET } });
    expect(productionProblems(c, { keySender: sender })).toEqual([]);
    expect(productionProblems(c, { keySender: { send: () => {} } })).toEqual([]);
    expect(
      productionProblems(config('staging', { api: { secret: GOOD_SECRET }, management: { enabled: false } })),
    ).toEqual([]);
  });
});

describe('buildApp in staging and production', () => {
  it(`throws ${UNSAFE_PROFILE_ERROR} too: an app built without startServer is no way around the checks`, async () => {
    await expect(
      buildApp({ config: config('staging', { api: { secret: DEFAULT_API_SECRET } }), logger: false }),
    ).rejects.toMatchObject({ code: UNSAFE_PROFILE_ERROR });
  });
});

describe('startServer in staging and production', () => {
  it(`throws ${UNSAFE_PROFILE_ERROR} before opening anything`, async () => {
    const start = startServer({
      config: config('production', { api: { secret: DEFAULT_API_SECRET } }),
      host: '127.0.0.1',
      port: 0,
      logger: false,
      // Never opened: the check comes first.
      databaseOptions: { dataDir: '/nonexistent/never-created' },
    });
    await expect(start).rejects.toMatchObject({ code: UNSAFE_PROFILE_ERROR });
    await expect(start).rejects.toThrow(
      /^production 프로필은 안전하지 않은 설정으로 시작하지 않습니다:\n {2}- api\.secret: /,
    );
  });
});
