// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../../runtime/client/i18n/index.ts';
import {
  ancestorIdsOf,
  computeMenuTree,
  firstPageOf,
  menuHref,
  openMenuUrl,
  type TreeMenu,
  treeKeyAction,
  visibleItems,
} from '../../../../runtime/client/menu/index.ts';
import { MenuTree } from '../../../../runtime/client/ui/menu/index.ts';

afterEach(cleanup);

const m = (
  mnuId: string,
  mnuNm: string,
  uprMnuId: string | null,
  extra: Partial<TreeMenu> = {},
): TreeMenu => ({
  mnuId,
  mnuNm,
  uprMnuId,
  dpYn: 'Y',
  ...extra,
});

const MENUS: TreeMenu[] = [
  m('1000', '홈', null),
  m('1010', '홈 화면', '1000', { mnuUrl: '/' }),
  m('3000', '마이페이지', null),
  m('3010', '쿠폰 조회', '3000', { mnuUrl: '/pubs/MP/CI/UI_FU_0018' }),
  m('3020', '포인트 조회', '3000', { mnuUrl: '/pubs/MP/PI/UI_FU_0019' }),
  m('5000', '고객센터', null),
  m('5010', '자주하는 질문', '5000', { mnuUrl: '/pubs/CS/FQ/UI_FU_0015', mnuDvcScopCd: 'D' }),
  m('5020', '자주하는 질문 (모바일)', '5000', { mnuUrl: '/pubs/CS/FQ/UI_FU_0048', mnuDvcScopCd: 'M' }),
];
const ROLES = ['1010::SEARCH', '3010::SEARCH', '3020::SEARCH', '5010::SEARCH', '5020::SEARCH'];

describe('computeMenuTree', () => {
  it('is empty for anonymous users', () => {
    expect(computeMenuTree(MENUS, ROLES, false, 'DESKTOP')).toEqual([]);
  });

  it('filters by device', () => {
    const names = (device: 'DESKTOP' | 'MOBILE') =>
      computeMenuTree(MENUS, ROLES, true, device)
        .find((n) => n.menu.mnuId === '5000')
        ?.children.map((c) => c.menu.mnuNm);
    expect(names('DESKTOP')).toEqual(['자주하는 질문']);
    expect(names('MOBILE')).toEqual(['자주하는 질문 (모바일)']);
  });

  it('finds a folder’s first page and a menu’s ancestors', () => {
    const tree = computeMenuTree(MENUS, ROLES, true, 'DESKTOP');
    expect(firstPageOf(tree[1]!)?.menu.mnuUrl).toBe('/pubs/MP/CI/UI_FU_0018');
    expect(ancestorIdsOf(tree, '3020')).toEqual(['3000']);
    expect(ancestorIdsOf(tree, '3000')).toEqual([]);
    expect(ancestorIdsOf(tree, 'nope')).toEqual([]);
  });
});

describe('treeKeyAction', () => {
  const tree = computeMenuTree(MENUS, ROLES, true, 'DESKTOP');
  const open = new Set(['3000']);
  const items = visibleItems(tree, open);

  it('lists the items of open folders only', () => {
    expect(items.map((i) => i.id)).toEqual(['1000', '3000', '3010', '3020', '5000']);
  });

  it.each([
    ['ArrowDown', '3020', { kind: 'focus', id: '5000' }],
    ['ArrowDown', '5000', { kind: 'none' }],
    ['ArrowUp', '3010', { kind: 'focus', id: '3000' }],
    ['Home', '3020', { kind: 'focus', id: '1000' }],
    ['End', '1000', { kind: 'focus', id: '5000' }],
    ['ArrowRight', '1000', { kind: 'expand', id: '1000' }],
    ['ArrowRight', '3000', { kind: 'focus', id: '3010' }],
    ['ArrowRight', '3010', { kind: 'none' }],
    ['ArrowLeft', '3000', { kind: 'collapse', id: '3000' }],
    ['ArrowLeft', '3020', { kind: 'focus', id: '3000' }],
    ['ArrowLeft', '1000', { kind: 'none' }],
    ['Enter', '3020', { kind: 'open', id: '3020', url: '/pubs/MP/PI/UI_FU_0019' }],
    ['Enter', '5000', { kind: 'expand', id: '5000' }],
    ['a', '3020', { kind: 'none' }],
  ] as const)('%s on %s', (key, id, expected) => {
    expect(treeKeyAction(items, open, id, key)).toEqual(expected);
  });
});

