import { type FormEvent, useId, useState } from 'react';
import { checkPassword, PASSWORD_MESSAGES } from '../../../core/auth/passwordRules.ts';
import { t } from '../../i18n/t.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { PasswordField } from '../kit/index.ts';
import './auth.css';

/**
 * Change password: current, new and confirmation, checked as the user types with the shared rule,
 * then by the server (validate/password, then edit-password). Used by the login flows (required or
 * recommended change) and the configuration screen.
 */
export function ChangePasswordForm({
  userId,
  onDone,
  onCancel,
  cancelLabel = '취소',
}: {
  userId: string;
  onDone: (message: string) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const { auth } = useConsoleRuntime();
  const [oldPwd, setOld] = useState('');
  const [newPwd, setNew] = useState('');
  const [confirmPwd, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const problem = newPwd ? checkPassword(newPwd, { oldPassword: oldPwd, userId }) : undefined;
  const mismatch = confirmPwd !== '' && confirmPwd !== newPwd;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!oldPwd || !newPwd || !confirmPwd)
      return setError('현재 비밀번호와 새 비밀번호를 모두 입력해주세요.');
    if (problem) return setError(PASSWORD_MESSAGES[problem]);
    if (mismatch) return setError('비밀번호가 일치하지 않습니다.');
    setBusy(true);
    try {
      const check = await auth.validatePassword(newPwd, oldPwd, userId);
      if (check.resultCode !== '0000' || check.body?.valid === false) {
        return setError(check.body?.message ?? check.resultMessage);
      }
      const r = await auth.editPassword(userId, oldPwd, newPwd);
      // This form asks only for the current password: the API's FS02 ("아이디 또는 비밀번호") means it.
      if (r.resultCode !== '0000')
        return setError(r.resultCode === 'FS02' ? t('password.wrongCurrent') : r.resultMessage);
      // The passwords leave the page as soon as they have done their work.
      setOld('');
      setNew('');
      setConfirm('');
      onDone(r.resultMessage || '비밀번호가 변경되었습니다.');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="c-form" onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
      <PasswordField label="현재 비밀번호" value={oldPwd} onChange={setOld} autoComplete="current-password" />
      <PasswordField
        label="새 비밀번호"
        value={newPwd}
        onChange={setNew}
        autoComplete="new-password"
        error={problem ? PASSWORD_MESSAGES[problem] : undefined}
        hint={!problem && newPwd ? '사용할 수 있는 비밀번호입니다.' : undefined}
      />
      <PasswordField
        label="새 비밀번호 확인"
        value={confirmPwd}
        onChange={setConfirm}
        autoComplete="new-password"
        error={mismatch ? '비밀번호가 일치하지 않습니다' : undefined}
        hint={confirmPwd && !mismatch ? '비밀번호가 일치합니다.' : undefined}
      />
      {error ? (
        <p id={errorId} className="c-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="c-notes">
        <li>8자 이상 영문 대/소문자, 숫자, 특수문자 3가지 이상 조합으로 입력해주세요.</li>
        <li>허용 가능한 특수문자: !@#$%^&amp;*()</li>
      </ul>
      <div className="c-form__actions">
        {onCancel ? (
          <button type="button" className="c-btn c-btn--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
        <button type="submit" className="c-btn c-btn--primary" disabled={busy}>
          확인
        </button>
      </div>
    </form>
  );
}
