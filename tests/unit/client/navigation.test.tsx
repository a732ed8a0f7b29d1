// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentNavigation, useNavigation } from '../../../runtime/client/navigation/index.ts';
import { routerNavigation } from '../../../runtime/client/router/routerNavigation.tsx';

function Probe() {
  const { Link } = useNavigation();
  return (
    <Link to="/pubs/MP/UI_FU_0016?tab=2" className="c-text-link">
      마이페이지
    </Link>
  );
}

describe('navigation', () => {
  it('is page loads by default: plain links, the query of the address bar', () => {
    render(<Probe />);
    const link = screen.getByRole('link', { name: '마이페이지' });
    expect(link.getAttribute('href')).toBe('/pubs/MP/UI_FU_0016?tab=2');
    expect(link.className).toBe('c-text-link');
    window.history.replaceState(null, '', '/login?rtnUrl=%2Fpubs%2FMP%2FUI_FU_0016&x=1');
    expect(documentNavigation.search()).toEqual({ rtnUrl: '/pubs/MP/UI_FU_0016', x: '1' });
  });

  it('goes through the router in the console, replacing the entry when asked', async () => {
    const root = createRootRoute();
    const routeTree = root.addChildren(
      ['/login', '/a', '/b'].map((path) => createRoute({ getParentRoute: () => root, path })),
    );
    const history = createMemoryHistory({ initialEntries: ['/login?rtnUrl=%2Fa'] });
    const router = createRouter({ routeTree, history });
    await router.load();
    const nav = routerNavigation(router);
    expect(nav.search()).toEqual({ rtnUrl: '/a' });
    await nav.navigate('/a?q=1');
    expect(router.state.location.pathname).toBe('/a');
    expect(router.state.location.search).toEqual({ q: 1 });
    expect(history.length).toBe(2);
    await nav.navigate('/b', { replace: true });
    expect(router.state.location.pathname).toBe('/b');
    expect(history.length).toBe(2);
  });
});
