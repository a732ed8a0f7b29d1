import { proxy, ref } from 'valtio/vanilla';

export type DialogKind = 'alert' | 'confirm' | 'toast' | 'reason' | 'reveal';

/** A choice of a `reason` dialog (a common code). */
export interface DialogOption {
  value: string;
  label: string;
}

/** What a `reason` dialog answers: the chosen code and the words typed (may be empty). */
export interface ReasonAnswer {
  reasonCd: string;
  reason: string;
}

export interface DialogRequest {
  id: number;
  kind: DialogKind;
  message: string;
  title?: string;
  /** Toast lifetime in ms. Default 3000 (spec section 9); a reveal's too. */
  durationMs: number;
  /** A reason dialog's choices. */
  options?: readonly DialogOption[];
  /** The code that needs words (기타) in a reason dialog. */
  wordsFor?: string;
  /** A reveal's label and value pairs. */
  lines?: ReadonlyArray<readonly [label: string, value: string]>;
  resolve: (ok: boolean, value?: unknown) => void;
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
  /**
   * Asks a reason: a choice of `options` and words (required, two characters at least, for the
   * `wordsFor` choice: 기타). Resolves the answer, or undefined for 취소.
   */
  reason(
    message: string,
    options: readonly DialogOption[],
    o?: { title?: string | undefined; wordsFor?: string | undefined },
  ): Promise<ReasonAnswer | undefined>;
  /** Shows label and value pairs for `durationMs`, then closes by itself (or at 닫기). */
  reveal(
    message: string,
    lines: ReadonlyArray<readonly [string, string]>,
    o: { title?: string | undefined; durationMs: number },
  ): Promise<void>;
  /** Closes the dialog in front of the queue with the given answer (and a reason dialog's value). */
  settleCurrent(ok: boolean, value?: unknown): void;
}

/** An empty dialog queue. */
export function createDialogs(): Dialogs {
  const state = proxy<DialogState>({ queue: [] });
  let nextId = 1;
  /** Queues a dialog; resolves with its answer: 확인 or not, and a reason dialog's value. */
  const ask = (
    kind: DialogKind,
    message: string,
    extra: Partial<Pick<DialogRequest, 'title' | 'durationMs' | 'options' | 'wordsFor' | 'lines'>> = {},
  ): Promise<{ ok: boolean; value?: unknown }> =>
    new Promise((resolve) => {
      // Lists kept as given (`ref`: not made reactive); undefined fields left out.
      const given = Object.fromEntries(
        Object.entries(extra)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, Array.isArray(v) ? ref(v) : v]),
      );
      state.queue.push({
        id: nextId++,
        kind,
        message,
        durationMs: 3000,
        ...given,
        resolve: ref((ok: boolean, value?: unknown) => resolve({ ok, value })) as DialogRequest['resolve'],
      });
    });
  const enqueue = (kind: DialogKind, message: string, extra?: Parameters<typeof ask>[2]): Promise<boolean> =>
    ask(kind, message, extra).then((a) => a.ok);
  return {
    state,
    alert: (message, title) => enqueue('alert', message, { title }).then(() => undefined),
    confirm: (message, title) => enqueue('confirm', message, { title }),
    toast: (message, durationMs = 3000) => enqueue('toast', message, { durationMs }).then(() => undefined),
    reason: (message, options, o = {}) =>
      ask('reason', message, { ...o, options }).then((a) => (a.ok ? (a.value as ReasonAnswer) : undefined)),
    reveal: (message, lines, o) => enqueue('reveal', message, { ...o, lines }).then(() => undefined),
    settleCurrent: (ok, value) => {
      state.queue.shift()?.resolve(ok, value);
    },
  };
}
