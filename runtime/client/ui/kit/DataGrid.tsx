import { type ReactNode, useMemo, useState } from 'react';
import { Loader } from './Loader.tsx';
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
import './grid.css';

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
}

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
  /** Loading: the kit Loader covers the table and it is aria-busy; default false. */
  busy?: boolean | undefined;
  /** The rows could not be read: the count line says 조회 실패 instead of 총 0건; default false. */
  failed?: boolean | undefined;
  /** Stable React key of a row; default its position in `rows`. */
  rowKey?: ((row: Row) => string | number) | undefined;
  /**
   * The backend pages and sorts: `rows` are shown as given (one page of `remote.total`), a header
   * click only reports the sort through `onSortChange`. Default: paging and sorting in the browser.
   */
  remote?: RemotePaging | undefined;
}

/**
 * The `총 N건` line over a list of rows (announced politely), N grouped with commas; `조회 실패`
 * when the rows could not be read (no count is known).
 */
export function GridCount({ total, failed = false }: { total: number; failed?: boolean | undefined }) {
  return (
    <p className={failed ? 'c-grid__count is-failed' : 'c-grid__count'} aria-live="polite">
      {failed ? '조회 실패' : `총 ${total.toLocaleString('ko-KR')}건`}
    </p>
  );
}

const alignClass = (align: GridColumn['align']) =>
  align && align !== 'left' ? ` c-grid__cell--${align}` : '';

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
  renderCell = (row, column) => String(row[column.key] ?? ''),
  pageSize = 10,
  initialSort,
  onSortChange,
  emptyText = '조회된 데이터가 없습니다.',
  rowActions,
  actionsLabel = '관리',
  showCount = true,
  busy = false,
  failed = false,
  rowKey,
  remote,
}: DataGridProps<Row>) {
  const [sort, setSort] = useState<GridSort | null>(() => parseSort(initialSort));
  const local = usePage(rows.length, pageSize);
  const sorted = useMemo(() => (remote ? rows : sortRows(rows, sort)), [rows, sort, remote]);
  const positions = useMemo(() => new Map(rows.map((row, i) => [row, i])), [rows]);
  const page = remote ? remote.page : local.page;
  const pageCount = remote ? pageCountOf(remote.total, pageSize) : local.pageCount;
  const setPage = remote ? remote.onPageChange : local.setPage;
  const visible = remote ? [...rows] : pageRows(sorted, page, pageSize);
  const columnCount = columns.length + (rowActions ? 1 : 0);

  const toggleSort = (key: string) => {
    const next = { key, descending: sort?.key === key ? !sort.descending : false };
    setSort(next);
    onSortChange?.(formatSort(next));
  };

  return (
    <div className="c-grid">
      {showCount || remote?.onPageSizeChange ? (
        <div className="c-grid__top">
          {showCount ? <GridCount total={remote ? remote.total : rows.length} failed={failed} /> : null}
          {remote?.onPageSizeChange ? (
            <PageSizeSelect
              size={pageSize}
              sizes={remote.pageSizes ?? [pageSize]}
              onChange={remote.onPageSizeChange}
            />
          ) : null}
        </div>
      ) : null}
      <div className="c-grid__body">
        <div className="c-grid__scroll">
          <table className="c-grid__table" aria-busy={busy || undefined}>
            <caption className={hideCaption ? 'c-visually-hidden' : 'c-grid__caption'}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const active = sort?.key === column.key;
                  const direction = active ? (sort.descending ? 'descending' : 'ascending') : undefined;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={direction}
                      className={`c-grid__head${alignClass(column.align)}`}
                      style={column.width === undefined ? undefined : { width: column.width }}
                    >
                      {column.sortable ? (
                        <button type="button" className="c-grid__sort" onClick={() => toggleSort(column.key)}>
                          {column.label}
                          <span className="c-grid__sort-mark" aria-hidden="true">
                            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  );
                })}
                {rowActions ? (
                  <th scope="col" className="c-grid__head c-grid__cell--center">
                    {actionsLabel}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {visible.length === 0 ? (
                <tr>
                  <td colSpan={columnCount} className="c-grid__empty">
                    {emptyText}
                  </td>
                </tr>
              ) : (
                visible.map((row) => (
                  <tr key={rowKey ? rowKey(row) : positions.get(row)}>
                    {columns.map((column) => (
                      <td key={column.key} className={`c-grid__cell${alignClass(column.align)}`}>
                        {renderCell(row, column)}
                      </td>
                    ))}
                    {rowActions ? (
                      <td className="c-grid__cell c-grid__cell--center c-grid__actions">{rowActions(row)}</td>
                    ) : null}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {busy ? (
          <div className="c-grid__busy">
            <Loader />
          </div>
        ) : null}
      </div>
      {pageCount > 1 ? <Paginator page={page} pageCount={pageCount} onChange={setPage} /> : null}
    </div>
  );
}
