import type { InactiveReason } from '../../core/session/index.ts';
import { t } from '../i18n/index.ts';
import type { ConsoleRuntime } from '../runtime/index.ts';
import type { AppRouter } from './createAppRouter.ts';

const MESSAGES: Partial<Record<InactiveReason, Parameters<typeof t>[0]>> = {
  duplicated: 'session.duplicated',
  revoked: 'session.revoked',
  expired: 'session.expired',
  idle: 'session.idle',
};

/**
 * What happens when the session ends (spec section 4): reason `validate` follows
 * `auth.failProcessType`, expiry, duplicate login and release follow `auth.expiredProcessType`:
 * redirect to the login path with the return URL, or the 401 page at `auth.errorUrl`. A logout
 * goes to login.
 */
export function installSessionRedirects(router: AppRouter, runtime: ConsoleRuntime): () => void {
  const { config } = runtime;
  return runtime.session.onInactivated(async (reason) => {
    runtime.unsaved.discard();
    const handling =
      reason === 'logout'
        ? 'redirect'
        : reason === 'validate'
          ? config.auth.failProcessType
          : config.auth.expiredProcessType;
    const key = MESSAGES[reason];
    if (key) await runtime.dialogs.alert(t(key));
    // The session is over: nothing of the page can be kept, so no unsaved-changes question.
    if (handling === 'error') {
      await router.navigate({ to: config.auth.errorUrl, replace: true, ignoreBlocker: true });
      return;
    }
    const here = router.state.location;
    if (here.pathname === config.auth.loginPath) return;
    const search = reason === 'logout' ? {} : { [config.auth.redirectReturnPageParamName]: here.href };
    await router.navigate({ to: config.auth.loginPath, search, replace: true, ignoreBlocker: true });
  });
}
