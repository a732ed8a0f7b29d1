import { describe, expect, it } from 'vitest';
import { idleWarningLead, isIdleWarning } from '../../../../runtime/core/session/idleCountdown.ts';
import { parseSessionNotice, sessionNoticeKey } from '../../../../runtime/core/session/sessionNotice.ts';

describe('idle warning', () => {
  it('opens idleWarningSeconds before the end, at most half the limit, never when either is off', () => {
    expect(idleWarningLead(1800, 60)).toBe(60);
    expect(idleWarningLead(6, 60)).toBe(3);
    expect(idleWarningLead(6, 3)).toBe(3);
    expect(idleWarningLead(0, 60)).toBe(0);
    expect(idleWarningLead(600, 0)).toBe(0);
  });

  it('is open while the seconds left are within the lead and the session runs', () => {
    expect(isIdleWarning(61, 60)).toBe(false);
    expect(isIdleWarning(60, 60)).toBe(true);
    expect(isIdleWarning(1, 60)).toBe(true);
    expect(isIdleWarning(0, 60)).toBe(false);
    expect(isIdleWarning(null, 60)).toBe(false);
    expect(isIdleWarning(5, 0)).toBe(false);
  });
});

describe('session notice', () => {
  const now = 1_000_000_000;
  it('reads back a stored notice with its menu', () => {
    expect(
      parseSessionNotice(JSON.stringify({ reason: 'validate', menu: '메뉴 관리', at: now }), now),
    ).toEqual({
      reason: 'validate',
      menu: '메뉴 관리',
      at: now,
    });
  });

  it('refuses unknown reasons, junk and old notices', () => {
    expect(parseSessionNotice(JSON.stringify({ reason: 'hacked', at: now }), now)).toBeUndefined();
    expect(parseSessionNotice('{', now)).toBeUndefined();
    expect(parseSessionNotice(null, now)).toBeUndefined();
    expect(
      parseSessionNotice(JSON.stringify({ reason: 'idle', at: now - 11 * 60_000 }), now),
    ).toBeUndefined();
  });

  it('says 권한이 없습니다. for a refused menu and why for the others; nothing after a logout', () => {
    expect(sessionNoticeKey('validate')).toBe('error.unauthorized');
    expect(sessionNoticeKey('idle')).toBe('session.idle');
    expect(sessionNoticeKey('duplicated')).toBe('session.duplicated');
    expect(sessionNoticeKey('expired')).toBe('session.expired');
    expect(sessionNoticeKey('logout')).toBeUndefined();
  });
});
