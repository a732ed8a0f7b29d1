import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import { hasFunctionAuthority } from '../../core/auth/index.ts';
import { t } from '../i18n/index.ts';
import type { CurrentMenu } from '../session/index.ts';

/** Whether `roles` may use function `fncId` of `menu` (granted when there is no current menu). */
export function canUseFunction(
  fncId: string,
  roles: readonly string[],
  menu: Readonly<CurrentMenu>,
): boolean {
  return hasFunctionAuthority(roles, menu.mnuId, fncId);
}

/** What `logFunctionAccess` needs (injected in tests). */
export interface FunctionAccessDeps {
  call: (req: { url: string; body: unknown; loading: boolean }) => Promise<unknown>;
  menu: Pick<CurrentMenu, 'mnuId'>;
  alert: (message: string) => unknown;
}

/**
 * Records the use of function `fncId` of the current menu: `POST /api/system/menu/access/function`
 * `{ mnuId, fncId }` without the loading bar, errors ignored. With no current menu it alerts
 * `현재 접속된 메뉴 정보를 찾을 수 없습니다.` and sends nothing. Resolves true when it was sent.
 */
export function createFunctionAccessLogger(deps: FunctionAccessDeps): (fncId: string) => Promise<boolean> {
  return async (fncId) => {
    const mnuId = deps.menu.mnuId;
    if (!mnuId) {
      deps.alert(t('menu.noCurrentMenu'));
      return false;
    }
    try {
      await deps.call({
        url: API_ENDPOINTS['menu.accessFunction'].url,
        body: { mnuId, fncId },
        loading: false,
      });
    } catch {
      // access history is best effort (docs/management-api.md: the client ignores its errors)
    }
    return true;
  };
}
