/** A favourite as the ordering helpers read it. */
export interface FavouriteLike {
  mnuId: string;
  defMnuYn?: unknown;
}

/** True when `mnuId` is among the favourites. */
export function isFavourite(list: readonly FavouriteLike[], mnuId: string | null | undefined): boolean {
  return !!mnuId && list.some((f) => f.mnuId === mnuId);
}

/**
 * The full id order after moving `mnuId` by `delta` places (-1 up, +1 down), clamped to the list;
 * `undefined` when it is not there or would not move (the caller then sends nothing).
 */
export function movedOrder(
  list: readonly FavouriteLike[],
  mnuId: string,
  delta: number,
): string[] | undefined {
  const ids = list.map((f) => f.mnuId);
  const from = ids.indexOf(mnuId);
  if (from < 0) return undefined;
  const to = Math.min(ids.length - 1, Math.max(0, from + delta));
  if (to === from) return undefined;
  ids.splice(from, 1);
  ids.splice(to, 0, mnuId);
  return ids;
}

/** The id of the default favourite (`defMnuYn` Y), if any. */
export function defaultFavouriteId(list: readonly FavouriteLike[]): string | undefined {
  return list.find((f) => f.defMnuYn === 'Y')?.mnuId;
}
