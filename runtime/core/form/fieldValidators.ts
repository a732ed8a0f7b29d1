import { checkPassword, PASSWORD_MESSAGES } from '../auth/index.ts';
import { formatMessage } from '../i18n/index.ts';
import { byteLength } from '../input/index.ts';
import { isRelativeUrl } from '../url/index.ts';
import { isBusinessNo, isCorporateNo, isEmail, isIPv4, isMobile, isPhone } from '../validate/index.ts';
import { isBlankFilterValue } from './filterRows.ts';
import type { FieldValidatorName } from './referenceNames.ts';

/** A form value as the renderer holds it. */
export type FieldValue = string | boolean | readonly string[] | null | undefined;

interface ValidatorDef {
  /** One-line description for the docs and the JSON Schema. */
  doc: string;
  /** The Korean message (substitution `{0}` = the parameter), or undefined when the value passes. */
  check: (
    value: string,
    param: string | number | undefined,
    values: Record<string, FieldValue>,
  ) => string | undefined;
}

const when = (ok: boolean, message: string) => (ok ? undefined : message);
const asText = (v: FieldValue): string => (typeof v === 'string' ? v : Array.isArray(v) ? v.join(',') : '');

/**
 * The rule of each validator a manifest field may name (`validators: [required, email, { maxBytes: 40 }]`);
 * their names and parameter kinds are in referenceNames.ts.
 * Each wraps a rule of runtime/core; the messages are the Korean ones a staff user sees.
 * `required` is the only one that looks at empty values: the others pass an empty field.
 */
export const FIELD_VALIDATORS = {
  required: {
    doc: 'a value must be given (a checkbox must be ticked)',
    check: () => undefined,
  },
  businessNo: {
    doc: 'business registration number 3-2-5 with its check digit',
    check: (v) => when(isBusinessNo(v), '올바른 사업자등록번호가 아닙니다.'),
  },
  corporateNo: {
    doc: 'corporate registration number 6-7 with its check digit',
    check: (v) => when(isCorporateNo(v), '올바른 법인등록번호가 아닙니다.'),
  },
  email: {
    doc: 'e-mail address',
    check: (v) => when(isEmail(v), '올바른 이메일 주소가 아닙니다.'),
  },
  mobile: {
    doc: 'mobile number 01x-xxxx-xxxx, hyphens optional',
    check: (v) => when(isMobile(v), '올바른 휴대폰번호가 아닙니다.'),
  },
  phone: {
    doc: 'phone number 2-3/3-4/4 digits',
    check: (v) => when(isPhone(v), '올바른 전화번호가 아닙니다.'),
  },
  ipv4: { doc: 'IPv4 address', check: (v) => when(isIPv4(v), '올바른 IP 주소가 아닙니다.') },
  relativeUrl: {
    doc: 'path starting with /',
    check: (v) => when(isRelativeUrl(v), '/로 시작하는 올바른 경로를 입력해주세요.'),
  },
  numeric: {
    doc: 'digits only',
    check: (v) => when(/^[0-9]+$/.test(v), '숫자만 입력해주세요.'),
  },
  password: {
    doc: 'the password rule (8-20 characters, 3 kinds)',
    check: (v) => {
      const problem = checkPassword(v);
      return problem ? PASSWORD_MESSAGES[problem] : undefined;
    },
  },
  maxBytes: {
    doc: 'at most N bytes (Hangul and newline count 2)',
    check: (v, n) =>
      when(byteLength(v) <= Number(n), formatMessage('{0}바이트 이하로 입력해주세요.', { 0: String(n) })),
  },
  minLength: {
    doc: 'at least N characters',
    check: (v, n) =>
      when([...v].length >= Number(n), formatMessage('{0}자 이상 입력해주세요.', { 0: String(n) })),
  },
  maxLength: {
    doc: 'at most N characters',
    check: (v, n) =>
      when([...v].length <= Number(n), formatMessage('{0}자 이하로 입력해주세요.', { 0: String(n) })),
  },
  sameAs: {
    doc: 'equal to the named field (password confirmation)',
    check: (v, other, values) => when(v === asText(values[String(other)]), '입력한 값이 일치하지 않습니다.'),
  },
} as const satisfies Record<FieldValidatorName, ValidatorDef>;

export const REQUIRED_MESSAGE = '필수 입력 항목입니다.';

/** One validator as a manifest names it, resolved: name, parameter and an optional own message. */
export interface ValidatorUse {
  name: string;
  param?: string | number;
  message?: string;
}

/**
 * The first problem of `value` under `rules`, as a Korean message; undefined when it passes.
 * An unknown validator name is ignored here (the CLI refuses it before a build).
 */
export function validateField(
  value: FieldValue,
  rules: readonly ValidatorUse[],
  values: Record<string, FieldValue> = {},
): string | undefined {
  // Empty the way a blank search value is: nothing, false, blank text, or only blank entries.
  const empty = isBlankFilterValue(value);
  for (const rule of rules) {
    if (rule.name === 'required') {
      if (empty) return rule.message ?? REQUIRED_MESSAGE;
      continue;
    }
    if (empty || !Object.hasOwn(FIELD_VALIDATORS, rule.name)) continue;
    const def = FIELD_VALIDATORS[rule.name as FieldValidatorName] as ValidatorDef;
    const problem = def.check(asText(value), rule.param, values);
    if (problem) return rule.message ?? problem;
  }
  return undefined;
}
