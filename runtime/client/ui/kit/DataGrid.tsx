import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  type CSSProperties,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  type Ref,
  type SetStateAction,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  applyGridPrefs,
  type ColumnPin,
  type GridPrefs,
  orderPinned,
  type PinPlace,
  pinPlaces,
  setColumnWidth,
  virtualWindow,
} from '../../../core/grid/index.ts';
import { belowBreakpoint } from '../../../core/layout/index.ts';
import { Button } from './Button.tsx';
import { ColumnResizer } from './ColumnResizer.tsx';
import { GridColumnSettings } from './GridColumnSettings.tsx';
import { Loader } from './Loader.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { PageSizeSelect } from './PageSizeSelect.tsx';
import { Paginator } from './Paginator.tsx';
import {
  formatSort,
  type GridSort,
  pageCountOf,
  pageRows,
  parseSort,
  sortRows,
  usePage,
} from './sortRows.ts';
import { useMediaQuery } from './useMediaQuery.ts';
import './grid.css';
import { tShell } from '../../i18n/index.ts';

/** One column of a DataGrid. */
export interface GridColumn {
  /** The row property shown (and sorted by). */
  key: string;
  /** Header text. */
  label: string;
  /** Alignment of header and cells; default `left` (use `right` for amounts). */
  align?: 'left' | 'center' | 'right' | undefined;
  /** CSS width such as `120px` or `20%` (a number is pixels); default automatic. */
  width?: string | number | undefined;
  /** The header becomes a sort button; default false. */
  sortable?: boolean | undefined;
  /** Keeps each value on one line (dates, phone numbers, amounts); default: it wraps. */
  nowrap?: boolean | undefined;
  /**
   * Keeps the column in view while the table scrolls sideways: `left` (shown first, with the
   * selection checkbox) or `right` (shown last, before 관리). A grid with a pinned column keeps its
   * 관리 column in view too. Default: it scrolls.
   */
  pin?: ColumnPin | undefined;
}

/** A cell's text when the grid is given no `renderCell` (one function, so rows can skip re-rendering). */
const plainCell = (row: GridRow, column: GridColumn): ReactNode => String(row[column.key] ?? '');

/** A cell's pinning class and sticky offset from the pinned cells' places (none when it scrolls). */
function pinStyleOf(
  places: ReadonlyMap<string, PinPlace>,
  key: string,
  pin: ColumnPin | undefined,
): { className: string; style: CSSProperties | undefined } {
  if (!pin) return { className: '', style: undefined };
  const place = places.get(key);
  return {
    className: ` c-grid__cell--pinned${place?.edge ? ` is-pin-edge-${pin}` : ''}`,
    style: { [pin]: place?.offset ?? 0 } as CSSProperties,
  };
}

/** Props of one table row (BodyRow). */
interface BodyRowProps<Row extends GridRow> {
  row: Row;
  rowKey: string | number;
  /** `aria-rowindex` in a virtualised page. */
  rowIndex: number | undefined;
  rowRef: Ref<HTMLTableRowElement> | undefined;
  columns: readonly GridColumn[];
  renderCell: (row: Row, column: GridColumn) => ReactNode;
  rowActions: ((row: Row) => ReactNode) | undefined;
  /** Whether it is selected; undefined without selection. */
  checked: boolean | undefined;
  onToggle: (keys: readonly (string | number)[], on: boolean) => void;
  places: ReadonlyMap<string, PinPlace>;
  /** The checkbox pinned (a left pin), and 관리 (any pin). */
  pinCheck: boolean;
  pinActions: boolean;
  /** With cellNavigation: the row's place in the page, and the column of the grid's tab stop when it is in this row (-1 otherwise). */
  nav: { row: number; activeCol: number } | undefined;
}

/** A navigable cell's attributes (cellNavigation): its place, and the tab stop on the active one. */
function navCell(nav: BodyRowProps<GridRow>['nav'], col: number) {
  if (!nav) return {};
  return {
    'data-row': nav.row,
    'data-col': col,
    'aria-colindex': col + 1,
    tabIndex: nav.activeCol === col ? 0 : -1,
  };
}

/**
 * One row of the table. Memoised: scrolling a virtualised page re-renders the grid, but a row still
 * in view with the same props is not drawn again, only the rows coming into view are.
 */
