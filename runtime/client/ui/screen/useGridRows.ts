import { useContext, useEffect, useState } from 'react';
import { ref, useSnapshot } from 'valtio';
import type { GridBlock } from '../../../../schemas/blocks/index.ts';
import { filterRows } from '../../../core/form/index.ts';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { resolveApi, rowsOf, totalOf } from './apiRequest.ts';
import { fillParams } from './fillTemplate.ts';
import { PopupValuesContext, useScreen } from './screenContext.ts';
import { filterParams } from './searchFilters.ts';
import { callNamedApi } from './useActionRunner.ts';

/** Page sizes offered by a server-paged grid. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The paging of a grid whose API pages on the server (a declared API with `total`). */
export interface ServerPaging {
  /** 1-based page shown. */
  page: number;
  /** Rows per page asked for. */
  size: number;
  /** Column key, `-key` for descending; undefined: the backend's order. */
  sort: string | undefined;
  /** The row count of all pages, as the last answer gave it. */
  total: number;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setSort: (sort: string) => void;
}

export interface GridRows {
  rows: Record<string, unknown>[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The (Korean) message of a failed call. */
  error?: string;
  /** Inline rows are sample data. */
  sample: boolean;
  /** Set when the backend pages: the grid shows `rows` as they are and asks for other pages. */
  paging?: ServerPaging;
  /** Reads the rows again (다시 시도 after a failure); undefined for inline rows. */
  reload?: () => void;
}

/**
 * A grid's rows: inline rows filtered by the search aimed at it, or the answer of its API call
 * with the search values as parameters, called again after each search and each successful
 * `api` action of the screen. A declared API with `total` pages on the server: the call also
 * carries the page, its size and the sort, and a new search starts again at page 1.
 */
export function useGridRows(block: GridBlock): GridRows {
  const runtime = useConsoleRuntime();
  const { state } = useScreen();
  const snap = useSnapshot(state);
  const filters = snap.filters[block.id];
  const source = block.source;
  const apiName = 'api' in source ? source.api : undefined;
  // In a popup, `{key}` in the source's params takes the values the popup was opened with (a
  // detail grid of the row it was opened from: 공통코드 관리's codes of a group).
  const popupValues = useContext(PopupValuesContext);
  const fixedParams = 'params' in source ? fillParams(source.params, popupValues) : {};
  const entry = apiName === undefined ? undefined : resolveApi(apiName, runtime.config.apis);
  const paged = entry?.paging;
  const [remote, setRemote] = useState<Omit<GridRows, 'paging'> & { total: number }>({
    rows: [],
    status: 'idle',
    sample: false,
    total: 0,
  });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(block.pageSize > 0 ? block.pageSize : PAGE_SIZES[0]);
  const [sort, setSort] = useState(block.sort);
  // 다시 시도: this grid's call again (a screen-wide reload is `state.reloads`).
  const [tries, setTries] = useState(0);
  // A new search (or a changed page size or sort) shows its first page.
  const [lastFilters, setLastFilters] = useState(filters);
  if (lastFilters !== filters) {
    setLastFilters(filters);
    setPage(1);
  }
  const key = JSON.stringify([
    apiName,
    'api' in source ? fixedParams : null,
    filters ?? null,
    snap.reloads,
    tries,
    paged ? [page, size, sort] : null,
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the call's inputs
  useEffect(() => {
    if (apiName === undefined || (block.manual && filters === undefined)) return;
    let live = true;
    setRemote((r) => ({ ...r, status: 'loading' }));
    callNamedApi(runtime, apiName, callParams()).then(
      (body) => {
        if (!live) return;
        const rows = rowsOf(entry, body);
        setRemote({ rows, status: 'ready', sample: false, total: totalOf(entry, body) ?? rows.length });
      },
      (e: unknown) =>
        live &&
        setRemote({
          rows: [],
          status: 'failed',
          error: e instanceof Error && e.message ? e.message : t('screen.loadFailed'),
          sample: false,
          total: 0,
        }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  const searchParams = (): Record<string, unknown> => ({
    ...fixedParams,
    ...filterParams(filters as never),
  });
  /** The parameters of the call that shows the rows: the search, and the page, size and sort. */
  const callParams = (): Record<string, unknown> => {
    const params = searchParams();
    if (paged) {
      params[paged.page] = page;
      params[paged.size] = size;
      if (sort) params[paged.sort] = sort;
    }
    return params;
  };
  const result = gridRowsOf();
  // What an `export` action of the screen writes: the rows held, or the paged call's search.
  useEffect(() => {
    state.grids[block.id] = ref({
      title: block.title,
      columns: block.columns,
      rows: result.rows,
      // A paged call, or one with personal data (always exported by the server, with a reason).
      paged:
        (paged || entry?.personal) && apiName !== undefined && entry?.exportUrl
          ? { exportUrl: entry.exportUrl, params: searchParams(), reason: entry.exportReason }
          : undefined,
      personal:
        entry?.personal && entry.unmaskUrl
          ? { ...entry.personal, unmaskUrl: entry.unmaskUrl, params: callParams() }
          : undefined,
    });
  });
  return result;

  function gridRowsOf(): GridRows {
    if ('rows' in source) {
      return {
        rows: filterRows(source.rows, Object.values(filters ?? {})),
        status: 'ready',
        sample: source.sample,
      };
    }
    const { total, ...read } = remote;
    const rows = { ...read, reload: () => setTries((n) => n + 1) };
    if (!paged) return rows;
    return {
      ...rows,
      paging: {
        page,
        size,
        sort,
        total,
        setPage,
        setSize: (next) => {
          setSize(next);
          setPage(1);
        },
        setSort: (next) => {
          setSort(next);
          setPage(1);
        },
      },
    };
  }
}
