/** Special characters a password may use (the original screens' 유의사항). */
export const PASSWORD_SPECIALS = '!@#$%^&*()';

export type PasswordProblem = 'length' | 'kinds' | 'chars' | 'sameAsOld' | 'containsId' | 'common';

/**
 * Passwords that pass the rule yet are among the first an attacker tries (lists of leaked
 * passwords, keyboard walks, the demo accounts' `Passw0rd!`), compared ignoring case.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [
    'Passw0rd!',
    'P@ssw0rd',
    'P@ssw0rd!',
    'P@ssword1',
    'Password1',
    'Password1!',
    'Password12',
    'Password123',
    'Password123!',
    'Passw0rd',
    'Passw0rd1',
    'Qwer1234',
    'Qwer1234!',
    'Qwerty123',
    'Qwerty123!',
    'Asdf1234',
    'Asdf1234!',
    'Zxcv1234!',
    'Abcd1234',
    'Abcd1234!',
    'Abc12345!',
    'Admin123',
    'Admin123!',
    'Admin1234',
    'Admin1234!',
    'Admin@123',
    'Test1234!',
    'Welcome1',
    'Welcome1!',
    'Welcome123',
    'Changeme1!',
    'Letmein1!',
    'Iloveyou1!',
    '1q2w3e4r!',
    '1q2w3e4r5t!',
    '1qaz2wsx!',
    'Q1w2e3r4!',
    'Korea123!',
  ].map((p) => p.toLowerCase()),
);

/** Korean message for each password rule, shown under the field and returned by the server. */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  length: '비밀번호는 8자 이상 20자 이하로 입력해주세요.',
  kinds: '영문 대문자, 영문 소문자, 숫자, 특수문자 중 3가지 이상을 조합해주세요.',
  chars: `특수문자는 ${PASSWORD_SPECIALS} 만 사용할 수 있습니다.`,
  sameAsOld: '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
  containsId: '비밀번호에 아이디를 포함할 수 없습니다.',
  common: '쉽게 추측할 수 있는 비밀번호입니다. 다른 비밀번호를 입력해주세요.',
};

/**
 * The password rule: 8-20 characters of at least three kinds (upper, lower, digit, special from
 * PASSWORD_SPECIALS), nothing else, different from the old one, not containing the user id and
 * not one of the COMMON_PASSWORDS.
 * Returns the first problem, or undefined when the password is acceptable.
 */
export function checkPassword(
  password: string,
  opts: { oldPassword?: string; userId?: string } = {},
): PasswordProblem | undefined {
  if (password.length < 8 || password.length > 20) return 'length';
  if (!/^[A-Za-z0-9!@#$%^&*()]+$/.test(password)) return 'chars';
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/, /[!@#$%^&*()]/].filter((re) => re.test(password)).length;
  if (kinds < 3) return 'kinds';
  if (opts.oldPassword !== undefined && opts.oldPassword === password) return 'sameAsOld';
  if (opts.userId && opts.userId.length >= 3 && password.toLowerCase().includes(opts.userId.toLowerCase()))
    return 'containsId';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'common';
  return undefined;
}
