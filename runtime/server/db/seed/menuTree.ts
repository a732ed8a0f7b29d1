import type { menus } from '../schema.ts';
import type { SeedScreen } from './seedScreen.ts';

export type MenuRow = typeof menus.$inferInsert;

/** A menu folder of the seed: an area of routes, or (`parent`) a folder inside another area's. */
export interface MenuArea {
  key: string;
  name: string;
  /** Place among its siblings (1 first). */
  order: number;
  /** The folder it sits in (depth 2; its pages depth 3). Default: the top level. */
  parent?: string;
  /** Its `iconSrc` (a name of MENU_ICON_NAMES). Default: none, the folder icon. */
  icon?: string;
}

/**
 * The seed's folders. Their position in this list is their id slot (1000, 2000, …), so ids do not
 * depend on which exist; `order` is where they show. Staff work comes first (홈, 운영 관리, 시스템
 * 관리); the member website's screens (the spec's /pubs routes) sit in 회원 사이트, out of the way.
 */
export const MENU_AREAS: readonly MenuArea[] = [
  { key: 'HOME', name: '홈', order: 1, icon: 'house' },
  { key: 'MS', name: '회원서비스', order: 1, parent: 'SITE' },
  { key: 'MP', name: '마이페이지', order: 2, parent: 'SITE' },
  { key: 'MI', name: '멤버스 안내', order: 3, parent: 'SITE' },
  { key: 'CS', name: '고객센터', order: 4, parent: 'SITE' },
  { key: 'docs', name: '개발 문서', order: 5, icon: 'book-open' },
  { key: 'SY', name: '시스템 관리', order: 3, icon: 'settings' },
  { key: 'ops', name: '운영 관리', order: 2, icon: 'briefcase' },
  { key: 'SITE', name: '회원 사이트', order: 4, icon: 'globe' },
];

/** The `iconSrc` of the staff's pages (names of MENU_ICON_NAMES); the member site's pages have none. */
export const PAGE_ICONS: Readonly<Record<string, string>> = {
  '/': 'layout-dashboard',
  '/config': 'user-cog',
  '/ops/members': 'users',
  '/ops/points': 'coins',
  '/ops/notices': 'megaphone',
  '/ops/stores': 'store',
  '/ops/coupons': 'ticket',
  '/pubs/SY/users': 'user',
  '/pubs/SY/roles': 'shield',
  '/pubs/MI/UI_FU_0088': 'list-tree',
  '/pubs/SY/codes': 'list',
  '/pubs/SY/approvals': 'circle-check',
  '/pubs/MI/users': 'lock',
  '/pubs/SY/config': 'sliders-horizontal',
  '/pubs/SY/loginHistory': 'log-in',
  '/pubs/SY/accessHistory': 'history',
  '/pubs/MI/interfaces': 'arrow-left-right',
  '/pubs/SY/privacyAccess': 'eye',
  '/pubs/SY/authorityHistory': 'key-round',
  '/pubs/SY/privacyReview': 'clipboard-check',
  '/pubs/SY/privacySubject': 'user-search',
};

/** Routes whose seeded menus carry the flags the guard and the menu tree are tested with. */
export const SPECIAL_MENU_PATHS = {
  /** `authScopCd '03'`: open to everyone (공지사항). */
  public: '/pubs/CS/NT/UI_FU_0013',
  /** `ipLmtYn 'Y'`, `ipList '10.10.10.10'` (loopback always passes). */
  ipLimited: '/pubs/MI/system',
  /** `defMnuYn 'Y'`: where a login goes without a return URL (the dashboard). */
  default: '/',
  /** `mnuDvcScopCd 'M'`: mobile only. */
  mobileOnly: '/pubs/CS/FQ/UI_FU_0048',
  /** `mnuDvcScopCd 'D'`: desktop only (every /docs page). */
  desktopOnly: '/docs',
  /** Prefix of the empty placeholder screens: `dpYn 'N'` (and mobile only). */
  hiddenPrefix: '/pubs/MP/MW/',
  /** 홈 (사본), the spec's second home: its route stays, its menu is not displayed (`dpYn 'N'`). */
  hiddenCopy: '/index%20copy',
} as const;

// The ids the example console's routes give those menus. tests/server/db checks them against a
// seeded database, so they cannot drift silently when screens are added.
/** 공지사항 `/pubs/CS/NT/UI_FU_0013`: `authScopCd '03'`, open to everyone. */
export const PUBLIC_MENU_ID = '5030';
/** 시스템 정보 `/pubs/MI/system`: IP-limited to 10.10.10.10 (and loopback). */
export const IP_LIMITED_MENU_ID = '4070';
/** 대시보드 `/`: the default menu (`defMnuYn 'Y'`). */
export const DEFAULT_MENU_ID = '1010';
/** 마이페이지 홈 `/pubs/MP/UI_FU_0016`: a page of 마이페이지, granted to STAFF too. */
export const MY_PAGE_MENU_ID = '3230';
/** 자주하는 질문 (모바일) `/pubs/CS/FQ/UI_FU_0048`: mobile only. */
export const MOBILE_ONLY_MENU_ID = '5020';
/** 컴포넌트 문서 `/docs`: desktop only (as every /docs page). */
export const DESKTOP_ONLY_MENU_ID = '6010';
/** `/pubs/MP/MW/UI_FU_0029` and `_0030`, and 홈 (사본) `/index%20copy`: not displayed (`dpYn 'N'`). */
export const HIDDEN_MENU_IDS: readonly string[] = ['3160', '3170', '1030'];
/** The 마이페이지 folder (in 회원 사이트): 마이페이지's pages are STAFF's too. */
export const MY_PAGE_FOLDER_ID = '3000';

