import type { ImportSpec } from '../../../../schemas/index.ts';
/** A screen the menu seed turns into a page menu: its route path and Korean title. */
export interface SeedScreen {
  /** Route path as a URL, e.g. `/pubs/MP/UI_FU_0016` or `/index%20copy`. */
  path: string;
  /** Korean title, used as the menu name. */
  title: string;
  /** The menu's name when it is not the title (`menuName` of the manifest). */
  menuName?: string | undefined;
  /** Layout name (informational). */
  layout?: string | undefined;
  /** The manifest's program id (the menu's `proIdVal`). Default: derived from the path. */
  programId?: string | undefined;
  /** API names the screen binds: its menus may call those declared APIs through the gateway. */
  apis?: readonly string[] | undefined;
  /** Function ids of its buttons and row actions (what `console doctor` checks are granted). */
  fncIds?: readonly string[] | undefined;
  /** The manifest's explicit menu binding (`menuId`); default: the menus whose URL is its path. */
  menuId?: string | undefined;
  /** Its grids' 엑셀 일괄 등록 (`import`), by grid id: the server checks an upload with these rules. */
  imports?: Readonly<Record<string, ImportSpec>> | undefined;
}
