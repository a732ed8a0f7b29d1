/** What the throttle says about one log line. */
export type ThrottleVerdict =
  /** Write it. `folded` lines like an earlier one were held back before it: say so first. */
  | { write: true; folded?: { key: string; count: number } }
  /** Hold it back: the same line came too often within the window. */
  | { write: false };

export interface LogThrottle {
  /** The verdict for a line identified by `key` (level and message) at clock time `now`. */
  accept(key: string, now: number): ThrottleVerdict;
  /** Lines held back whose window has ended by `now`: say "repeated N times" for each. */
  flush(now: number): { key: string; count: number }[];
}

/**
 * The log throttle (spec: 1000 ms, 5 repeats): within `intervalMs` of a line's first sighting, the
 * first `minRepeats` copies are written and the rest are held back and counted; when the window
 * ends (the next sighting after it, or `flush`), the count is reported once as a fold. Pure: the
 * clock is passed in.
 */
export function createLogThrottle(options: { intervalMs: number; minRepeats: number }): LogThrottle {
  const windows = new Map<string, { start: number; seen: number; held: number }>();
  const close = (key: string, w: { held: number }) => {
    windows.delete(key);
    return w.held > 0 ? { key, count: w.held } : undefined;
  };
  return {
    accept(key, now) {
      if (options.intervalMs <= 0) return { write: true };
      let folded: { key: string; count: number } | undefined;
      const w = windows.get(key);
      if (w && now - w.start >= options.intervalMs) folded = close(key, w);
      const current = windows.get(key) ?? { start: now, seen: 0, held: 0 };
      windows.set(key, current);
      current.seen++;
      if (current.seen > options.minRepeats) {
        current.held++;
        return { write: false };
      }
      return folded ? { write: true, folded } : { write: true };
    },
    flush(now) {
      const out: { key: string; count: number }[] = [];
      for (const [key, w] of [...windows]) {
        if (now - w.start < options.intervalMs) continue;
        const f = close(key, w);
        if (f) out.push(f);
      }
      return out;
    },
  };
}