/** The folder of the administration screens (시스템 관리). */
export const SYSTEM_AREA = 'SY';

/**
 * The administration screens of the example, in the order 시스템 관리 lists them (what an
 * administrator does most first); any other screen of the folder follows in path order. 메뉴 관리,
 * 계정 잠금 관리 and 인터페이스 이력 keep their routes under /pubs/MI (UI_FU_0088 is a route of the
 * spec's route table) and are listed here to sit in 시스템 관리 all the same. An integrator's own
 * screen goes by its path, whatever its program (a screen copied from 메뉴 관리 stays in its folder).
 */
export const SYSTEM_PAGE_ORDER: readonly string[] = [
  '/pubs/SY/users',
  '/pubs/SY/roles',
  '/pubs/MI/UI_FU_0088',
  '/pubs/SY/codes',
  '/pubs/SY/approvals',
  '/pubs/MI/users',
  '/pubs/SY/config',
  '/pubs/SY/loginHistory',
  '/pubs/SY/accessHistory',
  '/pubs/MI/interfaces',
  '/pubs/SY/privacyAccess',
  '/pubs/SY/authorityHistory',
  '/pubs/SY/privacyReview',
  '/pubs/SY/privacySubject',
];

/** 운영 관리's screens in the order staff use them (회원, 포인트, 공지, 매장, 쿠폰); others follow by path. */
export const OPS_PAGE_ORDER: readonly string[] = [
  '/ops/members',
  '/ops/points',
  '/ops/notices',
  '/ops/stores',
  '/ops/coupons',
];

/** Where a page ranks in its folder: listed ones (시스템 관리, 운영 관리) first, in their lists' order. */
const PAGE_ORDER: readonly string[] = [...SYSTEM_PAGE_ORDER, ...OPS_PAGE_ORDER];

/** The menu folder of a route: 시스템 관리 for the administration screens, else the area of its path. */
export function menuAreaOf(path: string): string {
  return SYSTEM_PAGE_ORDER.includes(path) ? SYSTEM_AREA : areaOf(path);
}

