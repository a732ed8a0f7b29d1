// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alert, dialogState, toast } from '../../../../../runtime/client/dialog/dialogStore.ts';
import { DialogHost } from '../../../../../runtime/client/ui/dialog/DialogHost.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  dialogState.queue.splice(0);
});
afterEach(() => vi.useRealTimers());

describe('DialogHost', () => {
  it('shows a toast in the status region for 3 s, then the next dialog in the queue', async () => {
    render(<DialogHost />);
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
});
