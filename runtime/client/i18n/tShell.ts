import { formatMessage, SHELL_MESSAGES_KO, type ShellMessageKey } from '../../core/i18n/index.ts';
import { messageOverride } from './t.ts';

/**
 * A message of the console's frame (`SHELL_MESSAGES_KO`: the user menu, 화면 설정, 내 정보), with
 * `i18n.messages` overrides and `{name}` substitutions, as `t` answers the others. A module of its
 * own, so the login page does not carry these messages.
 */
export function tShell(key: ShellMessageKey, params?: Record<string, string | number>): string {
  return formatMessage(messageOverride(key) ?? SHELL_MESSAGES_KO[key], params);
}
