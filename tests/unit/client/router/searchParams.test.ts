// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../../runtime/client/router/createAppRouter.ts';
import { routerNavigation } from '../../../../runtime/client/router/routerNavigation.tsx';
import { parseSearch, stringifySearch } from '../../../../runtime/client/router/searchParams.ts';
import { testRuntime } from '../support/testRuntime.ts';

const NESTED = '?filter[status][0]=A&filter[status][1]=B&page=2';

describe('the router’s query strings (spec section 9: qs, depth 5, arrays 20, 1000 parameters)', () => {
  it('reads brackets as nested objects and arrays, values as the strings they are', () => {
    expect(parseSearch(NESTED)).toEqual({ filter: { status: ['A', 'B'] }, page: '2' });
    expect(parseSearch('')).toEqual({});
    expect(parseSearch('?rtnUrl=%2Fpubs%2FMP%2FUI_FU_0016%3Ftab%3D2')).toEqual({
      rtnUrl: '/pubs/MP/UI_FU_0016?tab=2',
    });
  });

  it('writes what it reads back, with a leading ? (none for an empty query)', () => {
    const search = { filter: { status: ['A', 'B'] }, page: '2' };
    const written = stringifySearch(search);
    expect(decodeURIComponent(written)).toBe(NESTED);
    expect(parseSearch(written)).toEqual(search);
    expect(stringifySearch({})).toBe('');
    expect(stringifySearch({ a: undefined })).toBe('');
  });

  it('keeps nesting to depth 5: deeper brackets stay one literal key', () => {
    expect(parseSearch('?a[b][c][d][e][f][g][h]=1')).toEqual({
      a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } },
    });
  });

  it('keeps arrays to 20 items: a 21st index makes an object with index keys', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => `a[${i}]=x${i}`).join('&');
    expect(parseSearch(`?${items(20)}`).a).toHaveLength(20);
    const over = parseSearch(`?${items(21)}`).a;
    expect(Array.isArray(over)).toBe(false);
    expect(Object.keys(over as object)).toHaveLength(21);
  });

  it('reads at most 1000 parameters and drops the rest', () => {
    const many = Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&');
    const parsed = parseSearch(`?${many}`);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed).not.toHaveProperty('p1000');
  });

  it('is what the app router uses', () => {
    const router = createAppRouter(testRuntime);
    expect(router.options.parseSearch).toBe(parseSearch);
    expect(router.options.stringifySearch).toBe(stringifySearch);
  });

  it('gives a screen the nested object through its navigation, and links write brackets', async () => {
    const root = createRootRoute();
    const routeTree = root.addChildren(
      ['/a', '/b'].map((path) => createRoute({ getParentRoute: () => root, path })),
    );
    const history = createMemoryHistory({ initialEntries: [`/a${NESTED}`] });
    const router = createRouter({ routeTree, history, parseSearch, stringifySearch });
    await router.load();
    const nav = routerNavigation(router);
    expect(nav.search()).toEqual({ filter: { status: ['A', 'B'] }, page: '2' });
    await nav.navigate('/b?sort[0][key]=mnuId&sort[0][dir]=desc');
    expect(nav.search()).toEqual({ sort: [{ key: 'mnuId', dir: 'desc' }] });
    expect(decodeURIComponent(router.state.location.href)).toBe('/b?sort[0][key]=mnuId&sort[0][dir]=desc');
  });
});
