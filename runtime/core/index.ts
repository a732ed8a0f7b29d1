export type {
  ApprovalType,
  LoginOutcome,
  LoginResponse,
  PasswordProblem,
  TokenClaims,
} from './auth/index.ts';
export {
  checkPassword,
  hasFunctionAuthority,
  hasMenuAuthority,
  isIpAllowed,
  LOGIN_MESSAGES,
  loginOutcome,
  menuAuthorityIndex,
  PASSWORD_MESSAGES,
  PASSWORD_SPECIALS,
  readTokenClaims,
} from './auth/index.ts';
export { BRIDGE_TOKEN_VALIDITY_MS, createBridgeToken, isValidBridgeToken } from './bridge/index.ts';
export {
  aesEcbDecrypt,
  aesEcbEncrypt,
  decodeBase62,
  decodeBase64,
  encodeBase62,
  encodeBase64,
  isValidTripleDesKeyBits,
  randomBase62,
  sha256Hex,
  TRIPLE_DES_KEY_LENGTH,
  TripleDesKeyError,
  tripleDesDecrypt,
  tripleDesEncrypt,
} from './crypto/index.ts';
export type { FileLike } from './files/index.ts';
export { matchesAccept } from './files/index.ts';
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
export type { DateDisplayFormat, DateInput } from './format/index.ts';
export {
  DATE_DISPLAY_FORMATS,
  DATE_PATTERNS,
  dateTimePatternOf,
  formatCardNo,
  formatCorporateNo,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatTime,
  toLocalJson,
  withLocalDates,
} from './format/index.ts';
export type { GuardDecision, GuardInput, GuardMenu } from './guard/index.ts';
export {
  decideGuard,
  isSafeNavigationUrl,
  matchesAny,
  menuUrlIndex,
  nextPathAfterLogin,
  safeReturnUrl,
} from './guard/index.ts';
export type { MessageKey } from './i18n/index.ts';
export { formatMessage, MESSAGES_KO } from './i18n/index.ts';
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
export type { KeyLike } from './input/index.ts';
export { byteLength, isNumberOnlyKey, NUMBER_ONLY_EDIT_KEYS, truncateToBytes } from './input/index.ts';
export type { Breakpoint } from './layout/index.ts';
export { BREAKPOINT_ORDER, BREAKPOINTS, belowBreakpoint, breakpointOf } from './layout/index.ts';
export type { LogLevelName, LogThrottle, ThrottleVerdict } from './logging/index.ts';
export { createLogThrottle, LOG_LEVELS, logLevelValue, toPinoLevel } from './logging/index.ts';
export type { MaskingType } from './mask/index.ts';
export { MASKING_TYPES, mask } from './mask/index.ts';
export type { Device, MenuNode, MenuRecord } from './menu/index.ts';
export { buildMenuTree, fitsDevice, visibleMenuIds } from './menu/index.ts';
export { parseQuery, QUERY_LIMITS, stringifyQuery } from './query/index.ts';
export type { ScreenMeta } from './screen/index.ts';
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
export { isRelativeUrl, normalizePath } from './url/index.ts';
export { isBusinessNo, isCorporateNo, isEmail, isIPv4, isMobile, isPhone } from './validate/index.ts';
