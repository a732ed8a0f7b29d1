import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type AfterLoginMenu, nextPathAfterLogin } from '../../../core/guard/index.ts';
import { HELD_SUBMIT_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../../../core/pages/index.ts';
import { type SessionNotice, sessionNoticeKey } from '../../../core/session/index.ts';
import { createLoginFlow } from '../../auth/index.ts';
import { t } from '../../i18n/index.ts';
import { useNavigation } from '../../navigation/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { rememberedUserIp, rememberUserIp } from '../../session/index.ts';
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
      dialog: runtime.dialogs,
      appProp: () => (runtime.initialData.state.data?.appProp ?? {}) as never,
      rememberUserIp,
      nextPath: () => {
        const { config } = runtime;
        return nextPathAfterLogin({
          // The page after this one decides its tab mode with the user's 화면 설정 (they may turn it off).
          tabsEnabled: runtime.settings.tabsOnFor(runtime.sessionState.userId),
          mainPath: config.management.mainPath,
          returnUrl: navigation.search()[config.auth.redirectReturnPageParamName],
          userMenus: runtime.sessionState.favourites,
          menus: (runtime.initialData.state.data?.menus ?? []) as AfterLoginMenu[],
          // Activated from the login answer before this is asked: the roles the user holds now.
          roles: runtime.sessionState.roles,
          ip: rememberedUserIp(),
          trustLoopback: config.server.trustLoopback !== false,
        });
      },
      navigate: (to) => void navigation.navigate(to, { replace: true }),
    }),
  );
  const { step, busy, notice } = useSnapshot(flow.state);
  // The first render is the same on the server (the build renders this page into login.html) and
  // in the browser: what only the browser knows comes in after it, in the effect below.
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [authKey, setAuthKey] = useState('');
  const ids = { id: useId(), pw: useId(), save: useId(), key: useId() };
  // Why the last session of this tab ended (refused menu, expiry, duplicate login): said once here.
  const [ended, setEnded] = useState<SessionNotice>();
  const endedKey = ended ? sessionNoticeKey(ended.reason) : undefined;
  const form = useRef<HTMLFormElement>(null);

  async function signIn(id: string, pw: string, keepId: boolean) {
    if (id.trim() && pw) saveUserId(keepId ? id.trim() : undefined);
    // Where a login leads (and its outcomes' texts) is in the initial data: normally inlined in
    // the page, else its call has started with the page.
    await runtime.initialData.require().then(
      () => flow.submitCredentials(id, pw),
      () => undefined, // the page shows the fatal screen
    );
  }

  function submitCredentials(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Handled here: not again by the effect below (a submit while the page is being hydrated is
    // both held and heard). The fields' own values: in that moment the state is not theirs yet.
    document.documentElement.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    const typed = new FormData(e.currentTarget);
    void signIn(String(typed.get('userId') ?? ''), String(typed.get('password') ?? ''), typed.has('saveId'));
  }

  // Once, when the page's script takes over: the saved id and the notice, and whatever was typed,
  // ticked or submitted in the prerendered form before (the held submit is sent now).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page, at hydration
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute(HYDRATED_ATTRIBUTE, '');
    const notice = runtime.session.takeNotice();
    if (notice) setEnded(notice);
    const typed = form.current ? new FormData(form.current) : undefined;
    const saved = savedUserId();
    const id = String(typed?.get('userId') || saved || '');
    const pw = String(typed?.get('password') ?? '');
    const keep = typed?.has('saveId') || saved !== undefined;
    setUserId(id);
    setPassword(pw);
    setRemember(keep);
    if (html.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) {
      html.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
      void signIn(id, pw, keep);
    }
  }, []);

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
    // method="dialog": a submit before the script has loaded goes nowhere (never a GET with the
    // password in the URL); the page's inline script holds it for the effect above.
    <form ref={form} method="dialog" className="c-login c-form" onSubmit={submitCredentials} noValidate>
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
            name="saveId"
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
