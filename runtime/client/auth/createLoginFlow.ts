import { proxy } from 'valtio/vanilla';
import { loginOutcome } from '../../core/auth/index.ts';
import type { LoginResultBody } from '../../core/session/index.ts';
import { t } from '../i18n/index.ts';
import type { SessionController } from '../session/index.ts';
import type { AuthApi, LoginEnvelope } from './authApi.ts';

/** Where the login panel is: credentials, the second step, or the password change. */
export type LoginStep =
  | { kind: 'credentials' }
  | { kind: 'secondStep' }
  | { kind: 'changePassword'; required: boolean };

export interface LoginFlowState {
  step: LoginStep;
  /** A call is under way: the submit buttons are disabled. */
  busy: boolean;
  /** The second step's message (where the key was sent). */
  notice: string | undefined;
}

/** What the login flow needs from the page (injected in tests). */
export interface LoginFlowDeps {
  auth: Pick<AuthApi, 'login' | 'loginComplete' | 'requestApproval'>;
  session: Pick<SessionController, 'activateFromLogin' | 'inactivate' | 'logout'>;
  dialog: {
    alert(message: string, title?: string): Promise<void>;
    confirm(message: string, title?: string): Promise<boolean>;
  };
  /** The initial data's `appProp` (approval type, failure limit, password age). */
  appProp: () => Parameters<typeof loginOutcome>[1];
  rememberUserIp: (ip: unknown) => void;
  /**
   * Where to go once signed in; read after the session is active (its favourites and roles count).
   * `undefined`: the user may open nothing, not even the main page.
   */
  nextPath: () => string | undefined;
  navigate: (to: string) => void;
}

export interface LoginFlow {
  readonly state: LoginFlowState;
  /** 로그인: blank fields are refused with an alert; else the login call and its outcome. */
  submitCredentials(userId: string, password: string): Promise<void>;
  /** 확인 on the second step: the key, then the outcome of login-complete. */
  submitKey(userId: string, authKey: string): Promise<void>;
  /** 취소 on the second step. */
  cancelSecondStep(): void;
  /** 취소 (required change: back to the credentials) or 다음에 변경 (recommended: signed in). */
  cancelPasswordChange(): void;
  /** The password was changed: the user signs in again with it. */
  passwordChanged(message: string): Promise<void>;
}

/**
 * The login flows of spec section 5 without React: the second step (login-complete), approval
 * requests (01 unlock, 02 password reset, 03 dormancy release), the required and the recommended
 * password change. The session is activated once, from the successful login answer (the API client
 * only stores a login's tokens), then the page goes where `nextPath` says.
 */
export function createLoginFlow(deps: LoginFlowDeps): LoginFlow {
  const state = proxy<LoginFlowState>({ step: { kind: 'credentials' }, busy: false, notice: undefined });
  let pending: LoginEnvelope | null = null;

  async function finish(): Promise<void> {
    const body = pending?.body;
    if (body) {
      deps.session.activateFromLogin(body as LoginResultBody);
      deps.rememberUserIp((body.accessInfo as { userIp?: unknown } | undefined)?.userIp);
    }
    const to = deps.nextPath();
    if (to !== undefined) return deps.navigate(to);
    // A role that holds no menu, and a main page that is a menu it lacks: going anywhere would end
    // the session at the guard and come back here. Say why, and sign out.
    await deps.dialog.alert(t('login.noMenu'));
    await deps.session.logout();
  }

  async function handle(envelope: LoginEnvelope, credentials: { userId: string; password: string }) {
    const outcome = loginOutcome(envelope, deps.appProp());
    pending = envelope;
    // An administrator decided the user's approval request since (승인 관리): said once, first.
    const notice = (envelope.body as { approvalNotice?: unknown } | undefined)?.approvalNotice;
    if (typeof notice === 'string' && notice) await deps.dialog.alert(notice, t('login.approvalTitle'));
    switch (outcome.type) {
      case 'SUCCESS':
        return finish();
      case 'SUCCESS_RECOMMEND_CHANGE_PASSWORD':
        if (await deps.dialog.confirm(outcome.message, t('login.passwordNotice')))
          state.step = { kind: 'changePassword', required: false };
        else await finish();
        return;
      case 'REQUIRE_CHANGE_PASSWORD':
        await deps.dialog.alert(outcome.message);
        state.step = { kind: 'changePassword', required: true };
        return;
      case 'SECOND_STEP':
        state.notice = outcome.message;
        state.step = { kind: 'secondStep' };
        return;
      case 'FAIL_REQUIRE_APPROVAL':
        if (await deps.dialog.confirm(outcome.message)) {
          const r = await deps.auth.requestApproval(
            credentials.userId,
            credentials.password,
            outcome.approvalType,
          );
          // The decision on an earlier request, told to whoever proved the password here.
          const told = (r.body as { approvalNotice?: unknown } | null | undefined)?.approvalNotice;
          if (typeof told === 'string' && told) await deps.dialog.alert(told, t('login.approvalTitle'));
          await deps.dialog.alert(r.resultMessage);
        }
        return;
      case 'SHOW_DIALOG':
        await deps.dialog.alert(outcome.message);
        return;
    }
  }

  async function run(work: () => Promise<void>): Promise<void> {
    if (state.busy) return;
    state.busy = true;
    try {
      await work();
    } catch (e) {
      await deps.dialog.alert(e instanceof Error ? e.message : String(e));
    } finally {
      state.busy = false;
    }
  }

  let password = '';
  return {
    state,
    async submitCredentials(userId, pw) {
      if (!userId.trim() || !pw) {
        await deps.dialog.alert(t('login.enterCredentials'));
        return;
      }
      password = pw;
      const id = userId.trim();
      await run(async () => handle(await deps.auth.login(id, pw), { userId: id, password: pw }));
    },
    async submitKey(userId, authKey) {
      if (!authKey.trim()) {
        await deps.dialog.alert(t('login.enterAuthKey'));
        return;
      }
      const id = userId.trim();
      await run(async () =>
        handle(await deps.auth.loginComplete(id, authKey.trim()), { userId: id, password }),
      );
    },
    cancelSecondStep() {
      state.step = { kind: 'credentials' };
    },
    cancelPasswordChange() {
      if (state.step.kind === 'changePassword' && !state.step.required) void finish();
      else state.step = { kind: 'credentials' };
    },
    async passwordChanged(message) {
      // A recommended change ran on the successful login's stored tokens: the user signs in again
      // with the new password, so they go (a reload must not bring that session back).
      if (state.step.kind === 'changePassword' && !state.step.required) deps.session.inactivate('logout');
      pending = null;
      await deps.dialog.alert(t('login.reLogin', { message }));
      password = '';
      state.step = { kind: 'credentials' };
    },
  };
}
