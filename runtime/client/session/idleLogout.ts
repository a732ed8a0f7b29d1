import {
  type IdleCountdown,
  idleSecondsLeft,
  isIdleExpired,
  startIdleCountdown,
  tickIdleCountdown,
} from '../../core/session/index.ts';
import { type Clock, systemClock } from '../../core/transport/index.ts';

export interface IdleLogoutOptions {
  /** `auth.autoLogoutSeconds`; 0 or less disables (default 0). */
  seconds: number;
  clock?: Clock;
  /** Seconds left after each (re)start and tick; `null` when stopped or disabled. */
  onTick?: (secondsLeft: number | null) => void;
  /** Idle seconds reached the limit. */
  onExpire: () => void;
}

export interface IdleLogout {
  /** Starts the countdown again from zero (activation, token update, activity). */
  restart(): void;
  stop(): void;
  readonly running: boolean;
}

/** Idle auto-logout (spec section 4): 1-second ticks; fires on the tick that reaches the limit. */
export function createIdleLogout(options: IdleLogoutOptions): IdleLogout {
  const clock = options.clock ?? systemClock;
  let timer: unknown;
  let countdown: IdleCountdown | null = null;

  function stop(): void {
    if (timer !== undefined) clock.clearInterval(timer);
    timer = undefined;
    countdown = null;
    options.onTick?.(null);
  }

  return {
    restart() {
      stop();
      countdown = startIdleCountdown(options.seconds, clock.now());
      if (!countdown) return;
      options.onTick?.(idleSecondsLeft(countdown));
      timer = clock.setInterval(() => {
        if (!countdown) return;
        countdown = tickIdleCountdown(countdown, clock.now());
        if (isIdleExpired(countdown)) {
          stop();
          options.onExpire();
          return;
        }
        options.onTick?.(idleSecondsLeft(countdown));
      }, 1000);
    },
    stop,
    get running() {
      return countdown !== null;
    },
  };
}
