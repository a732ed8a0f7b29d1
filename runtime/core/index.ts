export { hasFunctionAuthority, hasMenuAuthority, menuAuthorityIndex } from './auth/authority.ts';
export { isIpAllowed } from './auth/ipLimit.ts';
export type { ApprovalType, LoginOutcome, LoginResponse } from './auth/loginOutcome.ts';
export { LOGIN_MESSAGES, loginOutcome } from './auth/loginOutcome.ts';
export type { PasswordProblem } from './auth/passwordRules.ts';
export { checkPassword, PASSWORD_MESSAGES, PASSWORD_SPECIALS } from './auth/passwordRules.ts';
export type { TokenClaims } from './auth/tokenClaims.ts';
export { readTokenClaims } from './auth/tokenClaims.ts';
export { BRIDGE_TOKEN_VALIDITY_MS, createBridgeToken, isValidBridgeToken } from './bridge/index.ts';
export { aesEcbDecrypt, aesEcbEncrypt, sha256Hex } from './crypto/aesEcb.ts';
export { decodeBase62, encodeBase62, randomBase62 } from './crypto/base62.ts';
export { decodeBase64, encodeBase64 } from './crypto/base64.ts';
export { isValidTripleDesKeyBits } from './crypto/isValidTripleDesKeyBits.ts';
export {
  TRIPLE_DES_KEY_LENGTH,
  TripleDesKeyError,
  tripleDesDecrypt,
  tripleDesEncrypt,
} from './crypto/tripleDes.ts';
export type { FileLike } from './files/matchesAccept.ts';
export { matchesAccept } from './files/matchesAccept.ts';
export type {
  CellValue,
  DisplaySettings,
  FieldValidatorName,
  FieldValue,
  FilterMode,
  RowFilter,
  ValidatorParam,
  ValidatorUse,
  ValueFormatName,
} from './form/index.ts';
export {
  displayValue,
  FIELD_VALIDATOR_NAMES,
  FIELD_VALIDATORS,
  filterRows,
  isBlankFilterValue,
  MASK_NAMES,
  REQUIRED_MESSAGE,
  VALUE_FORMAT_NAMES,
  VALUE_FORMATS,
  validateField,
  validatorParam,
} from './form/index.ts';
export type { DateDisplayFormat } from './format/dateDisplayFormats.ts';
export { DATE_DISPLAY_FORMATS } from './format/dateDisplayFormats.ts';
export { formatCardNo } from './format/formatCardNo.ts';
export { formatCorporateNo } from './format/formatCorporateNo.ts';
export { formatCurrency } from './format/formatCurrency.ts';
export type { DateInput } from './format/formatDate.ts';
export {
  DATE_PATTERNS,
  dateTimePatternOf,
  formatDate,
  formatDateTime,
  formatTime,
} from './format/formatDate.ts';
export { formatFileSize } from './format/formatFileSize.ts';
export { toLocalJson } from './format/toLocalJson.ts';
export { withLocalDates } from './format/withLocalDates.ts';
export type { GuardDecision, GuardInput } from './guard/decideGuard.ts';
export { decideGuard, matchesAny } from './guard/decideGuard.ts';
export type { GuardMenu } from './guard/guardMenu.ts';
export { menuUrlIndex, normalizePath } from './guard/guardMenu.ts';
export { isSafeNavigationUrl } from './guard/isSafeNavigationUrl.ts';
export { nextPathAfterLogin, safeReturnUrl } from './guard/nextPathAfterLogin.ts';
export type { MessageKey } from './i18n/messagesKo.ts';
export { formatMessage, MESSAGES_KO } from './i18n/messagesKo.ts';
export type {
  CommonCode,
  DataRecord,
  InitialData,
  InitialMenu,
  InterfaceDefinitionLike,
  ProcessInitialDataOptions,
  RawInitialData,
} from './initialData/index.ts';
export {
  AUDIT_FIELDS,
  CLASSIFICATION_FIELDS,
  DEFAULT_INTERFACE_VERSION,
  groupCommonCodes,
  interfaceKey,
  mergeInterfaceDefinitions,
  processInitialData,
  stripRecord,
  withInterfaceDefaults,
} from './initialData/index.ts';
export { byteLength, truncateToBytes } from './input/byteLength.ts';
export type { KeyLike } from './input/isNumberOnlyKey.ts';
export { isNumberOnlyKey, NUMBER_ONLY_EDIT_KEYS } from './input/isNumberOnlyKey.ts';
export type { Breakpoint } from './layout/index.ts';
export { BREAKPOINT_ORDER, BREAKPOINTS, belowBreakpoint, breakpointOf } from './layout/index.ts';
export type { LogLevelName } from './logging/logLevel.ts';
export { LOG_LEVELS, logLevelValue, toPinoLevel } from './logging/logLevel.ts';
export type { LogThrottle, ThrottleVerdict } from './logging/logThrottle.ts';
export { createLogThrottle } from './logging/logThrottle.ts';
export type { MaskingType } from './mask/mask.ts';
export { MASKING_TYPES, mask } from './mask/mask.ts';
export type { Device, MenuNode, MenuRecord } from './menu/buildMenuTree.ts';
export { buildMenuTree, fitsDevice, visibleMenuIds } from './menu/buildMenuTree.ts';
export { parseQuery, QUERY_LIMITS } from './query/parseQuery.ts';
export { stringifyQuery } from './query/stringifyQuery.ts';
export type { ScreenMeta } from './screen/screenMeta.ts';
export type {
  DuplicatePollDecision,
  DuplicatePollOutcome,
  DuplicatePollState,
  IdleCountdown,
  InactiveReason,
  LoginResultBody,
  SessionStatus,
  SessionUser,
  UserMenu,
} from './session/index.ts';
export {
  AUTH_FAILURE_REASONS,
  activationFromClaims,
  DUPLICATE_CHECK_CODES,
  DUPLICATE_CHECK_MAX_FAILURES,
  INITIAL_DUPLICATE_POLL,
  idleSecondsLeft,
  inactiveReasonForResultCode,
  isIdleExpired,
  nextDuplicatePoll,
  rolesFromAuthorities,
  sessionUserFromLogin,
  startIdleCountdown,
  tickIdleCountdown,
} from './session/index.ts';
export type {
  ApiCallErrorDetails,
  ApiEnvelope,
  ApiErrorKind,
  Clock,
  MessageLookup,
  PassResultCodes,
  RetryCandidate,
  SecurePayload,
  TaskQueue,
  TaskQueueOptions,
  TransportFailure,
} from './transport/index.ts';
export {
  ApiCallError,
  buildUrl,
  contentDispositionFileName,
  createTaskQueue,
  decodeSecureParams,
  encodeSecureParams,
  envelopeMessage,
  isApiEnvelope,
  QueueAbortError,
  resultCodePasses,
  SECURE_PARAM,
  SUCCESS_RESULT_CODE,
  secureKey,
  shouldRetry,
  systemClock,
  transportErrorKey,
  transportErrorMessage,
} from './transport/index.ts';
export { isRelativeUrl } from './url/isRelativeUrl.ts';
export { isBusinessNo } from './validate/isBusinessNo.ts';
export { isCorporateNo } from './validate/isCorporateNo.ts';
export { isEmail } from './validate/isEmail.ts';
export { isIPv4 } from './validate/isIPv4.ts';
export { isMobile } from './validate/isMobile.ts';
export { isPhone } from './validate/isPhone.ts';
