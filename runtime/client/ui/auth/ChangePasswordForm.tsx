import { type FormEvent, useId, useState } from 'react';
import { checkPassword, PASSWORD_MESSAGES } from '../../../core/auth/index.ts';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime, useUnsavedChanges } from '../../runtime/index.ts';
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
  cancelLabel = t('dialog.cancel'),
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
  // Typed passwords ask before the page or the tab is left (fidelity.md: unsaved changes).
  const unsaved = useUnsavedChanges<HTMLFormElement>(oldPwd !== '' || newPwd !== '' || confirmPwd !== '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!oldPwd || !newPwd || !confirmPwd) return setError(t('password.bothRequired'));
    // A rule the new password breaks, or a confirmation that differs, is already said under its
    // field: said once, there, and the focus goes to it.
    if (problem || mismatch) {
      const field = e.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]');
      field?.focus();
      return;
    }
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
      unsaved.saved();
      setOld('');
      setNew('');
      setConfirm('');
      onDone(r.resultMessage || t('password.changed'));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={unsaved.ref}
      className="c-form"
      onSubmit={submit}
      noValidate
      aria-describedby={error ? errorId : undefined}
    >
      <PasswordField
        label={t('password.current')}
        value={oldPwd}
        onChange={setOld}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('password.new')}
        value={newPwd}
        onChange={setNew}
        autoComplete="new-password"
        error={problem ? PASSWORD_MESSAGES[problem] : undefined}
        hint={!problem && newPwd ? t('password.newOk') : undefined}
      />
      <PasswordField
        label={t('password.confirm')}
        value={confirmPwd}
        onChange={setConfirm}
        autoComplete="new-password"
        error={mismatch ? t('password.mismatch') : undefined}
        hint={confirmPwd && !mismatch ? t('password.match') : undefined}
      />
      {error ? (
        <p id={errorId} className="c-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="c-notes">
        <li>{t('password.ruleMix')}</li>
        <li>{t('password.ruleSpecials')}</li>
      </ul>
      <div className="c-form__actions">
        {onCancel ? (
          <button type="button" className="c-btn c-btn--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
        <button type="submit" className="c-btn c-btn--primary" disabled={busy}>
          {t('dialog.ok')}
        </button>
      </div>
    </form>
  );
}
