// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  Accordion,
  type ClickOutsideEvent,
  Paginator,
  pageWindow,
  Tabs,
  useClickOutside,
} from '../../../../../runtime/client/ui/kit/index.ts';

describe('Tabs', () => {
  const renderSpy = vi.fn(() => <p>골드 혜택</p>);
  const tabs = [
    { id: 'rg', label: '로얄골드', render: () => <p>로얄골드 혜택</p> },
    { id: 'g', label: '골드', render: renderSpy },
    { id: 'f', label: '패밀리', render: () => <p>패밀리 혜택</p> },
  ];

  it('wires tabs to panels, renders a panel only once visited and moves with arrows, Home and End', () => {
    render(<Tabs label="등급별 혜택" tabs={tabs} />);
    const list = screen.getByRole('tablist', { name: '등급별 혜택' });
    const tab = (name: string) => within(list).getByRole('tab', { name });
    expect(tab('로얄골드').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '로얄골드' }).textContent).toBe('로얄골드 혜택');
    expect(renderSpy).not.toHaveBeenCalled();
    expect(tab('골드').tabIndex).toBe(-1);

    fireEvent.keyDown(tab('로얄골드'), { key: 'ArrowRight' });
    expect(tab('골드').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('골드'));
    expect(screen.getByRole('tabpanel', { name: '골드' }).textContent).toBe('골드 혜택');

    fireEvent.keyDown(tab('골드'), { key: 'End' });
    expect(tab('패밀리').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('패밀리'), { key: 'ArrowRight' });
    expect(tab('로얄골드').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('로얄골드'), { key: 'ArrowLeft' });
    expect(tab('패밀리').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('패밀리'), { key: 'Home' });
    expect(tab('로얄골드').getAttribute('aria-selected')).toBe('true');
    // Only the selected panel is exposed; a visited one stays mounted (hidden) instead of re-rendering.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    fireEvent.click(tab('골드'));
    expect(renderSpy.mock.calls.length).toBeGreaterThan(0);
    expect(screen.getByRole('tabpanel', { name: '골드' }).textContent).toBe('골드 혜택');
  });
});

describe('Accordion', () => {
  const items = [
    { id: 'period', title: '산정 기간', content: '2022.01.01 ~ 2022.12.31' },
    { id: 'notes', title: '등급 산정 안내', content: '매년 1월 1일에 갱신됩니다.' },
  ];

  it('expands one section at a time with aria-expanded pointing at its region', () => {
    render(<Accordion items={items} />);
    const period = screen.getByRole('button', { name: '산정 기간' });
    const notes = screen.getByRole('button', { name: '등급 산정 안내' });
    expect(period.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(period);
    expect(period.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: '산정 기간' });
    expect(region.id).toBe(period.getAttribute('aria-controls'));
    expect(region.textContent).toBe('2022.01.01 ~ 2022.12.31');
    fireEvent.click(notes);
    expect(period.getAttribute('aria-expanded')).toBe('false');
    expect(notes.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(notes);
    expect(notes.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('keeps several open when multiple is set', () => {
    render(<Accordion items={items} multiple defaultOpen={['period']} />);
    fireEvent.click(screen.getByRole('button', { name: '등급 산정 안내' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});

describe('Paginator', () => {
  function Harness({ pageCount }: { pageCount: number }) {
    const [page, setPage] = useState(1);
    return <Paginator page={page} pageCount={pageCount} onChange={setPage} />;
  }

  it('is a 페이지 navigation with 이전/다음 and the current page marked', () => {
    render(<Harness pageCount={12} />);
    const nav = screen.getByRole('navigation', { name: '페이지' });
    const prev = within(nav).getByRole('button', { name: '이전' });
    const next = within(nav).getByRole('button', { name: '다음' });
    expect(prev).toHaveProperty('disabled', true);
    expect(within(nav).getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(next);
    expect(within(nav).getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: '1' }).hasAttribute('aria-current')).toBe(false);
    fireEvent.click(within(nav).getByRole('button', { name: '5' }));
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3', '4', '5', '6', '7']);
    fireEvent.click(prev);
    expect(within(nav).getByRole('button', { name: '4' }).getAttribute('aria-current')).toBe('page');
  });

  it('disables 다음 on the last page and shows nothing without pages', () => {
    const { rerender } = render(<Paginator page={3} pageCount={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '다음' })).toHaveProperty('disabled', true);
    rerender(<Paginator page={1} pageCount={0} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps the window inside the page range', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(12, 12, 5)).toEqual([8, 9, 10, 11, 12]);
  });
});

describe('useClickOutside', () => {
  function Harness({ onOutside, event }: { onOutside: (e: Event) => void; event?: ClickOutsideEvent }) {
    const ref = useRef<HTMLDivElement>(null);
    useClickOutside(ref, onOutside, event);
    return (
      <>
        <div ref={ref}>
          <button type="button">안쪽</button>
        </div>
        <button type="button">바깥</button>
      </>
    );
  }

  it('calls the handler on a click outside only, by default on click', () => {
    const onOutside = vi.fn();
    render(<Harness onOutside={onOutside} />);
    fireEvent.click(screen.getByRole('button', { name: '안쪽' }));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('button', { name: '바깥' }));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '바깥' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('listens to another event when asked', () => {
    const onOutside = vi.fn();
    render(<Harness onOutside={onOutside} event="mousedown" />);
    fireEvent.mouseDown(screen.getByRole('button', { name: '바깥' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });
});
