import { API_ENDPOINTS } from '../../../schemas/api/endpoints.ts';
import type { ApiRequestBody } from '../../../schemas/api/routes.ts';
import type { UserMenu } from '../../core/session/index.ts';
import { SESSION_USER_KEY, type SessionState, type StorageLike } from '../session/index.ts';
import { movedOrder } from './favouriteOrder.ts';

/** What the favourite actions need (injected in tests). */
export interface FavouriteDeps {
  call: <T>(req: { url: string; body: unknown }) => Promise<{ body: T }>;
  state: Pick<SessionState, 'favourites'>;
  /** Where the session keeps the user beside the tokens (`console-session-user`). */
  storage: StorageLike | undefined;
  onError: (message: string) => void;
}

/** Replaces the favourites with the server's list and rewrites the stored copy so a reload keeps it. */
export function applyFavourites(
  deps: Pick<FavouriteDeps, 'state' | 'storage'>,
  list: readonly UserMenu[],
): void {
  deps.state.favourites = list.map((f) => ({ ...f }));
  try {
    const raw = deps.storage?.getItem(SESSION_USER_KEY);
    if (!raw) return;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    deps.storage?.setItem(SESSION_USER_KEY, JSON.stringify({ ...saved, favourites: deps.state.favourites }));
  } catch {
    // blocked storage or a foreign value: the list is right until the next reload
  }
}

type FavouriteCall = 'usermenu.add' | 'usermenu.remove' | 'usermenu.edit' | 'usermenu.def';

/** The favourite actions over one session store; each answers the server's list (or `undefined` on failure). */
export function createFavouriteActions(deps: FavouriteDeps) {
  // The answer stays the lenient `UserMenu` (tests/unit/client/wireTypes.test.ts pins it to the server's).
  async function send<N extends FavouriteCall>(
    name: N,
    body: ApiRequestBody<N>,
  ): Promise<UserMenu[] | undefined> {
    try {
      const { body: list } = await deps.call<UserMenu[]>({ url: API_ENDPOINTS[name].url, body });
      if (Array.isArray(list)) applyFavourites(deps, list);
      return list;
    } catch (error) {
      deps.onError(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }
  return {
    /** `POST /usermenu`: appended at the end. */
    add: (mnuId: string) => send('usermenu.add', { mnuId }),
    /** `POST /usermenu/remove`. */
    remove: (mnuId: string) => send('usermenu.remove', { mnuId }),
    /** `POST /usermenu/edit` with the full order after moving `mnuId` by `delta` (-1 up, +1 down). */
    move: async (mnuId: string, delta: number) => {
      const mnuIds = movedOrder(deps.state.favourites, mnuId, delta);
      return mnuIds ? send('usermenu.edit', { mnuIds }) : undefined;
    },
    /** `POST /usermenu/def`: the default menu after login; `null` clears it. */
    setDefault: (mnuId: string | null) => send('usermenu.def', { mnuId }),
  };
}

export type FavouriteActions = ReturnType<typeof createFavouriteActions>;

/** Whether the 즐겨찾기 group shows (spec section 6): enabled and non-empty, or always visible. */
export function favouritesVisible(
  count: number,
  options: { enabled: boolean; alwaysVisible: boolean },
): boolean {
  if (options.alwaysVisible) return true;
  return options.enabled && count > 0;
}
