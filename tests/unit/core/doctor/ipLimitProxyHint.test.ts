import { describe, expect, it } from 'vitest';
import { ipLimitProxyHint } from '../../../../runtime/core/doctor/index.ts';

describe('ipLimitProxyHint', () => {
  const menus = ['1030 "시스템 정보"'];
  it('says nothing without an IP-limited menu, or with the proxies named', () => {
    expect(ipLimitProxyHint({ ipLimitedMenus: [], trustProxy: [], trustLoopback: true })).toBeUndefined();
    expect(
      ipLimitProxyHint({ ipLimitedMenus: menus, trustProxy: ['loopback'], trustLoopback: true }),
    ).toBeUndefined();
  });

  it('says, in Korean then English, that loopback passes (trustLoopback) or that everyone is refused (not)', () => {
    const passes = ipLimitProxyHint({ ipLimitedMenus: menus, trustProxy: [], trustLoopback: true });
    expect(passes).toMatch(
      /^IP 제한 메뉴\(1030 "시스템 정보"\)가 있지만 .*모든 요청이 통과합니다\. .* \/ IP-limited menus .*every request passes\./,
    );
    const refuses = ipLimitProxyHint({ ipLimitedMenus: menus, trustProxy: [], trustLoopback: false });
    expect(refuses).toMatch(/IP 제한 메뉴가 모두 거부됩니다\..* \/ .*IP-limited menus refuse everyone\./);
  });
});
