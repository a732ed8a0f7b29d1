import type { FastifyInstance } from 'fastify';
import type { UserMenu } from '../../../schemas/api/userMenus.ts';
import type { CachedMenus } from '../cache/index.ts';
import type { Queryable } from '../db/index.ts';
import { findMenu, loadAllMenus } from './menuStore.ts';
import type { MenuRow } from './saveMenus.ts';
import { type FavouritesOwner, listFavourites } from './userMenuStore.ts';

/**
 * The menus as the other features read them (`app.menus`): authentication checks a call's menu,
 * the login lists a user's favourites, files and the gateway check the menu a set or a call is
 * bound to. A feature reaches another through a decorator, so the system folder is imported by
 * the composition only.
 */
export interface MenuDirectory {
  /** Every menu of every system, from the hot cache (dropped the moment any menu changes anywhere). */
  all(): Promise<CachedMenus>;
  /** One menu, read in `q` (a transaction) when given, else in the database; `undefined` when none. */
  find(mnuId: string, q?: Queryable): Promise<MenuRow | undefined>;
  /** A user's favourites in their order; with `roles`, only the menus those roles may open. */
  favourites(
    owner: FavouritesOwner,
    options?: { roles?: readonly string[] | undefined },
  ): Promise<UserMenu[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The menus for the other features (system/decorateMenus.ts). */
    menus: MenuDirectory;
  }
}

const EMPTY: CachedMenus = { list: [], byId: new Map() };

/** Decorates `app.menus` (once), over `app.db` and `app.hotCache`, which must be there already. */
export function decorateMenus(app: FastifyInstance): void {
  if (app.hasDecorator('menus')) return;
  const directory: MenuDirectory = {
    all: async () => (await app.hotCache.menus.get('all', () => loadAllMenus(app.db))) ?? EMPTY,
    find: (mnuId, q) => findMenu(q ?? app.db, mnuId),
    favourites: (owner, options) => listFavourites(app.db, owner, options),
  };
  app.decorate('menus', directory);
}
