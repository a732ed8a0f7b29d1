import { proxy } from 'valtio/vanilla';
import { type Clock, systemClock } from '../../core/transport/index.ts';

/** Progress of file downloads: bytes of the running downloads and whether the bar shows. */
export interface DownloadProgressState {
  /** Downloads running. */
  active: number;
  loaded: number;
  /** Content-Length total, when the server sent one. */
  total: number | null;
  /** 0-100 when the total is known. */
  percent: number | null;
  /** Shows from the start of a download until 1 s after the last one ends (spec section 9). */
  visible: boolean;
  /** A running download can be cancelled (its caller gave a way to stop it). */
  cancellable: boolean;
}

export interface DownloadProgressTracker {
  /** A download starts; `abort` stops it (the bar's 취소). */
  begin(abort?: () => void): void;
  update(loaded: number, total: number | null): void;
  /** A download ends (pass the same `abort` given to `begin`). */
  end(abort?: () => void): void;
}

/** How to stop the running downloads of each progress state (functions stay out of the proxy). */
const abortsOf = new WeakMap<DownloadProgressState, Set<() => void>>();
const abortSet = (state: DownloadProgressState) => {
  const known = abortsOf.get(state);
  if (known) return known;
  const set = new Set<() => void>();
  abortsOf.set(state, set);
  return set;
};

/** Stops every running download of `state` (the bar's 취소 button); each rejects as cancelled. */
export function cancelDownloads(state: DownloadProgressState): void {
  for (const abort of [...abortSet(state)]) abort();
}

/** Hide delay after the last download ends (spec section 9). */
export const DOWNLOAD_PROGRESS_HIDE_MS = 1000;

export function createDownloadProgressState(): DownloadProgressState {
  return proxy<DownloadProgressState>({
    active: 0,
    loaded: 0,
    total: null,
    percent: null,
    visible: false,
    cancellable: false,
  });
}

/** A tracker over `state` that hides the bar `hideMs` after the last download ends. */
export function createDownloadProgressTracker(
  state: DownloadProgressState,
  clock: Clock = systemClock,
  hideMs: number = DOWNLOAD_PROGRESS_HIDE_MS,
): DownloadProgressTracker {
  let hideTimer: unknown;
  const aborts = abortSet(state);
  return {
    begin(abort) {
      if (abort) aborts.add(abort);
      state.cancellable = aborts.size > 0;
      if (hideTimer !== undefined) clock.clearTimeout(hideTimer);
      hideTimer = undefined;
      if (state.active === 0) Object.assign(state, { loaded: 0, total: null, percent: null });
      state.active++;
      state.visible = true;
    },
    update(loaded, total) {
      state.loaded = loaded;
      state.total = total;
      state.percent = total && total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null;
    },
    end(abort) {
      if (abort) aborts.delete(abort);
      state.cancellable = aborts.size > 0;
      state.active = Math.max(0, state.active - 1);
      if (state.active > 0) return;
      state.percent = 100;
      hideTimer = clock.setTimeout(() => {
        hideTimer = undefined;
        if (state.active === 0) state.visible = false;
      }, hideMs);
    },
  };
}