const BodyRow = memo(function BodyRow<Row extends GridRow>({
  row,
  rowKey,
  rowIndex,
  rowRef,
  columns,
  renderCell,
  rowActions,
  checked,
  onToggle,
  places,
  pinCheck,
  pinActions,
  nav,
}: BodyRowProps<Row>) {
  const checkPin = pinStyleOf(places, CHECK_KEY, pinCheck ? 'left' : undefined);
  const actionsPin = pinStyleOf(places, ACTIONS_KEY, pinActions ? 'right' : undefined);
  const first = checked === undefined ? 0 : 1;
  return (
    <tr ref={rowRef} className={checked ? 'is-selected' : undefined} aria-rowindex={rowIndex}>
      {checked !== undefined ? (
        <td
          className={`c-grid__cell c-grid__check${checkPin.className}`}
          style={checkPin.style}
          {...navCell(nav, 0)}
        >
          <input
            type="checkbox"
            aria-label={tShell('grid.selectRow', { name: String(row[columns[0]?.key ?? ''] ?? rowKey) })}
            checked={checked}
            onChange={(e) => onToggle([rowKey], e.target.checked)}
          />
        </td>
      ) : null}
      {columns.map((column, c) => {
        const pin = pinStyleOf(places, column.key, column.pin);
        return (
          <td
            key={column.key}
            className={`c-grid__cell${alignClass(column.align)}${column.nowrap ? ' c-grid__cell--nowrap' : ''}${pin.className}`}
            style={pin.style}
            {...navCell(nav, first + c)}
          >
            {renderCell(row, column)}
          </td>
        );
      })}
      {rowActions ? (
        <td
          className={`c-grid__cell c-grid__cell--center c-grid__actions${actionsPin.className}`}
          style={actionsPin.style}
          {...navCell(nav, first + columns.length)}
        >
          {rowActions(row)}
        </td>
      ) : null}
    </tr>
  );
}) as <Row extends GridRow>(props: BodyRowProps<Row>) => ReactNode;

/** The keys of the checkbox and 관리 columns among the pinned cells' places. */
const CHECK_KEY = '\u0000check';
const ACTIONS_KEY = '\u0000actions';

/** A row of a DataGrid: values by column key. */
export type GridRow = Record<string, unknown>;

/** Paging done by the backend: the rows given are one page of `total`. */
export interface RemotePaging {
  /** 1-based page the rows are. */
  page: number;
  /** The row count of all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Offer a page-size choice (these sizes) and report a new size; default: no choice. */
  pageSizes?: readonly number[] | undefined;
  onPageSizeChange?: ((size: number) => void) | undefined;
}

