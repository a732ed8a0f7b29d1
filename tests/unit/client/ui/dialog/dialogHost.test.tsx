// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../../../runtime/client/ui/dialog/index.ts';
import { newTestRuntime, runtimeWrapper } from '../../support/testRuntime.ts';

// The page's dialog queue: the runtime's, which the host reads through its provider.
const runtime = newTestRuntime();
const { alert, confirm, toast, state: dialogState } = runtime.dialogs;
const wrapper = runtimeWrapper(runtime);

beforeEach(() => {
  vi.useFakeTimers();
  dialogState.queue.splice(0);
});
afterEach(() => vi.useRealTimers());

describe('DialogHost', () => {
  it('shows a toast in the status region for 3 s, then the next dialog in the queue', async () => {
    render(<DialogHost />, { wrapper });
    await act(async () => {
      void toast('메뉴가 추가되었습니다.');
      // The same text again: a second toast, not the first one shown longer.
      void toast('메뉴가 추가되었습니다.');
      void alert('오류가 발생하였습니다.');
    });
    expect(screen.getByRole('status').textContent).toBe('메뉴가 추가되었습니다.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('status').textContent).toBe('메뉴가 추가되었습니다.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alertdialog').textContent).toContain('오류가 발생하였습니다.');
  });

  it('shows alert, confirm and toast strictly one at a time, in the order they arrived', async () => {
    render(<DialogHost />, { wrapper });
    const order: string[] = [];
    await act(async () => {
      void alert('첫 번째 알림').then(() => order.push('alert'));
      void confirm('두 번째 확인').then((ok) => order.push(`confirm:${ok}`));
      void toast('세 번째 토스트').then(() => order.push('toast'));
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('첫 번째 알림');
    expect(screen.getByRole('status').textContent).toBe('');
    // Nothing closes an alert but its button: time alone does not.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByRole('alertdialog').textContent).toContain('첫 번째 알림');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('두 번째 확인');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '취소' }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('세 번째 토스트');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(order).toEqual(['alert', 'confirm:false', 'toast']);
  });

  it('keeps a toast for its own duration when given one (default 3000 ms)', async () => {
    render(<DialogHost />, { wrapper });
    await act(async () => {
      void toast('5초 동안', 5000);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(screen.getByRole('status').textContent).toBe('5초 동안');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
