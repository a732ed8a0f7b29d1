import type { TokenClaims } from '../auth/index.ts';

/**
 * What a token arriving in a response means for the session (spec section 4): claims holding a
 * user id (`sub`) and `cp` activate it; a readable token without a user releases it; an
 * unreadable token changes nothing.
 */
export function activationFromClaims(claims: TokenClaims | undefined): 'active' | 'released' | 'unchanged' {
  if (!claims) return 'unchanged';
  const hasUser = typeof claims.sub === 'string' && claims.sub !== '';
  if (!hasUser) return 'released';
  return typeof claims.cp === 'string' && claims.cp !== '' ? 'active' : 'unchanged';
}
