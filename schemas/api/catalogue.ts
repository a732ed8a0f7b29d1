/**
 * The calls of spec section 7 a screen manifest may bind by name (`source: { api: menu.list }`,
 * `submit: { api: auth.editPassword }`). The CLI refuses any other name (CON310).
 */
export interface CatalogueEntry {
  method: 'GET' | 'POST';
  url: string;
  /** Sent as one encrypted `__usp` parameter (spec section 7). */
  secured?: boolean;
  /** Where the rows are in the answer's `body`: a key, or absent when `body` is the list itself. */
  rows?: string;
  /** Parameters the runtime fills when the manifest does not: the user's id, the system code. */
  fill?: { usrId?: true; sysCd?: true };
  /** One line for the README and the JSON Schema. */
  doc: string;
}

export const API_CATALOGUE = {
  'menu.list': {
    method: 'POST',
    url: '/api/system/menu/list',
    doc: 'menus (filters sysCd, mnuNm contained, uprMnuId, dpYn); the screen must be a SYSTEM_MENU program menu the user holds',
  },
  'menu.add': {
    method: 'POST',
    url: '/api/system/menu',
    doc: 'add a menu; SAVE on the SYSTEM_MENU screen menu',
  },
  'menu.edit': {
    method: 'POST',
    url: '/api/system/menu/edit',
    doc: 'edit a menu (mnuId and the fields to change); SAVE on the SYSTEM_MENU screen menu',
  },
  'menu.remove': {
    method: 'POST',
    url: '/api/system/menu/remove',
    doc: 'remove a menu (mnuId); DELETE on the SYSTEM_MENU screen menu',
  },
  'user.locked': {
    method: 'POST',
    url: '/api/system/user/locked',
    doc: 'locked accounts (usrId, usrNm, loginFailCnt, lockedDttm); the screen must be a SYSTEM_USER program menu',
  },
  'user.unlock': {
    method: 'POST',
    url: '/api/system/user/unlock',
    doc: 'unlock an account (usrId); SAVE on the SYSTEM_USER screen menu',
  },
  'usermenu.list': {
    method: 'POST',
    url: '/api/system/usermenu/list',
    fill: { sysCd: true, usrId: true },
    doc: "the user's favourite menus, in order",
  },
  'usermenu.add': {
    method: 'POST',
    url: '/api/system/usermenu',
    fill: { sysCd: true },
    doc: 'add a favourite (mnuId)',
  },
  'usermenu.remove': {
    method: 'POST',
    url: '/api/system/usermenu/remove',
    fill: { sysCd: true },
    doc: 'remove a favourite (mnuId)',
  },
  'usermenu.def': {
    method: 'POST',
    url: '/api/system/usermenu/def',
    fill: { sysCd: true },
    doc: 'make a favourite the default menu (mnuId)',
  },
  'auth.editPassword': {
    method: 'POST',
    url: '/api/authentication/edit-password',
    secured: true,
    fill: { usrId: true },
    doc: 'change the password (oldPwd, newPwd)',
  },
  'file.list': {
    method: 'POST',
    url: '/api/file/list',
    rows: 'fileMetaDatas',
    doc: 'files of a file set (fileId)',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ApiName = keyof typeof API_CATALOGUE;
export const API_NAMES = Object.keys(API_CATALOGUE) as ApiName[];
