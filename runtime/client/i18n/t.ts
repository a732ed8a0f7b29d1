import { formatMessage, MESSAGES_KO, type MessageKey } from '../../core/i18n/index.ts';

let overrides: Readonly<Record<string, string>> = {};

/**
 * The message overrides in force: `i18n.messages`, or none with `i18n.enabled` off (the built-in
 * Korean catalogue only, and no locale cookie).
 */
export function messageOverridesOf(i18n: {
  enabled?: boolean | undefined;
  messages?: Readonly<Record<string, string>> | undefined;
}): Readonly<Record<string, string>> {
  return i18n.enabled === false ? {} : (i18n.messages ?? {});
}

/**
 * Installs `i18n.messages` (the config's message overrides). The page's runtime does this once
 * (`createConsoleRuntime`); until then `t` answers the built-in Korean messages.
 */
export function setMessageOverrides(messages: Readonly<Record<string, string>>): void {
  overrides = messages;
}

/** A Korean UI message by key, with `i18n.messages` overrides and `{name}` substitutions. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return formatMessage(overrides[key] ?? MESSAGES_KO[key], params);
}

/** The `i18n.messages` override of a message key, if any (for the catalogue's parts kept apart). */
export function messageOverride(key: string): string | undefined {
  return overrides[key];
}

/**
 * Sets the locale cookie of spec section 9: `i18n_redirected`, 365 days, SameSite lax, on `path`
 * (the console's `app.basePath`; default /).
 */
export function writeLocaleCookie(
  locale: string,
  doc: Pick<Document, 'cookie'> = document,
  path = '/',
): void {
  doc.cookie = `i18n_redirected=${locale}; Max-Age=${365 * 24 * 60 * 60}; Path=${path}; SameSite=Lax`;
}
