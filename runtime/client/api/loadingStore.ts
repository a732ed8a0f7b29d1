import { proxy } from 'valtio/vanilla';

/** Calls in flight that drive the global loading bar (those with `loading !== false`). */
export interface LoadingState {
  count: number;
}

/** Counts a call from start to end. */
export interface LoadingTracker {
  begin(): void;
  end(): void;
}

/** A new loading store (the page's runtime makes one; tests make their own). */
export function createLoadingState(): LoadingState {
  return proxy<LoadingState>({ count: 0 });
}

/** A tracker over `state` (LoadingBar shows while its `count > 0`); `end` never takes the count below zero. */
export function createLoadingTracker(state: LoadingState): LoadingTracker {
  return {
    begin: () => {
      state.count++;
    },
    end: () => {
      state.count = Math.max(0, state.count - 1);
    },
  };
}