/** Props of DataGrid. */
export interface DataGridProps<Row extends GridRow = GridRow> {
  columns: readonly GridColumn[];
  rows: readonly Row[];
  /** Table caption (its accessible name), e.g. `회원 목록`. */
  caption: string;
  /** Keep the caption for screen readers only; default false. */
  hideCaption?: boolean | undefined;
  /** Cell content; default `String(row[column.key] ?? '')`. */
  renderCell?: ((row: Row, column: GridColumn) => ReactNode) | undefined;
  /** Rows per page; 0 shows every row without a paginator. Default 10. */
  pageSize?: number | undefined;
  /** Sort applied first: `key` ascending or `-key` descending; default none (rows as given). */
  initialSort?: string | undefined;
  /** Told about every sort change as `key` or `-key`; default none. */
  onSortChange?: ((sort: string) => void) | undefined;
  /** Shown in one full-width cell when there are no rows; default `조회된 데이터가 없습니다.` */
  emptyText?: string | undefined;
  /** Content of a last 관리 column per row (e.g. 수정/삭제 buttons); default none (no column). */
  rowActions?: ((row: Row) => ReactNode) | undefined;
  /** Header of the row-actions column; default `관리`. */
  actionsLabel?: string | undefined;
  /** Show `총 N건` above the table (announced politely); default true. */
  showCount?: boolean | undefined;
  /**
   * Loading: the kit Loader covers the table and it is aria-busy; before the first rows neither the
   * count nor the empty text shows. Default false.
   */
  busy?: boolean | undefined;
  /**
   * Why the rows could not be read: shown once, in place of the rows (no count, no empty text),
   * with 다시 시도 when `onRetry` is given. Default none.
   */
  error?: string | undefined;
  /** 다시 시도 after an `error`: reads the rows again. */
  onRetry?: (() => void) | undefined;
  /** Stable React key of a row; default its position in `rows`. */
  rowKey?: ((row: Row) => string | number) | undefined;
  /**
   * The backend pages and sorts: `rows` are shown as given (one page of `remote.total`), a header
   * click only reports the sort through `onSortChange`. Default: paging and sorting in the browser.
   */
  remote?: RemotePaging | undefined;
  /** Browser paging: offer these page sizes (with 0 as 전체); default no choice. */
  pageSizes?: readonly number[] | undefined;
  /**
   * The user's column order, visibility and widths: turns on 열 설정 and the resize handles, and
   * reports every change (the caller keeps them). Default: the columns as given, fixed.
   */
  columnPrefs?: { prefs: GridPrefs; onChange: (prefs: GridPrefs) => void } | undefined;
  /**
   * Row selection: a checkbox per row and 전체 선택 for the rows on screen. Needs `rowKey`.
   * Default none.
   */
  selection?:
    | { selected: ReadonlySet<string | number>; onChange: (selected: ReadonlySet<string | number>) => void }
    | undefined;
  /** 새로고침: reads the rows again. Default: no button. */
  onRefresh?: (() => void) | undefined;
  /** More controls on the top line (bulk actions). */
  toolbar?: ReactNode;
  /** Buttons at the start of the toolbar's right end, before 새로고침 (the grid's 엑셀 다운로드). */
  tools?: ReactNode;
  /** Render only the rows in view of a page of `VIRTUAL_ROWS_FROM` rows or more; default true. */
  virtualize?: boolean | undefined;
  /**
   * Below 600 px: `cards`, one card a row (the first column as its title, the row actions beside
   * it, the other columns under it), or `scroll`, the table scrolling sideways with its first
   * column pinned and a shadow at the edge that has more. Default `scroll`.
   */
  mobile?: 'cards' | 'scroll' | undefined;
  /**
   * Cell by cell with the keyboard (the WAI-ARIA grid pattern): the table is a `grid` with its row
   * and column counts, one cell is in the tab order, the arrow keys move between cells (Home/End
   * in the row, Ctrl+Home/End to the first and last cell, PageUp/PageDown by ten rows, scrolling a
   * virtualised page to the row), Enter or F2 goes into a cell's button or link and Escape back.
   * Default false (a table read by the screen reader's table commands).
   */
  cellNavigation?: boolean | undefined;
}

/** The cell that has the grid's tab stop (cellNavigation): a row of the page and a column. */
interface ActiveCell {
  row: number;
  col: number;
}

