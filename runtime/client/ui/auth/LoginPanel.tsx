import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { type LoginOutcome, loginOutcome } from '../../../core/auth/loginOutcome.ts';
import { nextPathAfterLogin } from '../../../core/guard/nextPathAfterLogin.ts';
import { type LoginEnvelope, login, loginComplete, requestApproval } from '../../auth/authApi.ts';
import { alert, confirm } from '../../dialog/dialogStore.ts';
import { config } from '../../generated/config.gen.ts';
import { t } from '../../i18n/t.ts';
import { initialData } from '../../initialData/index.ts';
import { useNavigation } from '../../navigation/index.ts';
import { activateFromLogin, rememberUserIp, session } from '../../session/index.ts';
import { PasswordField } from '../kit/PasswordField.tsx';
import { savedUserId, saveUserId } from './savedUserId.ts';
import '../kit/kit.css';
import './auth.css';

// Only the FS08 and password-age flows need the change form (and the password rules): on demand.
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordForm.tsx').then((m) => ({ default: m.ChangePasswordForm })),
);

type Step = { kind: 'credentials' } | { kind: 'secondStep' } | { kind: 'changePassword'; required: boolean };

/**
 * The login page's panel: 아이디 / 비밀번호 / 아이디 저장 / 로그인, and every flow of spec section 5:
 * the second step (login-complete), approval requests (01 unlock, 02 password reset, 03 dormancy
 * release), the required and the recommended password change. After login it goes where spec
 * section 2 says (the return URL only when it is a safe relative URL).
 */
export default function LoginPanel({ saveId }: { saveId: boolean }) {
  const navigation = useNavigation();
  const [userId, setUserId] = useState(() => savedUserId() ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => savedUserId() !== undefined);
  const [authKey, setAuthKey] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const pending = useRef<LoginEnvelope | null>(null);
  const ids = { id: useId(), pw: useId(), save: useId(), key: useId() };

  const appProp = () => (initialData.data?.appProp ?? {}) as Parameters<typeof loginOutcome>[1];

  function finish() {
    const envelope = pending.current;
    if (envelope?.body) {
      activateFromLogin(envelope.body as never);
      rememberUserIp((envelope.body.accessInfo as { userIp?: unknown } | undefined)?.userIp);
    }
    const to = nextPathAfterLogin({
      tabsEnabled: config.management.tabs.enabled,
      mainPath: config.management.mainPath,
      returnUrl: navigation.search()[config.auth.redirectReturnPageParamName],
      userMenus: session.favourites,
      menus: (initialData.data?.menus ?? []) as { mnuUrl?: string | null }[],
    });
    void navigation.navigate(to, { replace: true });
  }

  async function handle(envelope: LoginEnvelope) {
    const outcome: LoginOutcome = loginOutcome(envelope, appProp());
    pending.current = envelope;
    switch (outcome.type) {
      case 'SUCCESS':
        return finish();
      case 'SUCCESS_RECOMMEND_CHANGE_PASSWORD':
        if (await confirm(outcome.message, '비밀번호 변경 안내'))
          setStep({ kind: 'changePassword', required: false });
        else finish();
        return;
      case 'REQUIRE_CHANGE_PASSWORD':
        await alert(outcome.message);
        setStep({ kind: 'changePassword', required: true });
        return;
      case 'SECOND_STEP':
        setNotice(outcome.message);
        setStep({ kind: 'secondStep' });
        return;
      case 'FAIL_REQUIRE_APPROVAL':
        if (await confirm(outcome.message)) {
          const r = await requestApproval(userId, password, outcome.approvalType);
          await alert(r.resultMessage);
        }
        return;
      case 'SHOW_DIALOG':
        await alert(outcome.message);
        return;
    }
  }

  async function run(work: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (e) {
      await alert(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  function submitCredentials(e: FormEvent) {
    e.preventDefault();
    if (!userId.trim() || !password) {
      void alert('아이디와 비밀번호를 입력해주세요.');
      return;
    }
    saveUserId(remember ? userId.trim() : undefined);
    void run(async () => handle(await login(userId.trim(), password)));
  }

  function submitKey(e: FormEvent) {
    e.preventDefault();
    if (!authKey.trim()) {
      void alert('인증번호를 입력해주세요.');
      return;
    }
    void run(async () => handle(await loginComplete(userId.trim(), authKey.trim())));
  }

  if (step.kind === 'changePassword') {
    return (
      <section className="c-login" aria-labelledby={`${ids.id}-pw`}>
        <h2 id={`${ids.id}-pw`} className="c-heading c-heading--2">
          비밀번호 변경
        </h2>
        <Suspense fallback={<p className="c-text">{t('app.loading')}</p>}>
          <ChangePasswordForm
            userId={userId.trim()}
            cancelLabel={step.required ? '취소' : '다음에 변경'}
            onCancel={() => (step.required ? setStep({ kind: 'credentials' }) : finish())}
            onDone={async (message) => {
              await alert(`${message} 새 비밀번호로 다시 로그인해주세요.`);
              setPassword('');
              setStep({ kind: 'credentials' });
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
            인증번호
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
          <button
            type="button"
            className="c-btn c-btn--secondary"
            onClick={() => setStep({ kind: 'credentials' })}
          >
            취소
          </button>
          <button type="submit" className="c-btn c-btn--primary" disabled={busy}>
            확인
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="c-login c-form" onSubmit={submitCredentials} noValidate>
      <div className="c-field">
        <label className="c-field__label" htmlFor={ids.id}>
          아이디
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
        label="비밀번호"
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
          아이디 저장
        </label>
      ) : null}
      <button type="submit" className="c-btn c-btn--primary c-btn--block" disabled={busy} aria-busy={busy}>
        로그인
      </button>
    </form>
  );
}
