export { formatMessage, MESSAGES_KO, type MessageKey } from './messagesKo.ts';
