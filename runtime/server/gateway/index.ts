export { type ApiBindings, apiBindingsOf } from './apiBindings.ts';
export { authoriseGatewayCall, type GatewayMenu } from './gatewayAccess.ts';
export { type GatewayOptions, gatewayApi } from './gatewayApi.ts';
export { gatewayErrors } from './gatewayErrors.ts';
export { type ImportTarget, registerImportRoutes } from './gatewayImport.ts';
export {
  ASSERTION_SECONDS,
  type AssertionClaims,
  type PublicJwk,
  publicJwks,
  signAssertion,
} from './identityAssertion.ts';
export { JWKS_PATH, jwksRoute } from './jwksRoute.ts';
