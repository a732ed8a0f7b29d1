import type { GuardMenu } from '../../core/guard/guardMenu.ts';
import type { GuardContext } from './guard.ts';

/**
 * The guard's view of the runtime. Menus arrive with the initial data; until the client runtime
 * wires it, the guard sees no menus (every screen then needs only a login).
 */
export const guardContext: GuardContext & { ready: () => Promise<void> } = {
  ready: async () => {},
  menus: () => [] as GuardMenu[],
  onMenu: () => {},
  onAccess: () => {},
  onInvalidate: () => {},
  onIpRefusedAlert: () => {},
  userIp: () => '127.0.0.1',
};
