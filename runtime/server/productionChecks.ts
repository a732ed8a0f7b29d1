import { inArray } from 'drizzle-orm';
import { type ConsoleConfig, DEFAULT_API_SECRET, GUARDED_PROFILES } from '../../schemas/index.ts';

export { GUARDED_PROFILES };

import { type AuthKeySender, isAuthKeyWebhookUrl, logAuthKeySender } from './auth/index.ts';
import { type Db, DEMO_ACCOUNTS, DEMO_PASSWORD, users } from './db/index.ts';
import { verifyPassword } from './platform/index.ts';

/** Shortest `api.secret` a guarded profile accepts. */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;
/** `code` of the error `startServer` throws when `productionProblems` finds something. */
export const UNSAFE_PROFILE_ERROR = 'CONSOLE_UNSAFE_PROFILE';

/** One setting a guarded profile refuses: which one, and a Korean message saying how to fix it. */
export interface ProductionProblem {
  setting: 'api.secret' | 'auth.keySender' | 'demoAccounts';
  message: string;
}

/**
 * What keeps `staging` and `production` from starting: the default or a short `api.secret`, and
 * second-step keys left readable (`keySender` unset, or a development sender: the log, or the file
 * of CONSOLE_AUTH_KEY_FILE), or sent to a webhook over plain http to another machine. The caller's
 * own sender and the webhook of CONSOLE_AUTH_KEY_WEBHOOK count as configured. Empty for other
 * profiles.
 */
export function productionProblems(
  config: ConsoleConfig,
  options: { keySender?: AuthKeySender | undefined } = {},
): ProductionProblem[] {
  const profile = config.app.profile;
  if (!GUARDED_PROFILES.includes(profile)) return [];
  const problems: ProductionProblem[] = [];
  const fix = `환경 변수 CONSOLE_API_SECRET(또는 console.config.yaml의 api.secret)에 ${PRODUCTION_SECRET_MIN_LENGTH}자 이상의 임의 값을 지정하세요 (예: openssl rand -base64 48). 브라우저 빌드도 같은 값으로 다시 만들어야 합니다.`;
  const secret = config.api.secret;
  if (secret === DEFAULT_API_SECRET) {
    problems.push({ setting: 'api.secret', message: `api.secret이 개발용 기본값입니다. ${fix}` });
  } else if (secret.length < PRODUCTION_SECRET_MIN_LENGTH) {
    problems.push({
      setting: 'api.secret',
      message: `api.secret이 ${secret.length}자로 너무 짧습니다. ${fix}`,
    });
  }
  if (config.management.enabled && config.auth.enabled) {
    const sender = options.keySender ?? logAuthKeySender;
    const webhook = sender.webhook;
    const fix =
      '환경 변수 CONSOLE_AUTH_KEY_WEBHOOK에 회사의 SMS·이메일 발송 게이트웨이 주소(https)를 지정하거나, startServer의 auth.keySender에 발송기를 지정하세요.';
    if (sender === logAuthKeySender) {
      problems.push({
        setting: 'auth.keySender',
        message: `2단계 인증 키가 서버 로그로만 전달됩니다 (logAuthKeySender). ${fix}`,
      });
    } else if (sender.development) {
      problems.push({
        setting: 'auth.keySender',
        message: `2단계 인증 키가 파일에 평문으로 기록됩니다 (CONSOLE_AUTH_KEY_FILE, 개발·테스트 전용). ${fix}`,
      });
    } else if (webhook && !isAuthKeyWebhookUrl(webhook)) {
      problems.push({
        setting: 'auth.keySender',
        message: `CONSOLE_AUTH_KEY_WEBHOOK(${webhook})은 https 주소여야 합니다 (http는 이 서버의 127.0.0.1, localhost만). 2단계 인증 키가 암호화되지 않은 채 네트워크로 전송됩니다.`,
      });
    }
  }
  return problems;
}

/**
 * A `production` database must not hold a demo account that still opens with the demo password
 * (one seeded while the folder or database served `local`, or by `db seed --demo`). Checked after
 * the database is open; `staging` may keep them (the test suite's staging server logs in as admin).
 */
export async function demoAccountProblems(db: Db, profile: string): Promise<ProductionProblem[]> {
  if (profile !== 'production') return [];
  const rows = await db
    .select({ usrId: users.usrId, pwdHash: users.pwdHash })
    .from(users)
    .where(
      inArray(
        users.usrId,
        DEMO_ACCOUNTS.map((a) => a.usrId),
      ),
    );
  const open: string[] = [];
  for (const row of rows) if (await verifyPassword(row.pwdHash, DEMO_PASSWORD)) open.push(row.usrId);
  if (open.length === 0) return [];
  return [
    {
      setting: 'demoAccounts',
      message: `데모 계정이 데모 비밀번호 그대로 남아 있습니다 (${open.join(', ')}). 이 계정들을 지우거나 비밀번호를 바꾼 뒤 다시 시작하세요 (예: DELETE FROM users WHERE usr_id IN (...)); 첫 관리자는 npx console admin create로 만듭니다.`,
    },
  ];
}

/** The error `startServer` throws for `problems`: code `UNSAFE_PROFILE_ERROR`, one line per problem. */
export function unsafeProfileError(profile: string, problems: readonly ProductionProblem[]): Error {
  const error = new Error(
    `${profile} 프로필은 안전하지 않은 설정으로 시작하지 않습니다:\n${problems.map((p) => `  - ${p.setting}: ${p.message}`).join('\n')}`,
  ) as Error & { code: string; problems: readonly ProductionProblem[] };
  error.code = UNSAFE_PROFILE_ERROR;
  error.problems = problems;
  return error;
}
