import { z } from 'zod';

// Text a user sends: the one way `schemas/api` builds a string field, so that no control character
// reaches a handler or the database (PostgreSQL refuses NUL outright; the others end up in logs,
// headers and file names).

/** The `params.reason` of the issue a refused control character raises (the server maps it to its own message). */
export const CONTROL_CHARACTER_REASON = 'control-character';

/** Shown to the user (and answered by the server with 400) when a field holds a control character. */
export const CONTROL_CHARACTER_MESSAGE =
  '입력값에 사용할 수 없는 제어 문자가 포함되어 있습니다. 제어 문자를 지우고 다시 입력해주세요.';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Whether `value` holds a character `text()` refuses: a C0 control (U+0000-U+001F), DEL (U+007F), a
 * C1 control (U+0080-U+009F) or half of a surrogate pair alone (not a character at all: PostgreSQL
 * and every encoder refuse it); with `multiline`, tab, LF and CR are allowed; with `name`, the
 * bidirectional controls too (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069: they make an id or a
 * name read differently from what it is).
 */
export function hasControlCharacter(value: string, multiline = false, name = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f || (code >= 0x80 && code <= 0x9f)) return true;
    if (code < 0x20 && !(multiline && (code === TAB || code === LF || code === CR))) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true;
    if (
      name &&
      (code === 0x200e ||
        code === 0x200f ||
        (code >= 0x202a && code <= 0x202e) ||
        (code >= 0x2066 && code <= 0x2069))
    )
      return true;
  }
  return false;
}

/**
 * A string field without control characters. Default single-line (no tab, LF or CR either);
 * `{ multiline: true }` for free text such as a reason, where line breaks are legitimate; `{ name:
 * true }` for ids and names, which refuse the bidirectional controls too. Chain `.trim()`, `.min()`,
 * `.max()`, `.regex()` on it as on `z.string()`.
 */
export function text(options: { multiline?: boolean; name?: boolean } = {}) {
  const multiline = options.multiline ?? false;
  const name = options.name ?? false;
  return z.string().refine((value) => !hasControlCharacter(value, multiline, name), {
    message: CONTROL_CHARACTER_MESSAGE,
    params: { reason: CONTROL_CHARACTER_REASON },
  });
}

/** Whether a zod issue list refuses a control character (so the server answers its own message). */
export function refusesControlCharacter(issues: readonly z.core.$ZodIssue[]): boolean {
  return issues.some((issue) => {
    if (issue.code === 'invalid_union') return issue.errors.some(refusesControlCharacter);
    return issue.code === 'custom' && issue.params?.reason === CONTROL_CHARACTER_REASON;
  });
}

/**
 * The `params.reason` of an issue whose message is written for the user, in Korean: the server
 * answers a request failing it with 400 and that message instead of the generic one.
 */
export const USER_MESSAGE_REASON = 'user-message';

/** The Korean message of the first user-facing issue in a list (unions searched too), or undefined. */
export function userMessageOf(issues: readonly z.core.$ZodIssue[]): string | undefined {
  for (const issue of issues) {
    if (issue.code === 'invalid_union') {
      for (const option of issue.errors) {
        const found = userMessageOf(option);
        if (found) return found;
      }
    } else if (issue.code === 'custom' && issue.params?.reason === USER_MESSAGE_REASON) return issue.message;
  }
  return undefined;
}
