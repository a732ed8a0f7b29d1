import { proxy } from 'valtio/vanilla';
import type { InactiveReason } from '../../core/session/index.ts';
import { alert } from '../dialog/dialogStore.ts';
import { t } from '../i18n/t.ts';
import { discardUnsavedChanges } from '../navigation/index.ts';
import type { ConsoleRuntime } from '../runtime/index.ts';
import type { AppRouter } from './createAppRouter.ts';

/** The 401 screen shown in place of the page when the configured handling is `error`. */
export const authErrorState = proxy<{ status: number | null }>({ status: null });

const MESSAGES: Partial<Record<InactiveReason, Parameters<typeof t>[0]>> = {
  duplicated: 'session.duplicated',
  expired: 'session.expired',
  idle: 'session.idle',
};

/**
 * What happens when the session ends (spec section 4): reason `validate` follows
 * `auth.failProcessType`, expiry, duplicate login and release follow `auth.expiredProcessType`:
 * redirect to the login path with the return URL, or the 401 error screen. A logout goes to login.
 */
export function installSessionRedirects(router: AppRouter, runtime: ConsoleRuntime): () => void {
  const { config } = runtime;
  return runtime.session.onInactivated(async (reason) => {
    discardUnsavedChanges();
    const handling =
      reason === 'logout'
        ? 'redirect'
        : reason === 'validate'
          ? config.auth.failProcessType
          : config.auth.expiredProcessType;
    const key = MESSAGES[reason];
    if (key) await alert(t(key));
    if (handling === 'error') {
      authErrorState.status = config.auth.errorStatusCode;
      return;
    }
    const here = router.state.location;
    if (here.pathname === config.auth.loginPath) return;
    const search = reason === 'logout' ? {} : { [config.auth.redirectReturnPageParamName]: here.href };
    // The session is over: nothing of the page can be kept, so no unsaved-changes question.
    await router.navigate({ to: config.auth.loginPath, search, replace: true, ignoreBlocker: true });
  });
}
