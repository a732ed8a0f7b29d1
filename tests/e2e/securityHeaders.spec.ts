import { expect, type Page, test } from '@playwright/test';
import { dialog, submitLogin, userMenu } from './support/login.ts';

// Every page and asset carries the security headers, and the built console runs under its
// Content-Security-Policy (no inline script, no eval): logging in raises no violation.

const HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  expect(headers, what).toMatchObject(HEADERS);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("connect-src 'self'");
  expect(csp, what).not.toContain("'unsafe-inline'");
  expect(csp, what).not.toContain("'unsafe-eval'");
  // The e2e servers speak plain HTTP (server.https off): no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** Collects every `securitypolicyviolation` the page fires, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return violations;
}

test('/login and / answer with the security headers', async ({ request }) => {
  for (const path of ['/login', '/']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectSecurityHeaders(res.headers(), path);
  }
});

test('logging in raises no CSP violation, and the scripts come with the headers too', async ({ page }) => {
  const violations = await recordViolations(page);
  const script = page.waitForResponse((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.url()).pathname));
  await page.goto('/login');
  expectSecurityHeaders((await script).headers(), 'a script asset');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  // oldpw logs in through a dialog (the password-age recommendation), more of the UI than admin's.
  await submitLogin(page, 'oldpw');
  await expect(dialog(page)).toContainText(/비밀번호를 변경한 지 \d+일이 지났습니다/);
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(userMenu(page)).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  expect(violations).toEqual([]);
});
