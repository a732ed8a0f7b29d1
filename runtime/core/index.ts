export type { AuthRedirectInput } from './guard/decideAuthRedirect.ts';
export { decideAuthRedirect } from './guard/decideAuthRedirect.ts';
export type { MessageKey } from './i18n/messagesKo.ts';
export { formatMessage, MESSAGES_KO } from './i18n/messagesKo.ts';
export type { LogLevelName } from './logging/logLevel.ts';
export { LOG_LEVELS, logLevelValue, toPinoLevel } from './logging/logLevel.ts';
export type { ScreenMeta } from './screen/screenMeta.ts';
export { isRelativeUrl } from './url/isRelativeUrl.ts';