describe('MenuTree', () => {
  const tree = computeMenuTree(MENUS, ROLES, true, 'DESKTOP');

  it("draws a menu's iconSrc (a name of the icon set, or an image), a folder's icon otherwise, and nothing unsafe", () => {
    const withIcons = computeMenuTree(
      [
        m('1000', '홈', null, { iconSrc: 'house' }),
        m('1010', '대시보드', '1000', { mnuUrl: '/', iconSrc: 'layout-dashboard' }),
        m('3000', '마이페이지', null),
        m('3010', '쿠폰 조회', '3000', { mnuUrl: '/pubs/MP/CI/UI_FU_0018', iconSrc: '/images/coupon.svg' }),
        m('3020', '포인트 조회', '3000', {
          mnuUrl: '/pubs/MP/PI/UI_FU_0019',
          iconSrc: 'javascript:alert(1)',
        }),
      ],
      ROLES,
      true,
      'DESKTOP',
    );
    const { container } = render(<MenuTree tree={withIcons} currentId="3010" onOpen={() => {}} />);
    const icons = [...container.querySelectorAll('.c-tree__icon')].map(
      (el) => el.getAttribute('data-icon') ?? el.getAttribute('src') ?? el.className,
    );
    // 홈 is shut (its 대시보드 not drawn); 마이페이지 is open, holding the current menu. 포인트 조회
    // (its iconSrc refused) keeps an icon's space beside 쿠폰 조회's icon.
    expect(icons).toEqual(['house', 'folder', '/images/coupon.svg', 'c-tree__icon c-tree__icon--blank']);
    // Decorative: the menu's name is what is read.
    expect(container.querySelector('img.c-tree__icon')?.getAttribute('alt')).toBe('');
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('marks the current menu, opens its folder and gives it the only tab stop', () => {
    render(<MenuTree tree={tree} currentId="3020" onOpen={() => {}} />);
    expect(screen.queryByRole('tree', { name: '전체 메뉴' })).not.toBeNull();
    const folder = screen.getByRole('treeitem', { name: '마이페이지' });
    expect(folder.getAttribute('aria-expanded')).toBe('true');
    expect(folder.getAttribute('aria-level')).toBe('1');
    expect(screen.getByRole('treeitem', { name: '홈' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: '포인트 조회' }).getAttribute('aria-current')).toBe('page');
    const current = screen.getByRole('treeitem', { name: '포인트 조회' });
    expect(current.getAttribute('aria-level')).toBe('2');
    const stops = screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0);
    expect(stops).toEqual([current]);
    expect(folder.querySelector('svg')).not.toBeNull();
  });

  it('moves focus with the keyboard, opens and closes folders and opens a menu with Enter', async () => {
    const onOpen = vi.fn();
    render(<MenuTree tree={tree} currentId="3020" onOpen={onOpen} />);
    const item = (name: string) => screen.getByRole('treeitem', { name });
    item('포인트 조회').focus();
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' }));
    expect(document.activeElement).toBe(item('쿠폰 조회'));
    expect(item('쿠폰 조회').tabIndex).toBe(0);
    expect(item('포인트 조회').tabIndex).toBe(-1);
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' }));
    expect(document.activeElement).toBe(item('마이페이지'));
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' }));
    expect(item('마이페이지').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: '쿠폰 조회' })).toBeNull();
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'End' }));
    expect(document.activeElement).toBe(item('고객센터'));
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }));
    expect(item('고객센터').getAttribute('aria-expanded')).toBe('true');
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }));
    expect(document.activeElement).toBe(item('자주하는 질문'));
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Enter' }));
    expect(onOpen).toHaveBeenCalledWith('/pubs/CS/FQ/UI_FU_0015');
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Home' }));
    expect(document.activeElement).toBe(item('홈'));
  });

  it('opens a menu on a plain click and renders nothing for an empty tree', () => {
    const onOpen = vi.fn();
    const { container, rerender } = render(<MenuTree tree={tree} currentId={null} onOpen={onOpen} />);
    fireEvent.click(screen.getByText('마이페이지'));
    fireEvent.click(screen.getByRole('link', { name: '쿠폰 조회' }));
    expect(onOpen).toHaveBeenCalledWith('/pubs/MP/CI/UI_FU_0018');
    rerender(<MenuTree tree={[]} currentId={null} onOpen={onOpen} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('a script or unpermitted URL saved as a menu URL (spec section 8)', () => {
  const BAD: TreeMenu[] = [
    m('7000', '위험', null),
    m('7010', '스크립트 메뉴', '7000', { mnuUrl: 'javascript:alert(document.cookie)' }),
    m('7020', '데이터 메뉴', '7000', { mnuUrl: 'data:text/html,<script>alert(1)</script>' }),
    m('7030', 'VB 메뉴', '7000', { mnuUrl: ' VBScript:msgbox(1)' }),
    m('7040', '외부 메뉴', '7000', { mnuUrl: 'https://evil.example/' }),
    m('7050', '정상 메뉴', '7000', { mnuUrl: '/pubs/MP/UI_FU_0016' }),
  ];
  const roles = BAD.map((x) => `${x.mnuId}::SEARCH`);
  const tree = computeMenuTree(BAD, roles, true, 'DESKTOP');

  it('is no link: the entry is a label, and no href anywhere holds the URL', () => {
    const { container } = render(<MenuTree tree={tree} currentId="7050" onOpen={() => {}} />);
    for (const name of ['스크립트 메뉴', '데이터 메뉴', 'VB 메뉴', '외부 메뉴']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByRole('treeitem', { name })).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: '정상 메뉴' }).getAttribute('href')).toBe('/pubs/MP/UI_FU_0016');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/pubs/MP/UI_FU_0016']);
  });

  it('a folder never links to it: its first page is the next safe one', () => {
    expect(firstPageOf(tree[0]!)?.menu.mnuId).toBe('7050');
  });

  it('choosing it (click or Enter) is refused with the Korean message, and nothing navigates', async () => {
    const navigate = vi.fn();
    const refuse = vi.fn(async () => {});
    const onOpen = (url: string) => void openMenuUrl(url, { navigate, refuse });
    render(<MenuTree tree={tree} currentId="7050" onOpen={onOpen} />);
    fireEvent.click(screen.getByText('스크립트 메뉴'));
    await act(async () => {
      screen.getByRole('treeitem', { name: '데이터 메뉴' }).focus();
      fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    });
    expect(refuse).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: '정상 메뉴' }));
    await act(async () => {});
    expect(navigate).toHaveBeenCalledWith('/pubs/MP/UI_FU_0016');
    expect(t('menu.refusedUrl')).toMatch(/^이 메뉴의 주소로는 이동할 수 없습니다/);
  });

  it('menuHref passes relative URLs only', () => {
    expect(BAD.map((x) => menuHref(x.mnuUrl))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      '/pubs/MP/UI_FU_0016',
    ]);
    expect(menuHref('/pubs/x?a=1')).toBe('/pubs/x?a=1');
    expect(menuHref('')).toBeUndefined();
  });
});
