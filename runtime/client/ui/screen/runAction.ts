import type { Action, ExportAction, FollowAction, UnmaskAction } from '../../../../schemas/blocks/index.ts';
import { isRecord } from '../../../core/transport/index.ts';
import { t } from '../../i18n/index.ts';
import { fillParams, fillText } from './fillTemplate.ts';

/** What running an action needs; injected so it is testable without a router or a server. */
export interface ActionDeps {
  navigate: (href: string) => unknown;
  alert: (message: string, title?: string) => Promise<void>;
  /** A success, said without stopping the user (spec section 4's toast, 3 s). */
  toast: (message: string) => Promise<void>;
  confirm: (message: string, title?: string) => Promise<boolean>;
  /** Opens a popup of the screen; its forms start from `values` (the row or the form it came from). */
  openPopup: (id: string, values: Record<string, unknown>) => void;
  closePopup: () => void;
  /** A catalogue call; rejects with an error whose message is Korean. */
  call: (api: string, params: Record<string, unknown>) => Promise<unknown>;
  /** Reloads the screen's grids after a successful call. */
  reload: () => void;
  /** Writes a grid of the screen to a file and saves it; rejects with a Korean message. */
  exportGrid: (action: ExportAction) => Promise<void>;
  /** 원문 보기 of a row of a grid (a reason, then its personal data for a while); rejects in Korean. */
  unmaskRow: (action: UnmaskAction, row: Record<string, unknown>) => Promise<void>;
}

/**
 * Runs a button's, row action's or form's action. `values` are the row or the form values:
 * `{key}` in messages, params and navigation targets takes them, and an `api` call without
 * `params` sends the values themselves. After a call, its `success` message and `then` see the
 * values with the answer's body over them (when the body is a record). A failed call shows its
 * (Korean) message and stops. Resolves false when a call or export failed or a confirm was
 * declined, else true (the call's own work is done, whatever follows it).
 */
export async function runAction(
  action: Action | FollowAction,
  deps: ActionDeps,
  values: Record<string, unknown> = {},
): Promise<boolean> {
  if ('navigate' in action) {
    deps.navigate(fillText(action.navigate, values));
    return true;
  }
  if ('alert' in action) {
    await deps.alert(fillText(action.alert, values), action.title);
    return action.then ? runAction(action.then, deps, values) : true;
  }
  if ('confirm' in action) {
    const ok = await deps.confirm(fillText(action.confirm, values), action.title);
    return ok && action.then ? runAction(action.then, deps, values) : ok;
  }
  if ('popup' in action) {
    if (action.replace) deps.closePopup();
    deps.openPopup(action.popup, values);
    return true;
  }
  if ('close' in action) {
    deps.closePopup();
    return true;
  }
  if ('export' in action) {
    try {
      await deps.exportGrid(action);
      return true;
    } catch (e) {
      await deps.alert(e instanceof Error && e.message ? e.message : t('screen.exportFailed'));
      return false;
    }
  }
  if ('unmask' in action) {
    try {
      await deps.unmaskRow(action, values);
      return true;
    } catch (e) {
      await deps.alert(e instanceof Error && e.message ? e.message : t('screen.requestFailed'));
      return false;
    }
  }
  const params = action.params ? fillParams(action.params, values) : values;
  let answer: unknown;
  try {
    answer = await deps.call(action.api, params);
  } catch (e) {
    await deps.alert(e instanceof Error && e.message ? e.message : t('screen.requestFailed'));
    return false;
  }
  deps.reload();
  // What follows sees the answer too: `{receiverNm}` of a lookup, the record a popup opens with.
  const after = isRecord(answer) ? { ...values, ...answer } : values;
  // A success is a toast (announced, not blocking); alerts are for errors and confirmations.
  if (action.success) void deps.toast(fillText(action.success, after));
  if (action.then) await runAction(action.then, deps, after);
  return true;
}
