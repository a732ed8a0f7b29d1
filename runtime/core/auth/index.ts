export { APPROVAL_TYPE_NAMES, approvalNotice, BULK_DOWNLOAD_APPROVAL } from './approvalNotice.ts';
export { AUTH_MESSAGES, type LoginStatusCode } from './authMessages.ts';
export {
  functionsOnMenu,
  hasFunctionAuthority,
  hasMenuAuthority,
  hasProgramFunctionAuthority,
  menuAuthorityIndex,
} from './authority.ts';
export {
  type DeclaredApiAuthority,
  declaredApiFunction,
  NO_FUNCTION,
  STANDARD_FUNCTIONS,
  WRITE_FUNCTION,
} from './declaredApiFunction.ts';
export {
  type DuplicateCheckClaims,
  duplicateCheckParam,
  readDuplicateCheckParam,
} from './duplicateCheckParam.ts';
export { generatePassword } from './generatePassword.ts';
export { isIpAllowed, isLoopback } from './ipLimit.ts';
export {
  type ApprovalType,
  LOGIN_MESSAGES,
  type LoginOutcome,
  type LoginResponse,
  loginOutcome,
} from './loginOutcome.ts';
export {
  checkPassword,
  PASSWORD_MESSAGES,
  PASSWORD_SPECIALS,
  type PasswordProblem,
} from './passwordRules.ts';
export { readTokenClaims, type TokenClaims } from './tokenClaims.ts';
export {
  checkUserId,
  STAFF_ID_MESSAGE,
  STAFF_ID_PATTERN,
  USER_ID_MESSAGES,
  USER_ID_PATTERN,
} from './userIdRule.ts';
