import { proxy, ref } from 'valtio/vanilla';
import type { InitialData } from '../../core/initialData/index.ts';

/** Progress of the initial-data load; the shell shows the fatal 500 screen on `failed`. */
export interface InitialDataState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The processed initial data once `ready` (kept as a plain object, not tracked field by field). */
  data: InitialData | null;
  /** `error.initialData` once `failed` (spec section 8). */
  messageKey: 'error.initialData' | null;
  /** That message, with `i18n.messages` overrides applied. */
  message: string | null;
}

/** An initial-data state before any load (the page's runtime makes one). */
export function createInitialDataState(): InitialDataState {
  return proxy<InitialDataState>({ status: 'idle', data: null, messageKey: null, message: null });
}

/** Stores loaded data untracked: thousands of menus and codes need no per-field proxies. */
export function setInitialData(state: InitialDataState, data: InitialData): void {
  state.data = ref(data);
  state.status = 'ready';
  state.messageKey = null;
  state.message = null;
}