/** Pages of one folder in menu order: the listed screens first (PAGE_ORDER), then by path. */
function menuOrder(a: SeedScreen, b: SeedScreen): number {
  const rank = (s: SeedScreen) => {
    const i = PAGE_ORDER.indexOf(s.path);
    return i < 0 ? PAGE_ORDER.length : i;
  };
  return rank(a) - rank(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

/** Area of a route: `/pubs/<AREA>/…` → AREA, `/docs…` → docs, `/` and other top-level pages → HOME. */
export function areaOf(path: string): string {
  const segs = path.split('/').filter(Boolean);
  if (segs[0] === 'pubs' && segs.length >= 3) return segs[1]!;
  if (segs[0] === 'docs') return 'docs';
  if (segs.length <= 1) return 'HOME';
  return segs[0]!;
}

/** Program id of a page: the path without `pubs`, upper-cased, `_`-joined (`/` → HOME). */
export function programIdOf(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  const segs = decoded.split('/').filter((s) => s && s !== 'pubs');
  const id = segs
    .join('_')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .toUpperCase();
  return id === '' ? 'HOME' : id.slice(0, 100);
}

function isDocs(path: string): boolean {
  return path === SPECIAL_MENU_PATHS.desktopOnly || path.startsWith(`${SPECIAL_MENU_PATHS.desktopOnly}/`);
}

/** The flags of a page menu beyond the defaults (dpYn Y, device A, no IP limit, not default). */
function pageFlags(path: string): Partial<MenuRow> {
  const flags: Partial<MenuRow> = {};
  if (path.startsWith(SPECIAL_MENU_PATHS.hiddenPrefix))
    Object.assign(flags, { dpYn: 'N', mnuDvcScopCd: 'M' });
  if (path === SPECIAL_MENU_PATHS.hiddenCopy) flags.dpYn = 'N';
  if (isDocs(path)) flags.mnuDvcScopCd = 'D';
  if (path === SPECIAL_MENU_PATHS.mobileOnly) flags.mnuDvcScopCd = 'M';
  if (path === SPECIAL_MENU_PATHS.public) flags.authScopCd = '03';
  if (path === SPECIAL_MENU_PATHS.ipLimited) Object.assign(flags, { ipLmtYn: 'Y', ipList: '10.10.10.10' });
  if (path === SPECIAL_MENU_PATHS.default) flags.defMnuYn = 'Y';
  return flags;
}

export interface MenuTreeOptions {
  /** System code of every menu (config `management.systemCode`). */
  systemCode: string;
  /** Routes that get no menu. Default `['/login']` (pass config `auth.loginPath`). */
  excludePaths?: readonly string[] | undefined;
}

/**
 * The seeded menu tree: a folder per area of MENU_AREAS (홈, 운영 관리 ops, 시스템 관리 SY, 회원 사이트
 * with 회원서비스 MS, 마이페이지 MP, 멤버스 소개 MI and 고객센터 CS inside it, 컴포넌트 문서 docs, then
 * any other area by name) and a page per screen with `mnuUrl` = its path, named by its `menuName` or
 * title; the administration screens go under 시스템 관리 in SYSTEM_PAGE_ORDER (a folder whose
 * displayed pages are all desktop-only, or all mobile-only, is so itself). Ids are numeric strings
 * from fixed slots: area n gets `n×1000`, its pages `+10, +20, …` in menu order, so the same routes
 * always give the same ids. Rows come parents first. Pure.
 */
export function buildMenuTree(screens: readonly SeedScreen[], options: MenuTreeOptions): MenuRow[] {
  const excluded = new Set(options.excludePaths ?? ['/login']);
  const byArea = new Map<string, SeedScreen[]>();
  const seen = new Set<string>();
  for (const screen of screens) {
    if (excluded.has(screen.path) || seen.has(screen.path)) continue;
    seen.add(screen.path);
    const area = menuAreaOf(screen.path);
    byArea.set(area, [...(byArea.get(area) ?? []), screen]);
  }
  const known = MENU_AREAS.map((a) => a.key);
  const extra = [...byArea.keys()].filter((k) => !known.includes(k)).sort();
  const slots: MenuArea[] = [
    ...MENU_AREAS,
    ...extra.map((key, i) => ({ key, name: key, order: MENU_AREAS.length + i + 1 })),
  ];
  const most = Math.max(0, ...[...byArea.values()].map((s) => s.length));
  let block = 1000;
  while (block < (most + 1) * 10) block *= 10;
  const idOf = (key: string) => String((slots.findIndex((a) => a.key === key) + 1) * block);
  /** A folder shows when it has pages or holds a folder that does. */
  const shows = (area: MenuArea): boolean =>
    byArea.has(area.key) || slots.some((a) => a.parent === area.key && shows(a));
  const childrenOf = (parent: string | undefined) =>
    slots.filter((a) => a.parent === parent && shows(a)).sort((a, b) => a.order - b.order);

  // What every seeded menu is unless its page says otherwise (pageFlags): shown, on every device,
  // no scope, no IP limit, not the default.
  const plain = {
    sysCd: options.systemCode,
    dpYn: 'Y',
    mnuDvcScopCd: 'A',
    authScopCd: null,
    ipLmtYn: 'N',
    ipList: null,
    defMnuYn: 'N',
  } as const satisfies Partial<MenuRow>;
  const rows: MenuRow[] = [];
  /** Emits a folder, its pages and its folders (depth-first); returns the folder's row. */
  const emit = (area: MenuArea, depth: number, srtNo: number): MenuRow => {
    const folderId = idOf(area.key);
    const folder: MenuRow = {
      ...plain,
      mnuId: folderId,
      mnuNm: area.name,
      uprMnuId: area.parent === undefined ? null : idOf(area.parent),
      mnuStepNo: depth,
      mnuUrl: null,
      proIdVal: null,
      iconSrc: area.icon ?? null,
      srtNo,
    };
    rows.push(folder);
    const pages = [...(byArea.get(area.key) ?? [])].sort(menuOrder).map(
      (screen, j): MenuRow => ({
        ...plain,
        mnuId: String(Number(folderId) + (j + 1) * 10),
        mnuNm: (screen.menuName ?? screen.title).slice(0, 200),
        uprMnuId: folderId,
        mnuStepNo: depth + 1,
        mnuUrl: screen.path,
        proIdVal: screen.programId ?? programIdOf(screen.path),
        iconSrc: PAGE_ICONS[screen.path] ?? null,
        srtNo: j + 1,
        ...pageFlags(screen.path),
      }),
    );
    rows.push(...pages);
    const folders = childrenOf(area.key).map((child, k) => emit(child, depth + 1, pages.length + k + 1));
    // A folder shows on the devices its displayed pages and folders show on (컴포넌트 문서: desktop
    // only), so it claims no device where it would be empty (`console doctor`, DOC104).
    const scopes = new Set([...pages, ...folders].flatMap((r) => (r.dpYn === 'Y' ? [r.mnuDvcScopCd] : [])));
    const [only] = scopes;
    if (scopes.size === 1 && (only === 'D' || only === 'M')) folder.mnuDvcScopCd = only;
    return folder;
  };
  childrenOf(undefined).forEach((area, i) => {
    emit(area, 1, i + 1);
  });
  return rows;
}
