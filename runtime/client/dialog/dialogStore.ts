import { proxy, ref } from 'valtio/vanilla';

export type DialogKind = 'alert' | 'confirm' | 'toast';

export interface DialogRequest {
  id: number;
  kind: DialogKind;
  message: string;
  title?: string;
  /** Toast lifetime in ms. Default 3000 (spec section 9). */
  durationMs: number;
  resolve: (ok: boolean) => void;
}

/** The dialog queue's state (valtio): `DialogHost` shows its front. */
export interface DialogState {
  queue: DialogRequest[];
}

/**
 * The dialog queue of spec section 4, one per page runtime: alert, confirm and toast, shown one at
 * a time in order. The functions are usable outside React (they take no `this`).
 */
export interface Dialogs {
  readonly state: DialogState;
  /** Shows an alert; resolves when the user presses 확인. */
  alert(message: string, title?: string): Promise<void>;
  /** Shows a confirm; resolves true for 확인, false for 취소. */
  confirm(message: string, title?: string): Promise<boolean>;
  /** Shows a toast for `durationMs` (default 3000). */
  toast(message: string, durationMs?: number): Promise<void>;
  /** Closes the dialog in front of the queue with the given answer. */
  settleCurrent(ok: boolean): void;
}

/** An empty dialog queue. */
export function createDialogs(): Dialogs {
  const state = proxy<DialogState>({ queue: [] });
  let nextId = 1;
  const enqueue = (
    kind: DialogKind,
    message: string,
    opts: { title?: string | undefined; durationMs?: number } = {},
  ): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      const req: DialogRequest = {
        id: nextId++,
        kind,
        message,
        durationMs: opts.durationMs ?? 3000,
        resolve: ref(resolve) as (ok: boolean) => void,
      };
      if (opts.title !== undefined) req.title = opts.title;
      state.queue.push(req);
    });
  return {
    state,
    alert: (message, title) => enqueue('alert', message, { title }).then(() => undefined),
    confirm: (message, title) => enqueue('confirm', message, { title }),
    toast: (message, durationMs = 3000) => enqueue('toast', message, { durationMs }).then(() => undefined),
    settleCurrent: (ok) => {
      state.queue.shift()?.resolve(ok);
    },
  };
}
