import { formatMessage, PRIVACY_MESSAGES_KO, type PrivacyMessageKey } from '../../core/i18n/index.ts';
import { messageOverride } from './t.ts';

/**
 * A message of personal data in the screens (`PRIVACY_MESSAGES_KO`), with `i18n.messages` overrides
 * and `{name}` substitutions, as `t` answers the others. A module of its own, so the login page,
 * which never asks a reason, does not carry these messages.
 */
export function tPrivacy(key: PrivacyMessageKey, params?: Record<string, string | number>): string {
  return formatMessage(messageOverride(key) ?? PRIVACY_MESSAGES_KO[key], params);
}
