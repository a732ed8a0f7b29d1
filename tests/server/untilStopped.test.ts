import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { untilStopped } from '../../runtime/server/untilStopped.ts';

function signals() {
  return new EventEmitter() as EventEmitter & Pick<NodeJS.Process, 'once' | 'off'>;
}

describe('untilStopped', () => {
  it.each(['SIGINT', 'SIGTERM'])('closes everything on %s and resolves 0', async (signal) => {
    const emitter = signals();
    const closed: string[] = [];
    const done = untilStopped(
      [{ close: async () => void closed.push('vite') }, { close: async () => void closed.push('app') }],
      { signals: emitter, onTimeout: () => expect.unreachable() },
    );
    expect(closed).toEqual([]);
    emitter.emit(signal);
    expect(await done).toBe(0);
    expect(closed).toEqual(['vite', 'app']);
    // Both listeners are gone: a second signal does nothing.
    expect(emitter.listenerCount('SIGINT') + emitter.listenerCount('SIGTERM')).toBe(0);
  });

  it('resolves 1 when a close fails, after closing the others', async () => {
    const emitter = signals();
    const other = vi.fn(async () => {});
    const done = untilStopped([{ close: () => Promise.reject(new Error('stuck')) }, { close: other }], {
      signals: emitter,
    });
    emitter.emit('SIGTERM');
    expect(await done).toBe(1);
    expect(other).toHaveBeenCalled();
  });

  it('gives up on a close that never ends after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const emitter = signals();
      const onTimeout = vi.fn();
      void untilStopped([{ close: () => new Promise(() => {}) }], {
        signals: emitter,
        onTimeout,
        timeoutMs: 500,
      });
      emitter.emit('SIGINT');
      vi.advanceTimersByTime(499);
      expect(onTimeout).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onTimeout).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
