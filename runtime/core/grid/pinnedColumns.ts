/** Where a grid column stays while the table scrolls sideways. */
export type ColumnPin = 'left' | 'right';

/**
 * Columns in the order they show when some are pinned: the left-pinned first, then the others, then
 * the right-pinned, each group in the order given.
 */
export function orderPinned<T extends { pin?: ColumnPin | undefined }>(columns: readonly T[]): T[] {
  if (!columns.some((c) => c.pin)) return [...columns];
  return [
    ...columns.filter((c) => c.pin === 'left'),
    ...columns.filter((c) => c.pin === undefined),
    ...columns.filter((c) => c.pin === 'right'),
  ];
}

/** A pinned cell's place: its side, its distance from that side of the table, and whether it is the last one before the scrolling part. */
export interface PinPlace {
  side: ColumnPin;
  offset: number;
  edge: boolean;
}

/**
 * The sticky offsets of the pinned cells of a row, from their widths in display order (`cells`,
 * pinned or not): a left-pinned cell sits after the left-pinned ones before it, a right-pinned one
 * before the right-pinned ones after it. `edge` marks the cell next to the scrolling columns (it
 * carries the shadow).
 */
export function pinPlaces(
  cells: readonly { key: string; pin?: ColumnPin | undefined; width: number }[],
): Map<string, PinPlace> {
  const places = new Map<string, PinPlace>();
  let left = 0;
  const lefts = cells.filter((c) => c.pin === 'left');
  lefts.forEach((c, i) => {
    places.set(c.key, { side: 'left', offset: left, edge: i === lefts.length - 1 });
    left += c.width;
  });
  let right = 0;
  const rights = cells.filter((c) => c.pin === 'right');
  for (let i = rights.length - 1; i >= 0; i--) {
    const c = rights[i] as (typeof rights)[number];
    places.set(c.key, { side: 'right', offset: right, edge: i === 0 });
    right += c.width;
  }
  return places;
}
