import { describe, expect, it } from 'vitest';
import { isLoginPagePath } from '../../../../runtime/core/guard/index.ts';

describe('isLoginPagePath', () => {
  it('matches the login path with or without a trailing slash', () => {
    expect(isLoginPagePath('/login', '/login')).toBe(true);
    expect(isLoginPagePath('/login/', '/login')).toBe(true);
    expect(isLoginPagePath('/auth/sign-in', '/auth/sign-in/')).toBe(true);
  });

  it('compares decoded paths', () => {
    expect(isLoginPagePath('/%EB%A1%9C%EA%B7%B8%EC%9D%B8', '/로그인')).toBe(true);
    expect(isLoginPagePath('/%E0%A4%A', '/login')).toBe(false);
  });

  it('does not match other pages, prefixes or the root', () => {
    expect(isLoginPagePath('/', '/login')).toBe(false);
    expect(isLoginPagePath('/login2', '/login')).toBe(false);
    expect(isLoginPagePath('/login/help', '/login')).toBe(false);
    expect(isLoginPagePath('/pubs/MS/LG/UI_FU_0001', '/login')).toBe(false);
  });
});
