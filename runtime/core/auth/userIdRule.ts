/** The user id rule: 6-20 letters or digits, starting with a letter. */
export const USER_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]{5,19}$/;

/** Korean messages of the id check (validate/id), shown under the field. */
export const USER_ID_MESSAGES = {
  format: '아이디는 영문자로 시작하는 6~20자의 영문자 또는 숫자로 입력해주세요.',
  exists: '이미 사용 중인 아이디입니다.',
  available: '사용 가능한 아이디입니다.',
} as const;

/** `'format'` when `userId` breaks the id rule, otherwise undefined. */
export function checkUserId(userId: string): 'format' | undefined {
  return USER_ID_PATTERN.test(userId) ? undefined : 'format';
}

/**
 * A staff account id (administrators make them: 사용자 관리, `console admin create`): 1-50 letters,
 * digits, `.`, `_`, `@` or `-`, starting with a letter or digit. Looser than the member id rule above.
 */
export const STAFF_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,49}$/;

/** Answered when a staff account id breaks `STAFF_ID_PATTERN`. */
export const STAFF_ID_MESSAGE =
  '아이디는 영문자나 숫자로 시작하는 50자 이하의 영문자, 숫자, . _ @ - 로 입력해주세요.';
