import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { nextPathAfterLogin } from '../../../core/guard/nextPathAfterLogin.ts';
import { sessionNoticeKey } from '../../../core/session/index.ts';
import { createLoginFlow } from '../../auth/createLoginFlow.ts';
import { alert, confirm } from '../../dialog/dialogStore.ts';
import { t } from '../../i18n/t.ts';
import { initialData } from '../../initialData/index.ts';
import { useNavigation } from '../../navigation/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { rememberUserIp, session } from '../../session/index.ts';
import { PasswordField } from '../kit/index.ts';
import { savedUserId, saveUserId } from './savedUserId.ts';
import './auth.css';

// Only the FS08 and password-age flows need the change form (and the password rules): on demand.
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordForm.tsx').then((m) => ({ default: m.ChangePasswordForm })),
);

/**
 * The login page's panel: 아이디 / 비밀번호 / 아이디 저장 / 로그인, and the views of every flow of
 * spec section 5 (the second step, approval requests, the required and the recommended password
 * change), which `createLoginFlow` runs. After login it goes where spec section 2 says (the return
 * URL only when it is a safe relative URL).
 */
export default function LoginPanel({ saveId }: { saveId: boolean }) {
  const navigation = useNavigation();
  const runtime = useConsoleRuntime();
  const [flow] = useState(() =>
    createLoginFlow({
      auth: runtime.auth,
      session: runtime.session,
      dialog: { alert, confirm },
      appProp: () => (initialData.data?.appProp ?? {}) as never,
      rememberUserIp,
      nextPath: () => {
        const { config } = runtime;
        return nextPathAfterLogin({
          tabsEnabled: config.management.tabs.enabled,
          mainPath: config.management.mainPath,
          returnUrl: navigation.search()[config.auth.redirectReturnPageParamName],
          userMenus: session.favourites,
          menus: (initialData.data?.menus ?? []) as { mnuUrl?: string | null }[],
        });
      },
      navigate: (to) => void navigation.navigate(to, { replace: true }),
    }),
  );
  const { step, busy, notice } = useSnapshot(flow.state);
  const [userId, setUserId] = useState(() => savedUserId() ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => savedUserId() !== undefined);
  const [authKey, setAuthKey] = useState('');
  const ids = { id: useId(), pw: useId(), save: useId(), key: useId() };
  // Why the last session of this tab ended (refused menu, expiry, duplicate login): said once here.
  const [ended] = useState(() => runtime.session.takeNotice());
  const endedKey = ended ? sessionNoticeKey(ended.reason) : undefined;

  function submitCredentials(e: FormEvent) {
    e.preventDefault();
    if (userId.trim() && password) saveUserId(remember ? userId.trim() : undefined);
    void flow.submitCredentials(userId, password);
  }

  function submitKey(e: FormEvent) {
    e.preventDefault();
    void flow.submitKey(userId, authKey);
  }

  if (step.kind === 'changePassword') {
    return (
      <section className="c-login" aria-labelledby={`${ids.id}-pw`}>
        <h2 id={`${ids.id}-pw`} className="c-heading c-heading--2">
          {t('login.changePassword')}
        </h2>
        <Suspense fallback={<p className="c-text">{t('app.loading')}</p>}>
          <ChangePasswordForm
            userId={userId.trim()}
            cancelLabel={step.required ? t('dialog.cancel') : t('login.later')}
            onCancel={() => flow.cancelPasswordChange()}
            onDone={async (message) => {
              await flow.passwordChanged(message);
              setPassword('');
            }}
          />
        </Suspense>
      </section>
    );
  }

  if (step.kind === 'secondStep') {
    return (
      <form className="c-login c-form" onSubmit={submitKey} noValidate>
        {notice ? <p className="c-text">{notice}</p> : null}
        <div className="c-field">
          <label className="c-field__label" htmlFor={ids.key}>
            {t('login.authKey')}
          </label>
          <input
            id={ids.key}
            className="c-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={authKey}
            onChange={(e) => setAuthKey(e.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="c-form__actions">
          <button type="button" className="c-btn c-btn--secondary" onClick={() => flow.cancelSecondStep()}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="c-btn c-btn--primary" disabled={busy}>
            {t('dialog.ok')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="c-login c-form" onSubmit={submitCredentials} noValidate>
      {endedKey ? (
        <div className="c-login__notice" role="alert">
          <p>{t(endedKey)}</p>
          {ended?.menu ? <p>{t('login.refusedMenu', { menu: ended.menu })}</p> : null}
        </div>
      ) : null}
      <div className="c-field">
        <label className="c-field__label" htmlFor={ids.id}>
          {t('login.userId')}
        </label>
        <input
          id={ids.id}
          name="userId"
          className="c-input"
          autoComplete="username"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
        />
      </div>
      <PasswordField
        label={t('login.password')}
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      {saveId ? (
        <label className="c-check" htmlFor={ids.save}>
          <input
            id={ids.save}
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          {t('login.saveId')}
        </label>
      ) : null}
      <button type="submit" className="c-btn c-btn--primary c-btn--block" disabled={busy} aria-busy={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}
