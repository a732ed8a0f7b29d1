import type { users } from '../schema.ts';
import type { SeedRole } from './roleAuthorities.ts';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Passw0rd!';

/** Profiles whose first start seeds the demo accounts (`console db seed --demo` does it in any). */
export const DEMO_PROFILES: readonly string[] = ['local', 'dev', 'qa'];

/** Whether the first start of `profile` seeds the demo accounts (`local`, `dev`, `qa`). */
export function seedsDemoAccounts(profile: string): boolean {
  return DEMO_PROFILES.includes(profile);
}

/** A seeded demo account and what logging in with `DEMO_PASSWORD` does. */
export interface DemoAccount {
  usrId: string;
  /** Korean name. */
  usrNm: string;
  roleId: SeedRole;
  /** The login result code (`resCd`) it produces, when it is not a plain success. */
  resCd?: 'FS04' | 'FS06' | 'FS07' | 'FS08' | 'FS09' | 'FM17' | undefined;
  /** What happens at login (English; the demo table of docs/example-console.md). */
  outcome: string;
  /** Days since the last password change at seeding. Default 0. */
  passwordAgeDays?: number | undefined;
  /** Status columns that differ from the defaults. */
  flags?: Partial<Pick<typeof users.$inferInsert, UserFlag>> | undefined;
}

type UserFlag =
  | 'status'
  | 'loginFailCnt'
  | 'lockedYn'
  | 'expiredYn'
  | 'pendingYn'
  | 'pwdChgReqYn'
  | 'allowedRegions'
  | 'secondFactor';

/** Every demo account, all with `DEMO_PASSWORD`, one per login outcome of spec sections 4-5. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { usrId: 'admin', usrNm: '관리자', roleId: 'ADMIN', outcome: 'logs in; every menu and function (ADMIN)' },
  {
    usrId: 'staff',
    usrNm: '김직원',
    roleId: 'STAFF',
    outcome: 'logs in; 홈, 마이페이지 and 고객센터 menus, search only (STAFF)',
  },
  {
    usrId: 'operator',
    usrNm: '이운영',
    roleId: 'OPERATOR',
    outcome: 'logs in; every business menu (no 시스템 관리, no 컴포넌트 문서), every function (OPERATOR)',
  },
  {
    usrId: 'viewer',
    usrNm: '조보기',
    roleId: 'VIEWER',
    outcome: 'logs in; every business menu, search only (VIEWER)',
  },
  {
    usrId: 'locked',
    usrNm: '이잠금',
    roleId: 'STAFF',
    resCd: 'FS09',
    outcome: 'FS09 locked (5 failures); approval on: offers an unlock request (01)',
    flags: { lockedYn: 'Y', loginFailCnt: 5 },
  },
  {
    usrId: 'expired',
    usrNm: '박만료',
    roleId: 'STAFF',
    resCd: 'FS07',
    outcome: 'FS07 account expired; approval on: offers a dormancy release request (03)',
    flags: { expiredYn: 'Y' },
  },
  {
    usrId: 'pending',
    usrNm: '최대기',
    roleId: 'STAFF',
    resCd: 'FM17',
    outcome: 'FM17 waiting for an administrator’s approval',
    flags: { pendingYn: 'Y' },
  },
  {
    usrId: 'blocked',
    usrNm: '정차단',
    roleId: 'STAFF',
    resCd: 'FS06',
    outcome: 'FS06 user may not use the system',
    flags: { status: 'BLOCKED' },
  },
  {
    usrId: 'abroad',
    usrNm: '한해외',
    roleId: 'STAFF',
    resCd: 'FS04',
    outcome: 'FS04 region not allowed (only US; loopback counts as Korea)',
    flags: { allowedRegions: 'US' },
  },
  {
    usrId: 'mustchange',
    usrNm: '윤변경',
    roleId: 'STAFF',
    resCd: 'FS08',
    outcome: 'FS08 must change the password before using the console',
    flags: { pwdChgReqYn: 'Y' },
  },
  {
    usrId: 'oldpw',
    usrNm: '장오래',
    roleId: 'STAFF',
    outcome: 'logs in with a password-change recommendation (changed 120 days ago > 90)',
    passwordAgeDays: 120,
  },
  {
    usrId: 'otp',
    usrNm: '오인증',
    roleId: 'STAFF',
    outcome: 'second step: an authentication key, then login-complete',
    flags: { secondFactor: 'KEY' },
  },
];

const DAY_MS = 86_400_000;

/** The user row of a demo account (its initial state), given its password hash and the time. */
export function demoUserRow(account: DemoAccount, pwdHash: string, now: Date): typeof users.$inferInsert {
  const n = DEMO_ACCOUNTS.indexOf(account) + 1;
  return {
    usrId: account.usrId,
    usrNm: account.usrNm,
    pwdHash,
    roleId: account.roleId,
    status: 'ACTIVE',
    loginFailCnt: 0,
    pwdChgDttm: new Date(now.getTime() - (account.passwordAgeDays ?? 0) * DAY_MS),
    lockedYn: 'N',
    expiredYn: 'N',
    dormantYn: 'N',
    pendingYn: 'N',
    pwdChgReqYn: 'N',
    allowedRegions: null,
    secondFactor: 'NONE',
    email: `${account.usrId}@example.com`,
    mobile: `010-1000-${String(1000 + n).slice(-4)}`,
    ...account.flags,
  };
}
