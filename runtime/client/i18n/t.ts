import { formatMessage, MESSAGES_KO, type MessageKey } from '../../core/i18n/messagesKo.ts';
import { config } from '../generated/config.gen.ts';

const overrides: Record<string, string> = config.i18n.messages;

/** A Korean UI message by key, with `i18n.messages` overrides and `{name}` substitutions. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return formatMessage(overrides[key] ?? MESSAGES_KO[key], params);
}

/** Sets the locale cookie of spec section 9: `i18n_redirected`, 365 days, path /, SameSite lax. */
export function writeLocaleCookie(doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `i18n_redirected=${config.i18n.locale}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`;
}
