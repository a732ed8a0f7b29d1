import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_CHECK_MAX_FAILURES,
  type DuplicatePollDecision,
  INITIAL_DUPLICATE_POLL,
  nextDuplicatePoll,
} from '../../../../runtime/core/session/duplicatePoll.ts';
import {
  idleSecondsLeft,
  isIdleExpired,
  startIdleCountdown,
  tickIdleCountdown,
} from '../../../../runtime/core/session/idleCountdown.ts';
import { inactiveReasonForResultCode } from '../../../../runtime/core/session/inactiveReason.ts';
import { rolesFromAuthorities, sessionUserFromLogin } from '../../../../runtime/core/session/loginResult.ts';
import { activationFromClaims } from '../../../../runtime/core/session/tokenActivation.ts';

describe('idle countdown', () => {
  it('is disabled at 0 or less', () => {
    expect(startIdleCountdown(0)).toBeNull();
    expect(startIdleCountdown(-5)).toBeNull();
  });
  it('expires on the tick that reaches the limit, not one later', () => {
    let c = startIdleCountdown(3);
    if (!c) throw new Error('expected a countdown');
    expect(idleSecondsLeft(c)).toBe(3);
    c = tickIdleCountdown(c);
    c = tickIdleCountdown(c);
    expect(isIdleExpired(c)).toBe(false);
    expect(idleSecondsLeft(c)).toBe(1);
    c = tickIdleCountdown(c);
    expect(isIdleExpired(c)).toBe(true);
    expect(idleSecondsLeft(c)).toBe(0);
  });
  it('counts the seconds really elapsed when ticks come late (a throttled background tab)', () => {
    const c = startIdleCountdown(600, 1_000_000);
    if (!c) throw new Error('expected a countdown');
    const late = tickIdleCountdown(c, 1_000_000 + 61_500);
    expect(late.idleSeconds).toBe(61);
    expect(tickIdleCountdown(late, 1_000_000 + 61_600).idleSeconds).toBe(62);
    expect(isIdleExpired(tickIdleCountdown(c, 1_000_000 + 600_000))).toBe(true);
  });
});

describe('duplicate poll state machine', () => {
  it('0000 continues and resets failures; FS01 duplicated; FS10 expired', () => {
    expect(nextDuplicatePoll({ failures: 4 }, { resultCode: '0000' })).toEqual({
      next: 'continue',
      state: { failures: 0 },
    });
    expect(nextDuplicatePoll(INITIAL_DUPLICATE_POLL, { resultCode: 'FS01' })).toEqual({
      next: 'stop',
      reason: 'duplicated',
    });
    expect(nextDuplicatePoll(INITIAL_DUPLICATE_POLL, { resultCode: 'FS10' })).toEqual({
      next: 'stop',
      reason: 'expired',
    });
  });
  it('the tenth consecutive failure (network or other code) is expiry', () => {
    let state = INITIAL_DUPLICATE_POLL;
    let d: DuplicatePollDecision = { next: 'continue', state };
    for (let i = 1; i < DUPLICATE_CHECK_MAX_FAILURES; i++) {
      d = nextDuplicatePoll(state, i % 2 ? { failed: true } : { resultCode: 'SERVER_ERROR' });
      expect(d.next).toBe('continue');
      if (d.next === 'continue') state = d.state;
    }
    expect(state.failures).toBe(9);
    expect(nextDuplicatePoll(state, { failed: true })).toEqual({ next: 'stop', reason: 'expired' });
    expect(DUPLICATE_CHECK_MAX_FAILURES).toBe(10);
  });
});

describe('session reasons and activation', () => {
  it('maps 401 result codes to reasons', () => {
    expect(inactiveReasonForResultCode('UNAUTHORIZED')).toBe('validate');
    expect(inactiveReasonForResultCode('FS01')).toBe('duplicated');
    expect(inactiveReasonForResultCode('FS10')).toBe('expired');
    expect(inactiveReasonForResultCode('FORBIDDEN_MENU')).toBeUndefined();
    expect(inactiveReasonForResultCode(undefined)).toBeUndefined();
  });
  it('claims with sub and cp activate, a token without a user releases', () => {
    expect(activationFromClaims({ sub: 'admin', cp: 'CONSOLE' })).toBe('active');
    expect(activationFromClaims({ cp: 'CONSOLE' })).toBe('released');
    expect(activationFromClaims({ sub: '', cp: 'CONSOLE' })).toBe('released');
    expect(activationFromClaims({ sub: 'admin' })).toBe('unchanged');
    expect(activationFromClaims(undefined)).toBe('unchanged');
  });
});

describe('login result', () => {
  it('roles come from authorities[].clientAuthority, favourites from userMenus', () => {
    expect(
      rolesFromAuthorities([
        { clientAuthority: '1001:P1:F1' },
        { clientAuthority: '' },
        { clientAuthority: '1001:P1:F1' },
      ]),
    ).toEqual(['1001:P1:F1']);
    const user = sessionUserFromLogin(
      {
        user: { usrId: 'admin', usrNm: '관리자' },
        authorities: [{ clientAuthority: '1001' }],
        userMenus: [{ mnuId: '1001', mnuNm: '메뉴', mnuUrl: '/x' }],
      },
      { sub: 'admin', cp: 'CONSOLE' },
    );
    expect(user).toEqual({
      userId: 'admin',
      userName: '관리자',
      roles: ['1001'],
      favourites: [{ mnuId: '1001', mnuNm: '메뉴', mnuUrl: '/x' }],
    });
  });
});
