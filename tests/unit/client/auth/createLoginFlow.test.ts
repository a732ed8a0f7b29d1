import { describe, expect, it, vi } from 'vitest';
import type { LoginEnvelope } from '../../../../runtime/client/auth/index.ts';
import { createLoginFlow, type LoginFlowDeps } from '../../../../runtime/client/auth/index.ts';
import type { InactiveReason } from '../../../../runtime/core/session/inactiveReason.ts';
import type { LoginResultBody } from '../../../../runtime/core/session/loginResult.ts';

const ok = (body: Record<string, unknown> = {}): LoginEnvelope =>
  ({ resultCode: '0000', resultMessage: '정상', body: { resCd: '0000', hasUser: true, ...body } }) as never;
/** A `0000` answer whose `resCd` names a flow (FS08 change password, FS09 locked, …). */
const flowCode = (resCd: string, body: Record<string, unknown> = {}): LoginEnvelope =>
  ({ resultCode: '0000', resultMessage: '정상', body: { resCd, hasUser: true, ...body } }) as never;

/** A flow over fakes; `answers` are the login calls' envelopes in order. */
function flowWith(answers: LoginEnvelope[]) {
  const queue = [...answers];
  const next = () => {
    const a = queue.shift();
    if (!a) throw new Error('fake auth: no answer left');
    return Promise.resolve(a);
  };
  const deps = {
    auth: {
      login: vi.fn((_userId: string, _password: string) => next()),
      loginComplete: vi.fn((_userId: string, _key: string) => next()),
      requestApproval: vi.fn(async () => ({
        resultCode: '0000',
        resultMessage: '요청되었습니다.',
        body: null,
      })),
    },
    session: {
      activateFromLogin: vi.fn((_body: LoginResultBody) => {}),
      inactivate: vi.fn((_reason: InactiveReason) => {}),
      logout: vi.fn(async () => {}),
    },
    dialog: {
      alert: vi.fn(async (_message: string, _title?: string) => {}),
      confirm: vi.fn(async (_message: string, _title?: string) => true),
    },
    appProp: () => ({ authApprovalType: 'Y', maximumLoginFailNumbers: 5, passwordChangeDays: 90 }),
    rememberUserIp: vi.fn(),
    nextPath: vi.fn((): string | undefined => '/'),
    navigate: vi.fn((_to: string) => {}),
  } satisfies LoginFlowDeps;
  return { flow: createLoginFlow(deps), deps };
}

