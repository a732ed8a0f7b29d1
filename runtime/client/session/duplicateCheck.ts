import {
  type DuplicatePollState,
  INITIAL_DUPLICATE_POLL,
  nextDuplicatePoll,
} from '../../core/session/index.ts';
import { type Clock, systemClock } from '../../core/transport/index.ts';

export interface DuplicateCheckOptions {
  /** `auth.duplication.interval` in ms. Default 10000. */
  intervalMs?: number;
  clock?: Clock;
  /** One check: resolves with the answer's result code; a rejection counts as a failure. */
  check: () => Promise<string>;
  /** The poll ended the session: FS01 `duplicated`, FS10 or ten failures in a row `expired`. */
  onEnd: (reason: 'duplicated' | 'expired') => void;
}

export interface DuplicateCheck {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/**
 * Duplicate-login polling (spec sections 4 and 9): a check every `intervalMs` after the previous
 * one answered (never two at once), until FS01, FS10, ten consecutive failures or `stop()`.
 */
export function createDuplicateCheck(options: DuplicateCheckOptions): DuplicateCheck {
  const clock = options.clock ?? systemClock;
  const interval = options.intervalMs ?? 10000;
  let timer: unknown;
  // Bumped by start/stop so an answer that arrives after stop() is dropped.
  let generation = 0;
  let running = false;
  let state: DuplicatePollState = INITIAL_DUPLICATE_POLL;

  function schedule(gen: number): void {
    timer = clock.setTimeout(() => {
      timer = undefined;
      void poll(gen);
    }, interval);
  }

  async function poll(gen: number): Promise<void> {
    let resultCode: string | undefined;
    try {
      resultCode = await options.check();
    } catch {
      resultCode = undefined;
    }
    if (gen !== generation) return;
    const decision = nextDuplicatePoll(
      state,
      typeof resultCode === 'string' ? { resultCode } : { failed: true },
    );
    if (decision.next === 'stop') {
      stop();
      options.onEnd(decision.reason);
      return;
    }
    state = decision.state;
    schedule(gen);
  }

  function stop(): void {
    generation++;
    running = false;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  return {
    start() {
      stop();
      running = true;
      state = INITIAL_DUPLICATE_POLL;
      schedule(generation);
    },
    stop,
    get running() {
      return running;
    },
  };
}
