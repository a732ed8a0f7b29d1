import { menuRouteChecker, routeKey } from '../menu/index.ts';

/** The columns of a menu row the checks read. */
export interface DoctorMenu {
  mnuId: string;
  sysCd: string;
  mnuNm: string;
  uprMnuId: string | null;
  mnuUrl: string | null;
  proIdVal: string | null;
  dpYn: string;
  mnuDvcScopCd: string | null;
  authScopCd: string | null;
  defMnuYn: string;
}

/** An authority string `menuId:programId:functionId`, granted to a role or to a user. */
export interface DoctorAuthority {
  authority: string;
  roleId: string | null;
  usrId: string | null;
}

/** A role of the roles table (권한 관리). */
export interface DoctorRole {
  roleId: string;
  useYn: string;
}

/** A user's role (their authorities are their role's and their own). */
export interface DoctorUser {
  usrId: string;
  roleId: string | null;
}

/** A favourite menu of a user; `defMnuYn` Y makes it where their login goes. */
export interface DoctorUserMenu {
  usrId: string;
  sysCd: string;
  mnuId: string;
  defMnuYn: string;
}

/** A screen of the code: its route, and what it needs of the database. */
export interface DoctorScreen {
  /** Route path, as the build lists it (`/pubs/MP/UI_FU_0016`, `/index%20copy`). */
  path: string;
  /** The manifest's explicit menu binding (`menuId`). Default: the menus whose URL is the route. */
  menuId?: string | undefined;
  /** The manifest's program (`programId`), which its menus must have. Default: none named. */
  programId?: string | undefined;
  /** Function ids of its buttons and row actions (`fncId`). Default none. */
  fncIds?: readonly string[] | undefined;
  /** API names it binds (catalogue calls and declared APIs). Default none. */
  apis?: readonly string[] | undefined;
}

/** What the checks read of a declared API (config `apis.<name>`). */
export interface DoctorApi {
  /** Method towards the backend. Default GET. */
  method?: string | undefined;
  fncId?: string | undefined;
  program?: string | undefined;
}

/** Everything `reconcileConsole` compares: rows of the database and facts of the code. */
export interface DoctorInput {
  /** Config `management.systemCode`: only this system's menus and favourites are checked. */
  systemCode: string;
  /** Config `auth.loginPath`: the one screen that needs no menu. */
  loginPath: string;
  menus: readonly DoctorMenu[];
  authorities: readonly DoctorAuthority[];
  users: readonly DoctorUser[];
  userMenus: readonly DoctorUserMenu[];
  screens: readonly DoctorScreen[];
  /** Config `apis`, by name. */
  apis: Readonly<Record<string, DoctorApi>>;
  /** The roles table; undefined skips the role checks (DOC107-DOC109). */
  roles?: readonly DoctorRole[] | undefined;
  /** Every menu id of every system (a grant may name another system's menu). Default: this system's. */
  allMenuIds?: readonly string[] | undefined;
}

/** The input, indexed once for every check. */
export interface DoctorContext {
  input: DoctorInput;
  /** The system's menus, in the order given. */
  menus: readonly DoctorMenu[];
  menuById: ReadonlyMap<string, DoctorMenu>;
  /** Whether a URL opens something: a screen's route or an external http(s) URL. */
  opens: (url: string) => boolean;
  /** The route paths, as given. */
  routes: readonly string[];
  /** The system's menus by the route key of their URL. */
  menusByRoute: ReadonlyMap<string, DoctorMenu[]>;
  /** Ids some authority names as its menu (first or second part): menu authority, as the guard reads it. */
  menuGranted: ReadonlySet<string>;
  /** `menuId` → function ids granted on it (first and third parts). */
  functionsByMenu: ReadonlyMap<string, ReadonlySet<string>>;
}

const add = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function doctorContext(input: DoctorInput): DoctorContext {
  const menus = input.menus.filter((m) => m.sysCd === input.systemCode);
  const menusByRoute = new Map<string, DoctorMenu[]>();
  for (const m of menus) if (m.mnuUrl) add(menusByRoute, routeKey(m.mnuUrl), m);
  const menuGranted = new Set<string>();
  const functionsByMenu = new Map<string, Set<string>>();
  for (const { authority } of input.authorities) {
    const [menuId, programId, fncId] = authority.split(':');
    if (programId === undefined) continue; // fewer than two parts grant nothing
    menuGranted.add(menuId!).add(programId);
    if (fncId === undefined) continue;
    const set = functionsByMenu.get(menuId!) ?? new Set<string>();
    set.add(fncId);
    functionsByMenu.set(menuId!, set);
  }
  const routes = input.screens.map((s) => s.path);
  return {
    input,
    menus,
    menuById: new Map(menus.map((m) => [m.mnuId, m] as const)),
    opens: menuRouteChecker(routes),
    routes,
    menusByRoute,
    menuGranted,
    functionsByMenu,
  };
}

/** The menus that open a screen: its `menuId`'s, else those whose URL is its route (as the guard matches). */
export function menusOf(c: DoctorContext, screen: DoctorScreen): DoctorMenu[] {
  if (screen.menuId !== undefined) {
    const m = c.menuById.get(screen.menuId);
    return m ? [m] : [];
  }
  return c.menusByRoute.get(routeKey(screen.path)) ?? [];
}

/** `menu 3230 "마이페이지"`. */
export const menuSubject = (m: DoctorMenu) => `menu ${m.mnuId} "${m.mnuNm}"`;
