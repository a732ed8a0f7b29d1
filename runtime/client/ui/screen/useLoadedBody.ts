import { useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiCallError, isRecord } from '../../../core/transport/index.ts';
import { t } from '../../i18n/index.ts';
import { treeHasProgram } from '../../menu/index.ts';
import { useConsoleRuntime, useMenuTree } from '../../runtime/index.ts';
import { resolveApi } from './apiRequest.ts';
import { fillParams } from './fillTemplate.ts';
import { PopupValuesContext, useScreen } from './screenContext.ts';
import { callNamedApi } from './useActionRunner.ts';

/** The answer of a block's read (`load`, `source`): loading, its body, or the Korean message of a failure. */
export type LoadedBody =
  | { status: 'idle' | 'loading' }
  /** `body`: the answer's body when it is an object (a record), else empty; `answer`: the body as it came. */
  | { status: 'ready'; body: Record<string, unknown>; answer: unknown }
  /** `refused`: the server answered 403 (the user may not read it). */
  | { status: 'failed'; error: string; refused: boolean };

/**
 * Reads `load` (an API and its parameters) when the block shows, again when they change, and again
 * after an `api` action of the screen succeeds (a write shows in every block that reads it). While
 * it re-reads, the last answer stays on screen. A body that is not an object counts as empty. In a
 * popup, `{key}` in the parameters takes the values it was opened with (a detail read by the row's
 * key). `retry` reads it again (다시 시도 after a failure). An API the user may not read
 * (`readableWith` a program none of their menus has) is not called: it is refused at once.
 */
export function useLoadedBody(
  declared: { api: string; params?: Record<string, unknown> | undefined } | undefined,
): LoadedBody & { retry: () => void } {
  const runtime = useConsoleRuntime();
  const { reloads } = useSnapshot(useScreen().state);
  const popupValues = useContext(PopupValuesContext);
  const load = declared && {
    api: declared.api,
    ...(declared.params && { params: fillParams(declared.params, popupValues) }),
  };
  const [state, setState] = useState<LoadedBody>({ status: load ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);
  const program = load && resolveApi(load.api, runtime.config.apis)?.readableWith;
  const readable = useReadable(program);
  const key = load ? JSON.stringify(load) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `load`
  useEffect(() => {
    if (!load) return;
    if (!readable) {
      setState({ status: 'failed', error: t('screen.notReadable'), refused: true });
      return;
    }
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    callNamedApi(runtime, load.api, { ...load.params }).then(
      (body) => live && setState({ status: 'ready', body: isRecord(body) ? body : {}, answer: body }),
      (e: unknown) =>
        live &&
        setState({
          status: 'failed',
          error: e instanceof Error && e.message ? e.message : t('screen.loadFailed'),
          refused: e instanceof ApiCallError && e.status === 403,
        }),
    );
    return () => {
      live = false;
    };
  }, [key, reloads, attempt, readable]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** Whether the user may read an API answered only to those who may open a menu of `program`. */
function useReadable(program: string | undefined): boolean {
  const tree = useMenuTree();
  return program === undefined || treeHasProgram(tree, program);
}
