import { formatMessage, IMPORT_MESSAGES_KO, type ImportMessageKey } from '../../core/i18n/index.ts';
import { messageOverride } from './t.ts';

/**
 * A message of 엑셀 일괄 등록 (`IMPORT_MESSAGES_KO`), with `i18n.messages` overrides and `{name}`
 * substitutions, as `t` answers the others; a module of its own, so only screens with an import carry it.
 */
export function tImport(key: ImportMessageKey, params?: Record<string, string | number>): string {
  return formatMessage(messageOverride(key) ?? IMPORT_MESSAGES_KO[key], params);
}
