import type { UpdateEvent } from '../update/index.ts';

/** The events the console raises for integrators, by name. */
export interface RuntimeEventMap {
  /** A build other than the page's is out (UpdateEvent: `preventDefault`, `reload`). */
  update: UpdateEvent;
}

/** `runtime.events`: `on(name, listener)` answers the function that removes the listener. */
export interface RuntimeEvents {
  on<K extends keyof RuntimeEventMap>(type: K, listener: (event: RuntimeEventMap[K]) => void): () => void;
}

/** The page's integrator events; `emit` is the runtime's, `on` the integrator's. */
export function createRuntimeEvents(
  report: (error: unknown) => void = () => {},
): RuntimeEvents & { emit<K extends keyof RuntimeEventMap>(type: K, event: RuntimeEventMap[K]): void } {
  const listeners = new Map<keyof RuntimeEventMap, Set<(event: never) => void>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (event: never) => void);
      return () => void set.delete(listener as (event: never) => void);
    },
    emit(type, event) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        // One integrator's listener that throws neither stops the others nor the console.
        try {
          (listener as (e: typeof event) => void)(event);
        } catch (error) {
          report(error);
        }
      }
    },
  };
}
