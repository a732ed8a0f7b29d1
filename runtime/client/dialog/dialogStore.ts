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

/** Dialog queue of spec section 4: alert, confirm and toast, shown one at a time in order. */
export const dialogState = proxy<{ queue: DialogRequest[] }>({ queue: [] });

let nextId = 1;

function enqueue(
  kind: DialogKind,
  message: string,
  opts: { title?: string; durationMs?: number } = {},
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const req: DialogRequest = {
      id: nextId++,
      kind,
      message,
      durationMs: opts.durationMs ?? 3000,
      resolve: ref(resolve) as (ok: boolean) => void,
    };
    if (opts.title !== undefined) req.title = opts.title;
    dialogState.queue.push(req);
  });
}

/** Closes the dialog in front of the queue with the given answer. */
export function settleCurrent(ok: boolean): void {
  const current = dialogState.queue.shift();
  current?.resolve(ok);
}

/** Shows an alert; resolves when the user presses 확인. Usable outside React. */
export const alert = (message: string, title?: string): Promise<void> =>
  enqueue('alert', message, title === undefined ? {} : { title }).then(() => undefined);
/** Shows a confirm; resolves true for 확인, false for 취소. */
export const confirm = (message: string, title?: string): Promise<boolean> =>
  enqueue('confirm', message, title === undefined ? {} : { title });
/** Shows a toast for `durationMs` (default 3000). */
export const toast = (message: string, durationMs = 3000): Promise<void> =>
  enqueue('toast', message, { durationMs }).then(() => undefined);
