// @vitest-environment jsdom
import { createMemoryHistory, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterGuard } from '../../../../runtime/client/router/guardContext.ts';
import { rootRoute } from '../../../../runtime/client/router/rootRoute.tsx';
import type { GuardMenu } from '../../../../runtime/core/guard/index.ts';
import { testConfig } from '../fakes.ts';

/** The menu of a screen added after the login (under `console dev`): its authority is not in the login's roles. */
const NEW_MENU: GuardMenu = { mnuId: '1990', mnuNm: '새 화면', mnuUrl: '/new', proIdVal: 'NEW' };

/** A guard over a logged-in session holding `roles`, whose server answers `serverRoles` now. */
function guardOf(roles: string[], serverRoles: string[]) {
  const session = { authenticated: true, roles };
  const ended: (string | undefined)[] = [];
  let asked = 0;
  const guard: RouterGuard = {
    config: testConfig(),
    session,
    firstNavigation: () => false,
    menus: () => [NEW_MENU],
    onMenu: () => {},
    onAccess: () => {},
    onInvalidate: (_reason, menu) => void ended.push(menu),
    onIpRefusedAlert: () => {},
    userIp: () => '127.0.0.1',
    ready: async () => {},
    sessionReady: async () => {},
    markNavigated: () => {},
    refreshRoles: async () => {
      asked++;
      const changed = serverRoles.join() !== session.roles.join();
      session.roles = serverRoles;
      return changed;
    },
  };
  return { guard, ended, asked: () => asked };
}

async function open(guard: RouterGuard, path: string) {
  const routeTree = rootRoute.addChildren([
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      staticData: { screen: { path, title: '새 화면', layout: 'default', auth: true, roles: [] } },
    }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { guard },
  });
  await router.load();
  return router;
}

describe('the route guard and roles granted after the login', () => {
  it('opens a menu the server grants now, without ending the session (no new login)', async () => {
    const { guard, ended, asked } = guardOf(['1010:HOME:SEARCH'], ['1010:HOME:SEARCH', '1990:NEW:SEARCH']);
    const router = await open(guard, '/new');
    expect(ended).toEqual([]);
    expect(asked()).toBe(1);
    expect(router.state.location.pathname).toBe('/new');
    expect(router.state.matches.at(-1)?.status).toBe('success');
  });

  it('still ends the session over a menu the server does not grant either (권한이 없습니다)', async () => {
    const { guard, ended } = guardOf(['1010:HOME:SEARCH'], ['1010:HOME:SEARCH']);
    const router = await open(guard, '/new');
    expect(ended).toEqual(['새 화면']);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks the server nothing for a menu the session holds', async () => {
    const { guard, ended, asked } = guardOf(['1990:NEW:SEARCH'], ['1990:NEW:SEARCH']);
    await open(guard, '/new');
    expect(asked()).toBe(0);
    expect(ended).toEqual([]);
  });
});
