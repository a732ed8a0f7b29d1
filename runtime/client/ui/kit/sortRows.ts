import { useState } from 'react';

/** A grid sort: the column key and its direction. */
export interface GridSort {
  key: string;
  descending: boolean;
}

/** Reads `key` (ascending) or `-key` (descending); an empty string is no sort. */
export function parseSort(sort: string | undefined): GridSort | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false };
}

/** Writes a sort back as `key` or `-key`. */
export function formatSort(sort: GridSort): string {
  return sort.descending ? `-${sort.key}` : sort.key;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** The number a cell sorts by: numbers, and strings made only of digits (ids and counts from JSON). */
function numericOf(v: unknown): number | null {
  if (typeof v === 'number' && !Number.isNaN(v)) return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
  return null;
}

/** Ascending order of two non-empty cells: numerically when both are numbers, else as Korean text. */
export function compareCells(a: unknown, b: unknown): number {
  const na = numericOf(a);
  const nb = numericOf(b);
  if (na !== null && nb !== null) return na - nb;
  return String(a).localeCompare(String(b), 'ko');
}

/**
 * Rows ordered by `sort` without touching the input. Stable (equal cells keep their order), and empty
 * cells (null, undefined, '') go last in both directions, so reversing never brings blanks to the top.
 */
export function sortRows<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  sort: GridSort | null,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.descending ? -1 : 1;
  // Array.prototype.sort is stable (ES2019); the index tie-break keeps that explicit.
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[sort.key];
      const b = y.row[sort.key];
      const ea = isEmpty(a);
      const eb = isEmpty(b);
      if (ea || eb) return ea === eb ? x.index - y.index : ea ? 1 : -1;
      return sign * compareCells(a, b) || x.index - y.index;
    })
    .map((x) => x.row);
}

/** Number of pages `total` rows fill; pageSize 0 means one page holding everything. */
export function pageCountOf(total: number, pageSize: number): number {
  if (pageSize <= 0) return total > 0 ? 1 : 0;
  return Math.ceil(total / pageSize);
}

/** The rows of 1-based `page`; pageSize 0 returns them all. */
export function pageRows<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  if (pageSize <= 0) return [...rows];
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** A paging position over `total` rows: the current page, the page count and a setter. */
export interface PageState {
  /** Current page, 1-based, always within 1..pageCount (1 when there are no rows). */
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
}

/**
 * Client-side paging of `total` rows. When the rows shrink below the current page it moves to the
 * last page that still exists (never an empty page, and a reader stays as near as possible);
 * sorting leaves the row count, and so the page, alone.
 */
export function usePage(total: number, pageSize: number): PageState {
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(total, pageSize);
  const current = Math.min(page, Math.max(1, pageCount));
  // Adjusting state while rendering (React's documented pattern) avoids a flash of an empty page.
  if (current !== page) setPage(current);
  return { page: current, pageCount, setPage };
}
