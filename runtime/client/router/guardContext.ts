import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import type { GuardMenu } from '../../core/guard/guardMenu.ts';
import { api } from '../api/index.ts';
import { alert } from '../dialog/dialogStore.ts';
import { t } from '../i18n/t.ts';
import { initialData, requireInitialData } from '../initialData/index.ts';
import { inactivate, rememberedUserIp, setCurrentMenu } from '../session/index.ts';
import type { GuardContext } from './guard.ts';

/** The guard's view of the runtime: menus from the initial data, current menu, access logging. */
export const guardContext: GuardContext & { ready: () => Promise<void> } = {
  ready: requireInitialData,
  menus: () => (initialData.data?.menus ?? []) as unknown as readonly GuardMenu[],
  onMenu: (menu) => setCurrentMenu(menu ?? null),
  onAccess: (menu, url) => {
    // Access history (spec section 7): errors ignored, no loading bar.
    api
      .call({
        url: API_ENDPOINTS['menu.access'].url,
        method: API_ENDPOINTS['menu.access'].method,
        body: { mnuId: menu.mnuId, mnuUrl: url },
        loading: false,
        passResultCodes: 'all',
      })
      .catch(() => undefined);
  },
  onInvalidate: (reason) => inactivate(reason),
  onIpRefusedAlert: () => {
    void alert(t('error.ipRefused'));
  },
  userIp: rememberedUserIp,
};
