import { useContext } from 'react';
import { ref } from 'valtio';
import type { Action, FollowAction } from '../../../../schemas/blocks/index.ts';
import { t } from '../../i18n/index.ts';
import { useNavigation } from '../../navigation/index.ts';
import type { ConsoleRuntime } from '../../runtime/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { apiRequest } from './apiRequest.ts';
import { exportGrid } from './exportGrid.ts';
import { type ActionDeps, runAction } from './runAction.ts';
import { PopupCloseContext, useScreen } from './screenContext.ts';
import { unmaskRow } from './unmaskRow.ts';

/** Calls API `name` (catalogue or declared) for the signed-in user; resolves with the answer's body. */
export async function callNamedApi(
  runtime: Pick<ConsoleRuntime, 'api' | 'config' | 'sessionState' | 'initialData'>,
  name: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  const req = apiRequest(name, params, {
    userId: runtime.sessionState.userId,
    systemCode: runtime.initialData.state.data?.currentSystemCode ?? runtime.config.management.systemCode,
    apis: runtime.config.apis,
  });
  if (!req) throw new Error(t('screen.unknownApi'));
  const envelope = await runtime.api.call<unknown>(req);
  return envelope.body;
}

/**
 * `run(action, values, overrides)` for blocks of the current screen (and popup); `overrides`
 * replace parts of what actions use (a bulk action collects the alerts and reloads once).
 */
export function useActionRunner(): (
  action: Action | FollowAction,
  values?: Record<string, unknown>,
  overrides?: Partial<ActionDeps>,
) => Promise<boolean> {
  const navigation = useNavigation();
  const runtime = useConsoleRuntime();
  const { state, title } = useScreen();
  const closeInner = useContext(PopupCloseContext);
  const deps: ActionDeps = {
    navigate: (href) => navigation.navigate(href),
    alert: runtime.dialogs.alert,
    toast: runtime.dialogs.toast,
    confirm: runtime.dialogs.confirm,
    openPopup: (id, values) => {
      state.popupValues[state.popups.length] = ref({ ...values });
      state.popups.push(id);
    },
    closePopup: () => {
      if (closeInner) closeInner();
      else {
        state.popups.pop();
        state.popupValues.splice(state.popups.length);
      }
    },
    call: (name, params) => callNamedApi(runtime, name, params),
    reload: () => {
      state.reloads++;
    },
    exportGrid: (action) => exportGrid(runtime, state.grids[action.export], action, title),
    unmaskRow: (action, row) => unmaskRow(runtime, state.grids[action.unmask], row),
  };
  return (action, values, overrides) =>
    runAction(action, overrides ? { ...deps, ...overrides } : deps, values);
}