/** Which sides of a sideways-scrolling table have more to see. */
interface ScrollEdges {
  left: boolean;
  right: boolean;
}
const edgesOf = (el: HTMLElement): ScrollEdges => ({
  left: el.scrollLeft > 1,
  right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
});
/** Sets `set` to `el`'s edges when they changed (no render otherwise). */
function trackEdgesOf(el: HTMLElement | null, set: Dispatch<SetStateAction<ScrollEdges>>): void {
  if (!el) return;
  const next = edgesOf(el);
  set((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
}

/** From this many rows on one page (page size 0, 전체), only the rows in view are rendered. */
export const VIRTUAL_ROWS_FROM = 200;
/** Row height assumed before one is measured (px). */
const ROW_HEIGHT_GUESS = 40;

/** The `총 N건` line over a list of rows (announced politely), N grouped with commas. */
export function GridCount({ total }: { total: number }) {
  return (
    <p className="c-grid__count" aria-live="polite">
      {tShell('grid.count', { count: total.toLocaleString('ko-KR') })}
    </p>
  );
}

/** The space of the rows not rendered above or below the window of a virtualised page. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds nothing focusable
    <tr aria-hidden="true" className="c-grid__spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

const alignClass = (align: GridColumn['align']) =>
  align && align !== 'left' ? ` c-grid__cell--${align}` : '';

/**
 * A page of rows as cards (a phone's grid): the first column is the card's title with the row's
 * actions beside it, the other columns follow as label and value; a checkbox per card when rows
 * are selectable. `empty` stands in for the cards when there is no row (the empty text, the
 * error).
 */
function GridCards<Row extends GridRow>({
  rows,
  columns,
  caption,
  renderCell,
  rowActions,
  keyOf,
  selection,
  empty,
}: {
  rows: readonly Row[];
  columns: readonly GridColumn[];
  caption: string;
  renderCell: (row: Row, column: GridColumn) => ReactNode;
  rowActions: ((row: Row) => ReactNode) | undefined;
  keyOf: (row: Row) => string | number;
  selection:
    | {
        selected: ReadonlySet<string | number>;
        toggle: (keys: readonly (string | number)[], on: boolean) => void;
      }
    | undefined;
  empty: ReactNode;
}) {
  const [title, ...rest] = columns;
  if (rows.length === 0 || !title) return <div className="c-grid__cards-empty">{empty}</div>;
  return (
    <ul className="c-grid__cards" aria-label={caption}>
      {rows.map((row) => {
        const k = keyOf(row);
        const checked = selection?.selected.has(k) ?? false;
        return (
          <li key={k} className={checked ? 'c-grid__card is-selected' : 'c-grid__card'}>
            <div className="c-grid__card-head">
              {selection ? (
                <input
                  type="checkbox"
                  className="c-grid__card-check"
                  aria-label={tShell('grid.selectRow', { name: String(row[title.key] ?? k) })}
                  checked={checked}
                  onChange={(e) => selection.toggle([k], e.target.checked)}
                />
              ) : null}
              <strong className="c-grid__card-title">{renderCell(row, title)}</strong>
              {rowActions ? <div className="c-grid__card-actions">{rowActions(row)}</div> : null}
            </div>
            {rest.length ? (
              <dl className="c-grid__card-fields">
                {rest.map((c) => (
                  <div key={c.key} className="c-grid__card-field">
                    <dt>{c.label}</dt>
                    <dd>{renderCell(row, c)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A data table with sortable headers (ascending ↔ descending, aria-sort on the th), client-side
 * paging with the kit Paginator and a horizontally scrolling body on narrow screens. Changing the rows
 * keeps the current page while it still exists and moves to the last page when it does not; sorting
 * keeps the page (the row count is unchanged), so a reader comparing pages is not thrown back.
 */
export function DataGrid<Row extends GridRow = GridRow>({
  columns,
  rows,
  caption,
  hideCaption = false,
  renderCell = plainCell,
  pageSize = 10,
  initialSort,
  onSortChange,
  emptyText = tShell('grid.empty'),
  rowActions,
  actionsLabel = tShell('grid.actions'),
  showCount = true,
  busy = false,
  error,
  onRetry,
  rowKey,
  remote,
  pageSizes,
  columnPrefs,
  selection,
  onRefresh,
  toolbar,
  tools,
  virtualize = true,
  mobile = 'scroll',
  cellNavigation = false,
}: DataGridProps<Row>) {
  const narrow = useMediaQuery(belowBreakpoint('s'));
  const cards = narrow && mobile === 'cards';
  const [sort, setSort] = useState<GridSort | null>(() => parseSort(initialSort));
  // The user's page size where a choice is offered; otherwise the prop's.
  const [localSize, setLocalSize] = useState(pageSize);
  const size = remote || !pageSizes ? pageSize : localSize;
  const local = usePage(rows.length, size);
  const sorted = useMemo(() => (remote ? rows : sortRows(rows, sort)), [rows, sort, remote]);
  const positions = useMemo(() => new Map(rows.map((row, i) => [row, i])), [rows]);
  const page = remote ? remote.page : local.page;
  const pageCount = remote ? pageCountOf(remote.total, pageSize) : local.pageCount;
  const setPage = remote ? remote.onPageChange : local.setPage;
  // Kept between renders: a virtualised page of 100,000 rows re-renders at every scroll step.
  const visible = useMemo(
    () => (remote ? [...rows] : pageRows(sorted, page, size)),
    [remote, rows, sorted, page, size],
  );
  // A page is a window of the whole list (the server's, or the sorted rows): a screen reader hears
  // the whole count and each row's place in it (aria-rowcount, aria-rowindex), the header row 1.
  const rowsBefore = size > 0 ? (page - 1) * size : 0;
  const rowTotal = remote ? remote.total : sorted.length;
  // While a handle is dragged: that column's live width (committed to the prefs on release).
  const [dragging, setDragging] = useState<{ key: string; width: number } | null>(null);
  const shown = useMemo(() => {
    const list = columnPrefs ? applyGridPrefs(columns, columnPrefs.prefs) : [...columns];
    // Pinned columns at their edges, whatever order the user chose for the others.
    return orderPinned(
      dragging ? list.map((c) => (c.key === dragging.key ? { ...c, width: dragging.width } : c)) : list,
    );
  }, [columns, columnPrefs, dragging]);
  // Pinned cells: their sticky offsets from the header cells' widths, measured when those change.
  const pinsLeft = shown.some((c) => c.pin === 'left');
  const pinsRight = shown.some((c) => c.pin === 'right');
  const [places, setPlaces] = useState<Map<string, PinPlace>>(() => new Map());
  const resized = !!columnPrefs && Object.keys(columnPrefs.prefs.widths).length > 0;
  const heads = useRef(new Map<string, HTMLTableCellElement>());
  const gridId = useId();
  const labelIdOf = (key: string) => `${gridId}-${encodeURIComponent(key).replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const columnCount = shown.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  // One state at a time: the error, or the loader before any row, or the rows (or the empty text).
  const waiting = busy && rows.length === 0;
  const counted = showCount && error === undefined && !waiting;

  // Virtualised rendering of a long single page: rows in view (plus an overscan) only.
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 600 });
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT_GUESS);
  const virtual = virtualize && visible.length >= VIRTUAL_ROWS_FROM;
  const win = virtual ? virtualWindow(scroll.top, scroll.height, rowHeight, visible.length) : undefined;
  const rendered = win ? visible.slice(win.start, win.end) : visible;
  const firstRowRef = useRef<HTMLTableRowElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the header cells are read through `heads`
  useLayoutEffect(() => {
    if (!pinsLeft && !pinsRight) return;
    const pinned = [
      ...(pinsLeft && selection ? [{ key: CHECK_KEY, pin: 'left' as const }] : []),
      ...shown.filter((c) => c.pin).map((c) => ({ key: c.key, pin: c.pin })),
      // 관리 stays in view in any grid with pinned columns: its buttons are why a row is there.
      ...((pinsLeft || pinsRight) && rowActions ? [{ key: ACTIONS_KEY, pin: 'right' as const }] : []),
    ];
    const measure = () => {
      const next = pinPlaces(
        pinned.map((c) => ({ ...c, width: heads.current.get(c.key)?.getBoundingClientRect().width ?? 0 })),
      );
      setPlaces((prev) =>
        prev.size === next.size &&
        [...next].every(([k, p]) => {
          const q = prev.get(k);
          return q?.side === p.side && q.offset === p.offset && q.edge === p.edge;
        })
          ? prev
          : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(measure);
    for (const c of pinned) {
      const el = heads.current.get(c.key);
      if (el) watch.observe(el);
    }
    return () => watch.disconnect();
  }, [shown, pinsLeft, pinsRight, !!selection, !!rowActions, cards]);
  const pinOf = (key: string, pin: ColumnPin | undefined) => pinStyleOf(places, key, pin);
  const checkPin = pinsLeft ? pinOf(CHECK_KEY, 'left') : pinOf(CHECK_KEY, undefined);
  const actionsPin = pinsLeft || pinsRight ? pinOf(ACTIONS_KEY, 'right') : pinOf(ACTIONS_KEY, undefined);
  const headRef = (key: string) => (el: HTMLTableCellElement | null) => {
    if (el) heads.current.set(key, el);
    else heads.current.delete(key);
  };
  // The edge shadows follow the scroll area's and the table's sizes (the window, the rows, the
  // columns) through one observer, and the scrolling through onScroll: no layout read per render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table is another element in card mode
  useLayoutEffect(() => {
    const el = scrollRef.current;
    trackEdgesOf(el, setEdges);
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => trackEdgesOf(el, setEdges));
    watch.observe(el);
    if (el.firstElementChild) watch.observe(el.firstElementChild);
    return () => watch.disconnect();
  }, [cards]);
  useLayoutEffect(() => {
    if (!virtual) return;
    const h = firstRowRef.current?.getBoundingClientRect().height;
    if (h && Math.abs(h - rowHeight) > 0.5) setRowHeight(h);
    const el = scrollRef.current;
    if (el?.clientHeight && el.clientHeight !== scroll.height)
      setScroll((s) => ({ ...s, height: el.clientHeight }));
  });

  const keyOf = (row: Row) => (rowKey ? rowKey(row) : (positions.get(row) ?? 0));
  // The keys of the page's rows: only for selection (전체 선택), once per page, not per scroll step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyOf follows rowKey and positions
  const pageKeys = useMemo(
    () => (selection ? visible.map(keyOf) : []),
    [!!selection, visible, rowKey, positions],
  );
  const allSelected = !!selection && pageKeys.length > 0 && pageKeys.every((k) => selection.selected.has(k));
  const someSelected = !!selection && pageKeys.some((k) => selection.selected.has(k));
  const toggle = (keys: readonly (string | number)[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const k of keys) {
      if (on) next.add(k);
      else next.delete(k);
    }
    selection.onChange(next);
  };
  // One function for every render, so the rows (BodyRow) are not drawn again for its sake.
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  const onToggle = useCallback(
    (keys: readonly (string | number)[], on: boolean) => toggleRef.current(keys, on),
    [],
  );

  // Cell navigation: the cell with the tab stop, kept within the page; focus follows a move.
  const navigable = cellNavigation && !cards && visible.length > 0 && error === undefined;
  const [activeAt, setActive] = useState<ActiveCell>({ row: 0, col: 0 });
  // Row -1 is the header row (its cells hold the sort buttons); 0 the page's first row.
  const active = {
    row: activeAt.row < 0 ? -1 : Math.min(activeAt.row, Math.max(0, visible.length - 1)),
    col: Math.min(activeAt.col, Math.max(0, columnCount - 1)),
  };
  const moved = useRef(false);
  const focusActive = () => {
    const table = scrollRef.current?.querySelector('table');
    const cell = table?.querySelector<HTMLElement>(`[data-row="${active.row}"][data-col="${active.col}"]`);
    if (cell) {
      cell.focus({ preventScroll: false });
      return;
    }
    // Not rendered (a virtualised page): scroll its row into the window; the next render focuses it.
    const el = scrollRef.current;
    if (el) el.scrollTop = Math.max(0, active.row * rowHeight - el.clientHeight / 2);
  };
  // After every render (no dependencies): a move asked focus for a cell that may only now be drawn.
  useLayoutEffect(() => {
    if (!moved.current) return;
    const table = scrollRef.current?.querySelector('table');
    if (table?.querySelector(`[data-row="${active.row}"][data-col="${active.col}"]`)) moved.current = false;
    focusActive();
  });
  const moveTo = (row: number, col: number) => {
    moved.current = true;
    setActive({
      row: Math.max(-1, Math.min(row, visible.length - 1)),
      col: Math.max(0, Math.min(col, columnCount - 1)),
    });
    if (row === active.row && col === active.col) focusActive();
  };
  const onGridKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const target = e.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-row][data-col]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    if (target !== cell) {
      // Inside a cell (its button, link or checkbox): Escape goes back to the cell.
      if (e.key === 'Escape') {
        e.preventDefault();
        cell.focus();
      }
      return;
    }
    const last = columnCount - 1;
    const step: Record<string, [number, number] | undefined> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: e.ctrlKey ? [0, 0] : [row, 0],
      End: e.ctrlKey ? [visible.length - 1, last] : [row, last],
      // The header row is one step up from the first row; PageUp stops at the first row first.
      PageUp: [row > 0 ? Math.max(0, row - 10) : row - 1, col],
      PageDown: [row + 10, col],
    };
    const to = step[e.key];
    if (to) {
      e.preventDefault();
      moveTo(to[0], to[1]);
      return;
    }
    if (e.key === 'Enter' || e.key === 'F2') {
      const inner = cell.querySelector<HTMLElement>('button, a[href], input, select, textarea');
      if (inner) {
        e.preventDefault();
        inner.focus();
      }
    }
  };
  // A click or Tab into a cell makes it the tab stop.
  const onGridFocus = (e: FocusEvent<HTMLTableElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-row][data-col]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    if (row !== active.row || col !== active.col) setActive({ row, col });
  };

  // The header row's place in the navigation (row -1), with the tab stop when it is active.
  const headerNav = navigable ? { row: -1, activeCol: active.row === -1 ? active.col : -1 } : undefined;
  const firstCol = selection ? 1 : 0;

  const toggleSort = (key: string) => {
    const next = { key, descending: sort?.key === key ? !sort.descending : false };
    setSort(next);
    onSortChange?.(formatSort(next));
  };

  return (
    <div className="c-grid">
      {showCount || remote?.onPageSizeChange || pageSizes || columnPrefs || onRefresh || toolbar || tools ? (
        <div className="c-grid__top">
          <div className="c-grid__top-start">
            {counted ? <GridCount total={remote ? remote.total : rows.length} /> : null}
            {selection && selection.selected.size > 0 ? (
              <span className="c-grid__selected">
                {tShell('grid.selectedCount', { count: selection.selected.size.toLocaleString('ko-KR') })}
              </span>
            ) : null}
            {toolbar}
          </div>
          <div className="c-grid__top-end">
            {tools}
            {onRefresh ? (
              <Button variant="secondary" className="c-btn--small" onClick={onRefresh} disabled={busy}>
                {tShell('grid.refresh')}
              </Button>
            ) : null}
            {columnPrefs ? (
              <GridColumnSettings
                columns={columns}
                prefs={columnPrefs.prefs}
                onChange={columnPrefs.onChange}
              />
            ) : null}
            {remote?.onPageSizeChange ? (
              <PageSizeSelect
                size={pageSize}
                sizes={remote.pageSizes ?? [pageSize]}
                onChange={remote.onPageSizeChange}
              />
            ) : pageSizes ? (
              <PageSizeSelect
                size={localSize}
                sizes={pageSizes}
                onChange={(n) => {
                  setLocalSize(n);
                  local.setPage(1);
                }}
              />
            ) : null}
          </div>
        </div>
      ) : null}
      <div
        className={[
          'c-grid__body',
          edges.left ? 'has-more-left' : '',
          edges.right ? 'has-more-right' : '',
          selection ? 'c-grid__body--selectable' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {cards ? (
          <GridCards
            rows={visible}
            columns={shown}
            caption={caption}
            renderCell={renderCell}
            rowActions={rowActions}
            keyOf={keyOf}
            selection={selection ? { selected: selection.selected, toggle } : undefined}
            empty={
              error !== undefined ? (
                <LoadFailed message={error} onRetry={onRetry} />
              ) : waiting ? null : (
                emptyText
              )
            }
          />
        ) : (
          <div
            ref={scrollRef}
            className="c-grid__scroll"
            onScroll={(e) => {
              trackEdgesOf(e.currentTarget, setEdges);
              if (virtual)
                setScroll({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight });
            }}
          >
            <table
              className={resized ? 'c-grid__table c-grid__table--fixed' : 'c-grid__table'}
              aria-busy={busy || undefined}
              aria-rowcount={virtual || navigable ? rowTotal + 1 : undefined}
              {...(navigable && {
                role: 'grid',
                'aria-colcount': columnCount,
                onKeyDown: onGridKeyDown,
                onFocus: onGridFocus,
              })}
            >
              <caption className={hideCaption ? 'c-visually-hidden' : 'c-grid__caption'}>{caption}</caption>
              <thead>
                <tr>
                  {selection ? (
                    <th
                      scope="col"
                      {...navCell(headerNav, 0)}
                      ref={headRef(CHECK_KEY)}
                      className={`c-grid__head c-grid__check${checkPin.className}`}
                      style={checkPin.style}
                    >
                      <input
                        type="checkbox"
                        aria-label={tShell('grid.selectAll')}
                        checked={allSelected}
                        ref={(el) => {
                          if (el) el.indeterminate = someSelected && !allSelected;
                        }}
                        onChange={(e) => toggle(pageKeys, e.target.checked)}
                      />
                    </th>
                  ) : null}
                  {shown.map((column, c) => {
                    const active = sort?.key === column.key;
                    const direction = active ? (sort.descending ? 'descending' : 'ascending') : undefined;
                    const pin = pinOf(column.key, column.pin);
                    return (
                      <th
                        key={column.key}
                        {...navCell(headerNav, firstCol + c)}
                        ref={headRef(column.key)}
                        scope="col"
                        aria-sort={direction}
                        className={`c-grid__head${alignClass(column.align)}${pin.className}`}
                        style={
                          column.width === undefined && !pin.style
                            ? undefined
                            : { ...(column.width === undefined ? {} : { width: column.width }), ...pin.style }
                        }
                      >
                        {column.sortable ? (
                          <button
                            type="button"
                            className="c-grid__sort"
                            onClick={() => toggleSort(column.key)}
                          >
                            <span id={labelIdOf(column.key)}>{column.label}</span>
                            <span className="c-grid__sort-mark" aria-hidden="true">
                              {direction === 'ascending' ? (
                                <ArrowUp size={14} />
                              ) : direction === 'descending' ? (
                                <ArrowDown size={14} />
                              ) : (
                                <ArrowUpDown size={14} />
                              )}
                            </span>
                          </button>
                        ) : (
                          <span id={labelIdOf(column.key)}>{column.label}</span>
                        )}
                        {columnPrefs ? (
                          <ColumnResizer
                            describedBy={labelIdOf(column.key)}
                            value={typeof column.width === 'number' ? column.width : undefined}
                            width={() => heads.current.get(column.key)?.getBoundingClientRect().width ?? 0}
                            onResize={(width) => setDragging({ key: column.key, width })}
                            onCommit={(width) => {
                              setDragging(null);
                              columnPrefs.onChange(setColumnWidth(columnPrefs.prefs, column.key, width));
                            }}
                          />
                        ) : null}
                      </th>
                    );
                  })}
                  {rowActions ? (
                    <th
                      scope="col"
                      {...navCell(headerNav, firstCol + shown.length)}
                      ref={headRef(ACTIONS_KEY)}
                      className={`c-grid__head c-grid__head--actions c-grid__cell--center${actionsPin.className}`}
                      style={actionsPin.style}
                    >
                      {actionsLabel}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {error !== undefined ? (
                  <tr>
                    <td colSpan={columnCount} className="c-grid__empty">
                      <LoadFailed message={error} onRetry={onRetry} />
                    </td>
                  </tr>
                ) : visible.length === 0 ? (
                  <tr>
                    <td colSpan={columnCount} className="c-grid__empty">
                      {waiting ? null : emptyText}
                    </td>
                  </tr>
                ) : (
                  <>
                    {win ? <SpacerRow height={win.before} columns={columnCount} /> : null}
                    {rendered.map((row, i) => {
                      const k = keyOf(row);
                      return (
                        <BodyRow
                          key={k}
                          row={row}
                          rowKey={k}
                          rowIndex={win || navigable ? rowsBefore + (win?.start ?? 0) + i + 2 : undefined}
                          rowRef={i === 0 ? firstRowRef : undefined}
                          columns={shown}
                          renderCell={renderCell}
                          rowActions={rowActions}
                          checked={selection ? selection.selected.has(k) : undefined}
                          onToggle={onToggle}
                          places={places}
                          pinCheck={pinsLeft}
                          pinActions={pinsLeft || pinsRight}
                          nav={
                            navigable
                              ? {
                                  row: (win?.start ?? 0) + i,
                                  activeCol: active.row === (win?.start ?? 0) + i ? active.col : -1,
                                }
                              : undefined
                          }
                        />
                      );
                    })}
                    {win ? <SpacerRow height={win.after} columns={columnCount} /> : null}
                  </>
                )}
              </tbody>
            </table>
          </div>
        )}
        {busy && error === undefined ? (
          <div className="c-grid__busy">
            <Loader />
          </div>
        ) : null}
      </div>
      {pageCount > 1 ? <Paginator page={page} pageCount={pageCount} onChange={setPage} /> : null}
    </div>
  );
}
