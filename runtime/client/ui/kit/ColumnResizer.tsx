import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef } from 'react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '../../../core/grid/index.ts';
import { tShell } from '../../i18n/index.ts';

/**
 * The drag handle on a header cell's right edge (`role="separator"` named 열 너비, described by the
 * column's label): drag with
 * the pointer, or ArrowLeft/ArrowRight (16 px, Shift 64 px) from the keyboard. `onResize` hears the
 * width while dragging, `onCommit` the final one.
 */
export function ColumnResizer({
  describedBy,
  value,
  width,
  onResize,
  onCommit,
}: {
  /** Id of the column's label. */
  describedBy: string;
  /** The width the user set (px), announced as the value; otherwise the measured one is. */
  value?: number | undefined;
  /** Measures the column's width now (px); read when a drag or a key starts, never while rendering. */
  width: () => number;
  onResize: (width: number) => void;
  onCommit: (width: number) => void;
}) {
  const drag = useRef<{ x: number; w: number; last: number } | null>(null);
  const handle = useRef<HTMLSpanElement>(null);
  // A focusable separator needs its value: the width set, or (after layout, not while rendering)
  // the width measured.
  useLayoutEffect(() => {
    const now = value ?? Math.round(width());
    handle.current?.setAttribute(
      'aria-valuenow',
      String(Math.max(MIN_COLUMN_WIDTH, Math.min(MAX_COLUMN_WIDTH, now))),
    );
  });
  const clamp = (w: number) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(w)));
  const onPointerDown = (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const w = width();
    drag.current = { x: e.clientX, w, last: w };
  };
  const onPointerMove = (e: PointerEvent<HTMLSpanElement>) => {
    const d = drag.current;
    if (!d) return;
    d.last = clamp(d.w + e.clientX - d.x);
    onResize(d.last);
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d) onCommit(d.last);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    const step = e.shiftKey ? 64 : 16;
    const delta = e.key === 'ArrowRight' ? step : e.key === 'ArrowLeft' ? -step : 0;
    if (!delta) return;
    e.preventDefault();
    onCommit(clamp(width() + delta));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, adjustable separator is the WAI-ARIA window-splitter pattern; <hr> cannot take focus or keys
    <span
      ref={handle}
      role="separator"
      aria-valuenow={value ?? MIN_COLUMN_WIDTH}
      aria-orientation="vertical"
      // Named 열 너비 and described by its column: a name holding the column's label would make
      // every label lookup of that word find the handle too.
      aria-label={tShell('grid.columnWidth')}
      aria-describedby={describedBy}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      className="c-grid__resizer"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
