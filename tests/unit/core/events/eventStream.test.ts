import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterOpen,
  clampRetry,
  eventReaches,
  INITIAL_RETRY,
  sseComment,
  sseFrame,
  sseRetry,
  withServerRetry,
} from '../../../../runtime/core/events/index.ts';

describe('event stream retry (spec section 7: initial 1000 ms, bounds 1000 to 18,000,000 ms)', () => {
  it('waits 1 s, then twice as long after each failure, at most 16 × the base', () => {
    let state = INITIAL_RETRY;
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = afterFailure(state);
      waits.push(r.waitMs);
      state = r.next;
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 16000, 16000]);
    expect(afterOpen(state).current).toBe(1000);
  });

  it('keeps every wait within the bounds, including what the server sends', () => {
    expect(clampRetry(10)).toBe(1000);
    expect(clampRetry(99_999_999_999)).toBe(18_000_000);
    expect(clampRetry(Number.NaN)).toBe(1000);
    expect(withServerRetry(5000)).toEqual({ initial: 5000, current: 5000 });
    expect(afterFailure(withServerRetry(2_000_000)).next.current).toBe(4_000_000);
    expect(afterFailure(withServerRetry(17_000_000)).next.current).toBe(18_000_000);
  });
});

describe('SSE frames', () => {
  it('writes id, event and one data line per line, ended by a blank line', () => {
    expect(sseFrame({ id: 7, event: 'notice', data: '{"a":1}\nsecond' })).toBe(
      'id: 7\nevent: notice\ndata: {"a":1}\ndata: second\n\n',
    );
    expect(sseFrame({ data: 'x' })).toBe('data: x\n\n');
    // A newline cannot smuggle a field into the id or the event name.
    expect(sseFrame({ id: '1\nevent: evil', event: 'a\nb', data: '' })).toBe(
      'id: 1event: evil\nevent: ab\ndata: \n\n',
    );
    expect(sseComment('ping\nx')).toBe(': ping x\n\n');
    expect(sseRetry(1000.7)).toBe('retry: 1000\n\n');
  });
});

describe('who hears an event', () => {
  const me = { usrId: 'staff', sessionId: 's1' };
  it('a session event: that session only; a user event: that user; otherwise everyone', () => {
    expect(eventReaches({ sessionId: 's1', usrId: 'staff' }, me)).toBe(true);
    expect(eventReaches({ sessionId: 's2', usrId: 'staff' }, me)).toBe(false);
    expect(eventReaches({ usrId: 'staff' }, me)).toBe(true);
    expect(eventReaches({ usrId: 'admin' }, me)).toBe(false);
    expect(eventReaches({}, me)).toBe(true);
    expect(eventReaches({ usrId: null, sessionId: null }, me)).toBe(true);
  });
});
