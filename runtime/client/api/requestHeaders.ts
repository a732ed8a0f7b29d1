import type { TokenPair } from '../session/index.ts';
import type { ApiClientConfig, MenuHeaders } from './apiTypes.ts';

export interface HeaderInput {
  config: ApiClientConfig;
  tranId: string;
  /** `aesEcbEncrypt(app.profile, api.secret)`. */
  profileHeader: string;
  menu: MenuHeaders | null | undefined;
  tokens: TokenPair;
  restApiHeader?: string | undefined;
  /** The caller's own headers; they win. */
  extra?: Record<string, string> | undefined;
}

/**
 * The headers of spec section 7 on every request: transaction id, current menu and program id,
 * the encrypted profile, the tokens in the configured header names, and `rest-api-header` when given.
 */
export function requestHeaders(i: HeaderInput): Record<string, string> {
  const names = i.config.api.headers;
  const jwt = i.config.auth.jwt;
  const h: Record<string, string> = {
    Accept: 'application/json',
    [names.tranId]: i.tranId,
    [names.profile]: i.profileHeader,
  };
  if (i.menu?.mnuId) h[names.menuId] = i.menu.mnuId;
  if (i.menu?.proIdVal) h[names.programId] = i.menu.proIdVal;
  if (i.tokens.accessToken) h[jwt.accessTokenHeaderName] = i.tokens.accessToken;
  if (i.tokens.refreshToken) h[jwt.refreshTokenHeaderName] = i.tokens.refreshToken;
  if (i.restApiHeader !== undefined) h[names.restApi] = i.restApiHeader;
  return { ...h, ...i.extra };
}
