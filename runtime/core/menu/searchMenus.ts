import type { MenuNode, MenuRecord } from './buildMenuTree.ts';

/** The initial consonants (초성) of Hangul syllables, in Unicode order, as compatibility jamo. */
const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** The 초성 of a Hangul syllable (`관` → `ㄱ`); other characters are returned as they are. */
export function choseongOf(ch: string): string {
  const code = ch.charCodeAt(0) - 0xac00;
  return code >= 0 && code <= 11171 ? (CHOSEONG[Math.floor(code / 588)] ?? ch) : ch;
}

const isChoseong = (ch: string): boolean => CHOSEONG.includes(ch);
const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

/**
 * Whether `text` contains `query`, spaces and case ignored, where a consonant of the query
 * (`ㅁ`) also matches any syllable that starts with it (`메`): `ㅁㄴㄱㄹ` and `메뉴ㄱ` find 메뉴 관리.
 */
export function matchesKorean(text: string, query: string): boolean {
  const q = [...squash(query)];
  if (q.length === 0) return false;
  const t = [...squash(text)];
  outer: for (let i = 0; i + q.length <= t.length; i++) {
    for (let j = 0; j < q.length; j++) {
      const qc = q[j] as string;
      const tc = t[i + j] as string;
      if (qc !== tc && !(isChoseong(qc) && choseongOf(tc) === qc)) continue outer;
    }
    return true;
  }
  return false;
}

/** A menu the search found: the menu and the names of its folders, outermost first. */
export interface MenuSearchHit<M extends MenuRecord> {
  menu: M;
  path: string[];
}

/**
 * The pages of a user's menu tree (menus with a URL) whose name matches `query` (`matchesKorean`)
 * or whose id contains it, in tree order, at most `limit`.
 */
export function searchMenus<M extends MenuRecord>(
  tree: readonly MenuNode<M>[],
  query: string,
  limit = 50,
): MenuSearchHit<M>[] {
  const hits: MenuSearchHit<M>[] = [];
  const idQuery = query.trim().toLowerCase();
  if (!idQuery) return hits;
  const walk = (nodes: readonly MenuNode<M>[], path: string[]) => {
    for (const n of nodes) {
      if (hits.length >= limit) return;
      const name = n.menu.mnuNm || n.menu.mnuId;
      if (n.menu.mnuUrl && (matchesKorean(name, query) || n.menu.mnuId.toLowerCase().includes(idQuery)))
        hits.push({ menu: n.menu, path });
      walk(n.children, [...path, name]);
    }
  };
  walk(tree, []);
  return hits;
}

/** The trail from the top of the tree to `mnuId`: its folders then itself; `[]` when not in the tree. */
export function menuTrail<M extends MenuRecord>(
  tree: readonly MenuNode<M>[],
  mnuId: string | null | undefined,
): M[] {
  if (!mnuId) return [];
  const walk = (nodes: readonly MenuNode<M>[], path: M[]): M[] | undefined => {
    for (const n of nodes) {
      const here = [...path, n.menu];
      if (n.menu.mnuId === mnuId) return here;
      const found = walk(n.children, here);
      if (found) return found;
    }
    return undefined;
  };
  return walk(tree, []) ?? [];
}

/**
 * The crumbs after the home crumb (`homeLabel`): `menuTrail`, less a top folder named as the home
 * crumb is (a 홈 folder would read 홈 › 홈 › 첫 화면).
 */
export function crumbTrail<M extends MenuRecord>(trail: readonly M[], homeLabel: string): M[] {
  const [top, ...rest] = trail;
  return top && rest.length > 0 && (top.mnuNm || top.mnuId) === homeLabel ? rest : [...trail];
}
