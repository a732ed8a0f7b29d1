import { describe, expect, it } from 'vitest';
import { orderPinned, pinPlaces } from '../../../../runtime/core/grid/index.ts';

describe('pinned grid columns', () => {
  it('shows the left-pinned first and the right-pinned last, each group in its order', () => {
    const cols = [
      { key: 'a' },
      { key: 'b', pin: 'right' as const },
      { key: 'c', pin: 'left' as const },
      { key: 'd' },
      { key: 'e', pin: 'left' as const },
      { key: 'f', pin: 'right' as const },
    ];
    expect(orderPinned(cols).map((c) => c.key)).toEqual(['c', 'e', 'a', 'd', 'b', 'f']);
    // Nothing pinned: the order as given (a copy).
    const plain: { key: string; pin?: 'left' | 'right' }[] = [{ key: 'x' }, { key: 'y' }];
    expect(orderPinned(plain)).toEqual(plain);
    expect(orderPinned(plain)).not.toBe(plain);
  });

  it('stacks the left ones from the start and the right ones from the end; the inner ones carry the edge', () => {
    const places = pinPlaces([
      { key: 'check', pin: 'left', width: 40 },
      { key: 'no', pin: 'left', width: 100 },
      { key: 'name', pin: 'left', width: 80 },
      { key: 'mobile', width: 120 },
      { key: 'grade', pin: 'right', width: 60 },
      { key: 'actions', pin: 'right', width: 90 },
    ]);
    expect(Object.fromEntries(places)).toEqual({
      check: { side: 'left', offset: 0, edge: false },
      no: { side: 'left', offset: 40, edge: false },
      name: { side: 'left', offset: 140, edge: true },
      grade: { side: 'right', offset: 90, edge: true },
      actions: { side: 'right', offset: 0, edge: false },
    });
    expect(pinPlaces([{ key: 'a', width: 10 }]).size).toBe(0);
  });
});
