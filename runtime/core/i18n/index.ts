export { IMPORT_MESSAGES_KO, type ImportMessageKey } from './importMessagesKo.ts';
export { formatMessage, MESSAGES_KO, type MessageKey } from './messagesKo.ts';
export { PRIVACY_MESSAGES_KO, type PrivacyMessageKey } from './privacyMessagesKo.ts';
export { SHELL_MESSAGES_KO, type ShellMessageKey } from './shellMessagesKo.ts';
