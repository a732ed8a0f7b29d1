import { type Clock, systemClock } from './clock.ts';

export interface TaskQueueOptions {
  /** Tasks running at once. Default 3 (`api.taskQueue.concurrency`). */
  concurrency?: number;
  /** Least time between two starts in ms. Default 10 (`api.taskQueue.delayMs`). */
  delayMs?: number;
  clock?: Clock;
}

/** Rejection of a task whose signal aborted while it still waited in the queue. */
export class QueueAbortError extends Error {
  constructor() {
    super('task queue: cancelled before it started');
    this.name = 'AbortError';
  }
}

export interface TaskQueue {
  /** Runs `task` when a slot is free, in arrival order; settles as the task does. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly pending: number;
}

interface Entry {
  start: () => void;
  detach: () => void;
}

/**
 * The concurrency limit of spec section 7: at most `concurrency` tasks run at once, started in
 * arrival order and at least `delayMs` apart. A failing task frees its slot like any other.
 */
export function createTaskQueue(options: TaskQueueOptions = {}): TaskQueue {
  const concurrency = Math.max(1, options.concurrency ?? 3);
  const delayMs = Math.max(0, options.delayMs ?? 10);
  const clock = options.clock ?? systemClock;
  const waiting: Entry[] = [];
  let active = 0;
  let lastStart = Number.NEGATIVE_INFINITY;
  let timer: unknown;

  function pump(): void {
    while (active < concurrency && waiting.length > 0) {
      const wait = lastStart + delayMs - clock.now();
      if (delayMs > 0 && wait > 0) {
        if (timer === undefined) {
          timer = clock.setTimeout(() => {
            timer = undefined;
            pump();
          }, wait);
        }
        return;
      }
      const entry = waiting.shift() as Entry;
      entry.detach();
      active++;
      lastStart = clock.now();
      entry.start();
    }
  }

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(new QueueAbortError());
          return;
        }
        const onAbort = () => {
          const i = waiting.indexOf(entry);
          if (i === -1) return;
          waiting.splice(i, 1);
          reject(new QueueAbortError());
        };
        const entry: Entry = {
          detach: () => signal?.removeEventListener('abort', onAbort),
          start: () => {
            let running: Promise<T>;
            try {
              running = Promise.resolve(task());
            } catch (e) {
              running = Promise.reject(e);
            }
            running.then(resolve, reject).finally(() => {
              active--;
              pump();
            });
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
        pump();
      });
    },
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
  };
}
