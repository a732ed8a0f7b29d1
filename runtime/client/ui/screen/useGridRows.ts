import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GridBlock } from '../../../../schemas/blocks/index.ts';
import { filterRows } from '../../../core/form/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { rowsOf } from './catalogueRequest.ts';
import { useScreen } from './screenContext.ts';
import { filterParams } from './searchFilters.ts';
import { callCatalogue } from './useActionRunner.ts';

export interface GridRows {
  rows: Record<string, unknown>[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The (Korean) message of a failed call. */
  error?: string;
  /** Inline rows are sample data. */
  sample: boolean;
}

/**
 * A grid's rows: inline rows filtered by the search aimed at it, or the answer of its API call
 * with the search values as parameters, called again after each search and each successful
 * `api` action of the screen.
 */
export function useGridRows(block: GridBlock): GridRows {
  const runtime = useConsoleRuntime();
  const { state } = useScreen();
  const snap = useSnapshot(state);
  const filters = snap.filters[block.id];
  const source = block.source;
  const [remote, setRemote] = useState<GridRows>({ rows: [], status: 'idle', sample: false });
  const apiName = 'api' in source ? source.api : undefined;
  const key = JSON.stringify([
    apiName,
    'api' in source ? source.params : null,
    filters ?? null,
    snap.reloads,
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the call's inputs
  useEffect(() => {
    if (apiName === undefined || (block.manual && filters === undefined)) return;
    let live = true;
    setRemote((r) => ({ ...r, status: 'loading' }));
    const params = { ...('params' in source ? source.params : {}), ...filterParams(filters as never) };
    callCatalogue(runtime, apiName, params).then(
      (body) => live && setRemote({ rows: rowsOf(apiName, body), status: 'ready', sample: false }),
      (e: unknown) =>
        live &&
        setRemote({
          rows: [],
          status: 'failed',
          error: e instanceof Error && e.message ? e.message : '조회하지 못했습니다.',
          sample: false,
        }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  if ('rows' in source) {
    return {
      rows: filterRows(source.rows, Object.values(filters ?? {})),
      status: 'ready',
      sample: source.sample,
    };
  }
  return remote;
}