describe('createLoginFlow', () => {
  it('a user who may open nothing, not even the main page, is told so and signed out, not sent round a loop', async () => {
    const { flow, deps } = flowWith([ok({ accessInfo: { userIp: '10.0.0.7' } })]);
    deps.nextPath.mockImplementation(() => undefined);
    await flow.submitCredentials('nomenu', 'Passw0rd!');
    expect(deps.session.activateFromLogin).toHaveBeenCalledOnce();
    expect(deps.dialog.alert).toHaveBeenCalledWith(
      '이용할 수 있는 메뉴가 없습니다. 관리자에게 메뉴 권한을 요청해주세요.',
    );
    expect(deps.session.logout).toHaveBeenCalledOnce();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('refuses blank credentials with the Korean alert and calls nothing', async () => {
    const { flow, deps } = flowWith([]);
    await flow.submitCredentials('  ', 'pw');
    await flow.submitCredentials('admin', '');
    expect(deps.dialog.alert.mock.calls).toEqual([
      ['아이디와 비밀번호를 입력해주세요.'],
      ['아이디와 비밀번호를 입력해주세요.'],
    ]);
    expect(deps.auth.login).not.toHaveBeenCalled();
  });

  it('activates the session once from a successful answer, remembers the address, then navigates', async () => {
    const body = { accessInfo: { userIp: '10.0.0.7' }, authorities: [{ clientAuthority: 'ADMIN' }] };
    const { flow, deps } = flowWith([ok(body)]);
    const order: string[] = [];
    deps.session.activateFromLogin.mockImplementation(() => order.push('activate'));
    deps.nextPath.mockImplementation(() => {
      order.push('next');
      return '/pubs/MP/UI_FU_0016';
    });
    await flow.submitCredentials(' admin ', 'Passw0rd!');
    expect(deps.auth.login).toHaveBeenCalledWith('admin', 'Passw0rd!');
    expect(deps.session.activateFromLogin).toHaveBeenCalledOnce();
    expect(deps.session.activateFromLogin.mock.calls[0]?.[0]).toMatchObject(body);
    expect(deps.rememberUserIp).toHaveBeenCalledWith('10.0.0.7');
    // The next path reads the session (its favourites), so it is asked after the activation.
    expect(order).toEqual(['activate', 'next']);
    expect(deps.navigate).toHaveBeenCalledWith('/pubs/MP/UI_FU_0016');
    expect(flow.state.busy).toBe(false);
  });

  it('the second step: shows the notice, then login-complete signs in', async () => {
    const { flow, deps } = flowWith([ok({ secondStep: { required: true } }), ok()]);
    await flow.submitCredentials('admin', 'pw');
    expect(flow.state.step).toEqual({ kind: 'secondStep' });
    expect(flow.state.notice).toBeTypeOf('string');
    expect(deps.session.activateFromLogin).not.toHaveBeenCalled();
    await flow.submitKey('admin', '');
    expect(deps.dialog.alert).toHaveBeenLastCalledWith('인증번호를 입력해주세요.');
    await flow.submitKey('admin', ' 123456 ');
    expect(deps.auth.loginComplete).toHaveBeenCalledWith('admin', '123456');
    expect(deps.session.activateFromLogin).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledOnce();
  });

  it('a required password change (FS08) alerts, shows the form, and a change sends the user back to sign in', async () => {
    const { flow, deps } = flowWith([flowCode('FS08')]);
    await flow.submitCredentials('admin', 'pw');
    expect(deps.dialog.alert).toHaveBeenCalledOnce();
    expect(flow.state.step).toEqual({ kind: 'changePassword', required: true });
    await flow.passwordChanged('비밀번호가 변경되었습니다.');
    expect(deps.dialog.alert).toHaveBeenLastCalledWith(
      '비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해주세요.',
    );
    expect(flow.state.step).toEqual({ kind: 'credentials' });
    expect(deps.session.activateFromLogin).not.toHaveBeenCalled();
    expect(deps.session.inactivate).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a recommended change declined (다음에 변경) signs in; cancelling a required one does not', async () => {
    const old = { pwdUnchangedDays: 120 };
    const declined = flowWith([ok(old)]);
    declined.deps.dialog.confirm.mockResolvedValue(false);
    await declined.flow.submitCredentials('admin', 'pw');
    expect(declined.deps.dialog.confirm).toHaveBeenCalledWith(expect.any(String), '비밀번호 변경 안내');
    expect(declined.deps.session.activateFromLogin).toHaveBeenCalledOnce();

    const accepted = flowWith([ok(old)]);
    await accepted.flow.submitCredentials('admin', 'pw');
    expect(accepted.flow.state.step).toEqual({ kind: 'changePassword', required: false });
    accepted.flow.cancelPasswordChange();
    expect(accepted.deps.session.activateFromLogin).toHaveBeenCalledOnce();

    // A recommended change carried out: the login's stored tokens go, the user signs in again.
    const changed = flowWith([ok(old)]);
    await changed.flow.submitCredentials('admin', 'pw');
    await changed.flow.passwordChanged('비밀번호가 변경되었습니다.');
    expect(changed.deps.session.inactivate).toHaveBeenCalledWith('logout');
    expect(changed.deps.session.activateFromLogin).not.toHaveBeenCalled();
    expect(changed.flow.state.step).toEqual({ kind: 'credentials' });

    const required = flowWith([flowCode('FS08')]);
    await required.flow.submitCredentials('admin', 'pw');
    required.flow.cancelPasswordChange();
    expect(required.flow.state.step).toEqual({ kind: 'credentials' });
    expect(required.deps.session.activateFromLogin).not.toHaveBeenCalled();
  });

  it('a locked account (FS09) asks, then requests the unlock (01) with the typed credentials', async () => {
    const { flow, deps } = flowWith([flowCode('FS09')]);
    await flow.submitCredentials('admin', 'pw');
    expect(deps.dialog.confirm).toHaveBeenCalledOnce();
    expect(deps.auth.requestApproval).toHaveBeenCalledWith('admin', 'pw', '01');
    expect(deps.dialog.alert).toHaveBeenLastCalledWith('요청되었습니다.');
    expect(deps.session.activateFromLogin).not.toHaveBeenCalled();
    expect(flow.state.step).toEqual({ kind: 'credentials' });
  });

  it('the unlock request tells the decision on an earlier request first, under the approval title', async () => {
    const { flow, deps } = flowWith([flowCode('FS09')]);
    deps.auth.requestApproval.mockResolvedValueOnce({
      resultCode: '0000',
      resultMessage: '요청되었습니다.',
      body: { approvalNotice: '계정 잠금 해제 요청이 반려되었습니다. 사유: 본인 확인.' },
    } as never);
    await flow.submitCredentials('locked', 'pw');
    expect(deps.dialog.alert.mock.calls).toEqual([
      ['계정 잠금 해제 요청이 반려되었습니다. 사유: 본인 확인.', '승인 요청 결과'],
      ['요청되었습니다.'],
    ]);
  });

  it('declining the approval request sends nothing', async () => {
    const { flow, deps } = flowWith([flowCode('FS09')]);
    deps.dialog.confirm.mockResolvedValue(false);
    await flow.submitCredentials('admin', 'pw');
    expect(deps.auth.requestApproval).not.toHaveBeenCalled();
  });

  it('an error from the call is alerted and the flow is usable again', async () => {
    const { flow, deps } = flowWith([]);
    deps.auth.login.mockRejectedValueOnce(new Error('서버에 연결할 수 없습니다.'));
    await flow.submitCredentials('admin', 'pw');
    expect(deps.dialog.alert).toHaveBeenCalledWith('서버에 연결할 수 없습니다.');
    expect(flow.state.busy).toBe(false);
  });
});
