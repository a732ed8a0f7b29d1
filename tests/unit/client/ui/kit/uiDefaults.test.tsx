// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_REPEAT_MS, Tabs, Z_INDEX } from '../../../../../runtime/client/ui/kit/index.ts';

// Spec section 9's UI defaults that live in stylesheets or need a layout jsdom does not have.
const BASE_CSS = readFileSync(join(import.meta.dirname, '../../../../../runtime/client/ui/base.css'), 'utf8');
const token = (name: string) => Number(new RegExp(`${name}:\\s*(\\d+);`).exec(BASE_CSS)?.[1]);

describe('z-index tokens (spec section 9)', () => {
  it('are overlay 1000, modal and tooltip 1100 in base.css and in Z_INDEX alike', () => {
    expect({
      overlay: token('--z-overlay'),
      modal: token('--z-modal'),
      tooltip: token('--z-tooltip'),
    }).toEqual({ overlay: 1000, modal: 1100, tooltip: 1100 });
    expect(Z_INDEX).toEqual({ overlay: 1000, modal: 1100, tooltip: 1100 });
  });
});

describe('tabs wider than the screen: the scroll helper behind held ‹ › buttons', () => {
  const items = ['멤버스 소개', '멤버스 혜택', '매장찾기', '사용가능 쿠폰', '사용완료/기간만료 쿠폰'].map(
    (label, i) => ({
      id: `t${i}`,
      label,
      render: () => <p>{label}</p>,
    }),
  );

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Lays the strip out as a 300 px viewport over a 900 px row (jsdom has no layout). */
  function overflowing() {
    const isViewport = (el: Element) => el.classList.contains('c-scroll-strip__viewport');
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return isViewport(this) ? 300 : 0;
    });
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
      return isViewport(this) ? 900 : 0;
    });
  }

  it('shows no buttons while the tabs fit', () => {
    render(<Tabs label="혜택 안내" tabs={items} />);
    expect(screen.queryByTitle('뒤쪽 탭 보기')).toBeNull();
  });

  it('scrolls 10 px a step at once, repeating while held, and follows the scroll passively', () => {
    overflowing();
    vi.useFakeTimers();
    const added = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    const { container } = render(<Tabs label="혜택 안내" tabs={items} />);
    const viewport = container.querySelector<HTMLElement>('.c-scroll-strip__viewport')!;
    const scrollBy = vi.fn();
    viewport.scrollBy = scrollBy;
    const back = screen.getByTitle<HTMLButtonElement>('앞쪽 탭 보기');
    const forward = screen.getByTitle<HTMLButtonElement>('뒤쪽 탭 보기');
    expect(back.disabled).toBe(true);
    expect(forward.disabled).toBe(false);

    fireEvent.pointerDown(forward);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 10, behavior: 'instant' });
    act(() => void vi.advanceTimersByTime(HOLD_REPEAT_MS * 3));
    expect(scrollBy).toHaveBeenCalledTimes(4);
    fireEvent.pointerUp(forward);
    act(() => void vi.advanceTimersByTime(HOLD_REPEAT_MS * 3));
    expect(scrollBy).toHaveBeenCalledTimes(4);

    // The scroll listener is passive; scrolled away from the start, ‹ comes alive.
    const onViewport = added.mock.calls.filter(
      ([type], i) => type === 'scroll' && added.mock.contexts[i] === viewport,
    );
    expect(onViewport.map((call) => call[2])).toEqual([{ passive: true }]);
    viewport.scrollLeft = 40;
    act(() => void viewport.dispatchEvent(new Event('scroll')));
    expect(back.disabled).toBe(false);
    fireEvent.pointerDown(back);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -10, behavior: 'instant' });
    fireEvent.pointerLeave(back);
  });
});
