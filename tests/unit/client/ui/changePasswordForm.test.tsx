// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleRuntimeProvider } from '../../../../runtime/client/runtime/index.ts';
import { ChangePasswordForm } from '../../../../runtime/client/ui/auth/index.ts';
import { testRuntime } from '../support/testRuntime.ts';

afterEach(() => vi.restoreAllMocks());

/** The new password passes the server's rule; edit-password answers `resultCode`. */
function answerEdit(resultCode: string, resultMessage: string) {
  vi.spyOn(testRuntime.auth, 'validatePassword').mockResolvedValue({
    resultCode: '0000',
    resultMessage: '정상',
    body: { valid: true, message: '' },
  } as never);
  vi.spyOn(testRuntime.auth, 'editPassword').mockResolvedValue({
    resultCode,
    resultMessage,
    body: null,
  } as never);
}

describe('ChangePasswordForm', () => {
  it('says the current password is wrong (not "아이디 또는 비밀번호") when the API answers FS02', async () => {
    answerEdit('FS02', '아이디 또는 비밀번호가 일치하지 않습니다.');
    render(
      <ConsoleRuntimeProvider runtime={testRuntime}>
        <ChangePasswordForm userId="staff" onDone={() => undefined} />
      </ConsoleRuntimeProvider>,
    );
    fireEvent.change(screen.getByLabelText(/^현재 비밀번호/, { selector: 'input' }), {
      target: { value: 'Wrong0000!' },
    });
    fireEvent.change(screen.getByLabelText(/^새 비밀번호$/, { selector: 'input' }), {
      target: { value: 'NewPassw0rd!' },
    });
    fireEvent.change(screen.getByLabelText(/^새 비밀번호 확인/, { selector: 'input' }), {
      target: { value: 'NewPassw0rd!' },
    });
    expect(screen.getByText('비밀번호가 일치합니다.')).not.toBeNull();
    fireEvent.submit(screen.getByLabelText(/^현재 비밀번호/, { selector: 'input' }).closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('현재 비밀번호가 일치하지 않습니다.');
  });

  it('clears the three passwords once the change succeeds', async () => {
    answerEdit('0000', '비밀번호가 변경되었습니다.');
    const done = vi.fn();
    render(
      <ConsoleRuntimeProvider runtime={testRuntime}>
        <ChangePasswordForm userId="staff" onDone={done} />
      </ConsoleRuntimeProvider>,
    );
    const fields = [/^현재 비밀번호/, /^새 비밀번호$/, /^새 비밀번호 확인/].map(
      (name) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement,
    );
    fireEvent.change(fields[0]!, { target: { value: 'Passw0rd!' } });
    fireEvent.change(fields[1]!, { target: { value: 'NewPassw0rd!' } });
    fireEvent.change(fields[2]!, { target: { value: 'NewPassw0rd!' } });
    fireEvent.submit(fields[0]!.closest('form')!);
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('비밀번호가 변경되었습니다.'));
    expect(fields.map((f) => f.value)).toEqual(['', '', '']);
  });
});

describe('ChangePasswordForm errors and unsaved input', () => {
  it('says a broken rule once, under its field, and focuses it; typed passwords count as unsaved', async () => {
    const hasUnsavedChanges = () => testRuntime.unsaved.has();
    render(
      <ConsoleRuntimeProvider runtime={testRuntime}>
        <ChangePasswordForm userId="staff" onDone={() => undefined} />
      </ConsoleRuntimeProvider>,
    );
    const [current, next, confirm] = [/^현재 비밀번호/, /^새 비밀번호$/, /^새 비밀번호 확인/].map(
      (name) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement,
    );
    expect(hasUnsavedChanges()).toBe(false);
    fireEvent.change(current!, { target: { value: 'Passw0rd!' } });
    fireEvent.change(next!, { target: { value: 'short' } });
    fireEvent.change(confirm!, { target: { value: 'short' } });
    expect(hasUnsavedChanges()).toBe(true);
    fireEvent.submit(current!.closest('form')!);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toHaveLength(1);
    expect(document.activeElement).toBe(next);
  });
});
