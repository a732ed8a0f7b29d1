export { apiOriginOf, type CspDirectives, contentSecurityPolicy } from './contentSecurityPolicy.ts';
export { limitJsonDepth, MAX_JSON_DEPTH } from './limitJsonDepth.ts';
export { charsetOf, requireUtf8Body } from './requireUtf8Body.ts';
export { securityHeaderOptions } from './securityHeaders.ts';
