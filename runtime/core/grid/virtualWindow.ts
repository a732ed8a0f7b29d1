/** The rows to render of a long list scrolled to `scrollTop`, and the space above and below them. */
export interface VirtualWindow {
  /** First row rendered (inclusive). */
  start: number;
  /** Row after the last one rendered (exclusive). */
  end: number;
  /** Height of the rows above `start`, in px. */
  before: number;
  /** Height of the rows from `end` on, in px. */
  after: number;
}

/**
 * Virtualised rendering of `count` rows of `rowHeight` px in a viewport of `viewportHeight` px:
 * only the rows in view plus `overscan` on each side are rendered. Pure.
 */
export function virtualWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = 10,
): VirtualWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, Math.min(count - 1, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
