import { describe, expect, it, vi } from 'vitest';
import {
  applyFavourites,
  createFavouriteActions,
  defaultFavouriteId,
  favouritesVisible,
  isFavourite,
  movedOrder,
} from '../../../../runtime/client/menu/index.ts';
import { SESSION_USER_KEY, type UserMenu } from '../../../../runtime/client/session/index.ts';
import { memoryStorage } from '../fakes.ts';

const list = (...ids: string[]): UserMenu[] => ids.map((mnuId) => ({ mnuId, mnuNm: `메뉴 ${mnuId}` }));

describe('favourite ordering helpers', () => {
  it('moves an entry up or down and answers the full order', () => {
    const favs = list('a', 'b', 'c');
    expect(movedOrder(favs, 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(movedOrder(favs, 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(favs, 'a', 5)).toEqual(['b', 'c', 'a']);
  });

  it('answers undefined when nothing would move', () => {
    const favs = list('a', 'b');
    expect(movedOrder(favs, 'a', -1)).toBeUndefined();
    expect(movedOrder(favs, 'b', 1)).toBeUndefined();
    expect(movedOrder(favs, 'x', 1)).toBeUndefined();
  });

  it('finds favourites and the default one', () => {
    const favs = [...list('a'), { mnuId: 'b', defMnuYn: 'Y' }];
    expect(isFavourite(favs, 'b')).toBe(true);
    expect(isFavourite(favs, 'z')).toBe(false);
    expect(isFavourite(favs, null)).toBe(false);
    expect(defaultFavouriteId(favs)).toBe('b');
    expect(defaultFavouriteId(list('a'))).toBeUndefined();
  });

  it('shows the group when enabled and non-empty, or always when configured', () => {
    expect(favouritesVisible(0, { enabled: true, alwaysVisible: false })).toBe(false);
    expect(favouritesVisible(2, { enabled: true, alwaysVisible: false })).toBe(true);
    expect(favouritesVisible(2, { enabled: false, alwaysVisible: false })).toBe(false);
    expect(favouritesVisible(0, { enabled: true, alwaysVisible: true })).toBe(true);
  });
});

describe('favourite actions', () => {
  it('sends the full new order to /usermenu/edit and keeps the answer in the session and its stored copy', async () => {
    const storage = memoryStorage({
      [SESSION_USER_KEY]: JSON.stringify({ userId: 'staff', favourites: [] }),
    });
    const state = { favourites: list('a', 'b') };
    const call = vi.fn(async (req: { url: string; body: unknown }) => {
      expect(req).toEqual({ url: '/api/system/usermenu/edit', body: { mnuIds: ['b', 'a'] } });
      return { body: list('b', 'a') as never };
    });
    const actions = createFavouriteActions({ call, state, storage, onError: () => {} });
    await actions.move('b', -1);
    expect(state.favourites.map((f) => f.mnuId)).toEqual(['b', 'a']);
    const saved = JSON.parse(storage.getItem(SESSION_USER_KEY) ?? '{}');
    expect(saved.userId).toBe('staff');
    expect(saved.favourites.map((f: UserMenu) => f.mnuId)).toEqual(['b', 'a']);
  });

  it('calls add, remove and def with the menu id', async () => {
    const urls: unknown[] = [];
    const call = async (req: { url: string; body: unknown }) => {
      urls.push([req.url, req.body]);
      return { body: [] as never };
    };
    const actions = createFavouriteActions({
      call,
      state: { favourites: [] },
      storage: undefined,
      onError: () => {},
    });
    await actions.add('1');
    await actions.remove('1');
    await actions.setDefault('2');
    await actions.setDefault(null);
    expect(urls).toEqual([
      ['/api/system/usermenu', { mnuId: '1' }],
      ['/api/system/usermenu/remove', { mnuId: '1' }],
      ['/api/system/usermenu/def', { mnuId: '2' }],
      ['/api/system/usermenu/def', { mnuId: null }],
    ]);
  });

  it('reports a refused call and leaves the list as it was', async () => {
    const state = { favourites: list('a') };
    const onError = vi.fn();
    const actions = createFavouriteActions({
      call: async () => {
        throw new Error('해당 메뉴에 대한 권한이 없습니다.');
      },
      state,
      storage: undefined,
      onError,
    });
    expect(await actions.add('x')).toBeUndefined();
    expect(onError).toHaveBeenCalledWith('해당 메뉴에 대한 권한이 없습니다.');
    expect(state.favourites.map((f) => f.mnuId)).toEqual(['a']);
  });

  it('does not write storage when no user is stored', () => {
    const storage = memoryStorage();
    applyFavourites({ state: { favourites: [] }, storage }, list('a'));
    expect(storage.data.size).toBe(0);
  });
});
