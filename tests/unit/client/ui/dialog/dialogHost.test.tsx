// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_BEFORE_DIALOG_MS } from '../../../../../runtime/client/ui/dialog/DialogHost.tsx';
import { DialogHost } from '../../../../../runtime/client/ui/dialog/index.ts';
// Loaded ahead, so the host's lazy bodies arrive at once under fake timers.
import '../../../../../runtime/client/ui/dialog/ReasonForm.tsx';
import '../../../../../runtime/client/ui/dialog/RevealList.tsx';
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

/** Lets a lazily loaded dialog body (the reason form, the reveal list) arrive. */
async function loaded() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

describe('DialogHost', () => {
  it('gives focus back to what asked once the last dialog of a run is answered', async () => {
    render(
      <>
        <button type="button">삭제</button>
        <DialogHost />
      </>,
      { wrapper },
    );
    const asker = screen.getByRole('button', { name: '삭제' });
    asker.focus();
    await act(async () => {
      void confirm('삭제하시겠습니까?');
      void alert('삭제되었습니다.');
    });
    expect(document.activeElement?.textContent).toBe('확인');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await act(async () => {});
    // The next dialog of the run keeps focus; the page gets it back after the last.
    expect(document.activeElement?.textContent).toBe('확인');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await act(async () => {});
    expect(document.activeElement).toBe(asker);
  });

  it('shows a toast in the status region for 3 s, then the next one', async () => {
    render(<DialogHost />, { wrapper });
    await act(async () => {
      void toast('메뉴가 추가되었습니다.');
      // The same text again: a second toast, not the first one shown longer.
      void toast('메뉴가 추가되었습니다.');
    });
    expect(screen.getByRole('status').textContent).toBe('메뉴가 추가되었습니다.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2999);
    });
    expect(screen.getByRole('status').textContent).toBe('메뉴가 추가되었습니다.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3001);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('with a dialog waiting behind them, toasts show for 1 s each, then the dialog opens', async () => {
    render(<DialogHost />, { wrapper });
    await act(async () => {
      void toast('메뉴가 추가되었습니다.');
      void toast('메뉴가 추가되었습니다.');
      void confirm('선택한 메뉴 2개를 숨기시겠습니까?');
    });
    expect(screen.getByRole('status').textContent).toBe('메뉴가 추가되었습니다.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_BEFORE_DIALOG_MS);
    });
    // The second toast, in its turn.
    expect(screen.getByRole('status').textContent).toBe('메뉴가 추가되었습니다.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_BEFORE_DIALOG_MS);
    });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alertdialog').textContent).toContain('선택한 메뉴 2개를 숨기시겠습니까?');
  });

  it('a dialog asked while a toast shows: the toast ends at 1 s, or at once when it has shown longer', async () => {
    render(<DialogHost />, { wrapper });
    await act(async () => {
      void toast('저장되었습니다.');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
      void alert('첫 번째');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(599);
    });
    expect(screen.getByRole('status').textContent).toBe('저장되었습니다.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alertdialog').textContent).toContain('첫 번째');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      void toast('삭제되었습니다.');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
      void confirm('두 번째');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alertdialog').textContent).toContain('두 번째');
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

  it('asks a reason: a choice, words for 기타, and answers them; 취소 answers nothing', async () => {
    render(<DialogHost />, { wrapper });
    const options = [
      { value: '01', label: '고객 문의 응대' },
      { value: '99', label: '기타 (직접 입력)' },
    ];
    let answer: unknown = 'pending';
    await act(async () => {
      void runtime.dialogs
        .reason('사유를 선택해주세요.', options, { title: '원문 보기', wordsFor: '99' })
        .then((a) => {
          answer = a;
        });
    });
    await loaded();
    const select = screen.getByLabelText('사유');
    const ok = () => fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await act(async () => ok());
    expect(screen.getByRole('alert').textContent).toBe('사유를 선택해주세요.');
    await act(async () => {
      fireEvent.change(select, { target: { value: '99' } });
    });
    await act(async () => ok());
    expect(screen.getByRole('alert').textContent).toBe('기타 사유를 2자 이상 입력해주세요.');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('상세 사유'), { target: { value: ' 감사 자료 ' } });
    });
    await act(async () => ok());
    expect(answer).toEqual({ reasonCd: '99', reason: '감사 자료' });

    answer = 'pending';
    await act(async () => {
      void runtime.dialogs.reason('사유를 선택해주세요.', options).then((a) => {
        answer = a;
      });
    });
    await loaded();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '취소' })));
    expect(answer).toBeUndefined();
  });

  it('reveals values for the time given, counting down, then closes by itself', async () => {
    render(<DialogHost />, { wrapper });
    let closed = false;
    await act(async () => {
      void runtime.dialogs
        .reveal('조회 기록이 남았습니다.', [['휴대폰번호', '010-1234-5678']], {
          title: '원문 보기',
          durationMs: 3000,
        })
        .then(() => {
          closed = true;
        });
    });
    await loaded();
    expect(screen.getByText('010-1234-5678').tagName).toBe('DD');
    const countdown = () => screen.getByText(/초 후 다시 가려집니다\.$/).textContent;
    expect(countdown()).toBe('3초 후 다시 가려집니다.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1250);
    });
    expect(countdown()).toBe('2초 후 다시 가려집니다.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(closed).toBe(true);
    expect(screen.queryByText('010-1234-5678')).toBeNull();
  });
});
