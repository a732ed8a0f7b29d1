import { describe, expect, it } from 'vitest';
import type { MenuNode, MenuRecord } from '../../../../runtime/core/menu/index.ts';
import {
  choseongOf,
  crumbTrail,
  matchesKorean,
  menuTrail,
  searchMenus,
} from '../../../../runtime/core/menu/index.ts';

const node = (
  mnuId: string,
  mnuNm: string,
  mnuUrl: string | null,
  children: MenuNode[] = [],
  depth = 1,
): MenuNode => ({
  menu: { mnuId, mnuNm, mnuUrl } as MenuRecord,
  depth,
  folder: depth === 1,
  children,
});

const tree = [
  node('4000', '멤버스 소개', null, [
    node('4010', '메뉴 관리', '/pubs/MI/UI_FU_0088', [], 2),
    node('4020', '멤버스 안내', '/pubs/MI/UI_FU_0001', [], 2),
  ]),
  node('5000', '고객센터', null, [node('5030', '공지사항', '/pubs/CS/NT/UI_FU_0013', [], 2)]),
];

describe('menu search', () => {
  it('takes the initial consonant of a syllable', () => {
    expect(choseongOf('메')).toBe('ㅁ');
    expect(choseongOf('관')).toBe('ㄱ');
    expect(choseongOf('힣')).toBe('ㅎ');
    expect(choseongOf('a')).toBe('a');
  });

  it('matches names by syllables, initial consonants or both, ignoring spaces and case', () => {
    expect(matchesKorean('메뉴 관리', 'ㅁㄴㄱㄹ')).toBe(true);
    expect(matchesKorean('메뉴 관리', '메뉴관리')).toBe(true);
    expect(matchesKorean('메뉴 관리', '메뉴ㄱ')).toBe(true);
    expect(matchesKorean('메뉴 관리', 'ㄱㄹ')).toBe(true);
    expect(matchesKorean('메뉴 관리', 'ㄹㄱ')).toBe(false);
    expect(matchesKorean('FAQ 관리', 'faq')).toBe(true);
    expect(matchesKorean('메뉴 관리', ' ')).toBe(false);
  });

  it('finds pages (not folders) by name or id, with their folders', () => {
    expect(searchMenus(tree, 'ㅁㄴㄱㄹ')).toEqual([
      { menu: tree[0]?.children[0]?.menu, path: ['멤버스 소개'] },
    ]);
    expect(searchMenus(tree, '5030').map((h) => h.menu.mnuNm)).toEqual(['공지사항']);
    expect(searchMenus(tree, 'ㅁㅂㅅ').map((h) => h.menu.mnuNm)).toEqual(['멤버스 안내']);
    expect(searchMenus(tree, 'ㄱ', 1)).toHaveLength(1);
    expect(searchMenus(tree, '')).toEqual([]);
  });

  it('gives the trail to a menu for the breadcrumbs', () => {
    expect(menuTrail(tree, '4010').map((m) => m.mnuNm)).toEqual(['멤버스 소개', '메뉴 관리']);
    expect(menuTrail(tree, 'nope')).toEqual([]);
    expect(menuTrail(tree, null)).toEqual([]);
  });

  it('crumbTrail leaves out a top folder named as the home crumb, not a page so named', () => {
    const home = { mnuId: '1000', mnuNm: '홈', mnuUrl: null } as MenuRecord;
    const page = { mnuId: '1010', mnuNm: '첫 화면', mnuUrl: '/hello' } as MenuRecord;
    expect(crumbTrail([home, page], '홈').map((m) => m.mnuNm)).toEqual(['첫 화면']);
    expect(crumbTrail([home], '홈').map((m) => m.mnuNm)).toEqual(['홈']);
    expect(crumbTrail(menuTrail(tree, '4010'), '홈').map((m) => m.mnuNm)).toEqual([
      '멤버스 소개',
      '메뉴 관리',
    ]);
  });
});
