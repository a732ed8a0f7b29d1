export { decideGuard, type GuardDecision, type GuardInput, matchesAny } from './decideGuard.ts';
export { type GuardMenu, menuUrlIndex } from './guardMenu.ts';
export { isLoginPagePath } from './isLoginPagePath.ts';
export { isSafeNavigationUrl } from './isSafeNavigationUrl.ts';
export { type AfterLoginMenu, nextPathAfterLogin, safeReturnUrl } from './nextPathAfterLogin.ts';
