import { expect, test } from '@playwright/test';
import { expectAccessible, settle } from './support/axe.ts';
import { loginAs } from './support/login.ts';
import { waitForQuiet } from './support/quiet.ts';

// Accessibility: axe-core finds no serious or critical WCAG 2.0/2.1 A/AA violation on the login
// page, the main page and a side-layout screen logged in as admin, and the forms documentation page.
// The logged-in pages need `admin`, and a login ends the user's other sessions: this file runs on its
// worker's own server (baseUrl.ts), where no other file logs in meanwhile.

test.describe.configure({ mode: 'default' });

test('/login (logged out) has no serious or critical violation', async ({ page }) => {
  await page.goto('/login');
  await settle(page, '로그인');
  await expectAccessible(page, '/login');
});

test('/docs/forms (logged out) has no serious or critical violation', async ({ page }) => {
  await page.goto('/docs/forms');
  await settle(page, '입력 폼');
  await expectAccessible(page, '/docs/forms');
});

// The shell at desktop and phone widths, logged in as admin: screenshots of home, a side screen, a
// grid screen and the drawer, attached to the report, and axe on each; at desktop width also a
// second side-layout screen (포인트 조회), axe only. (Home and 포인트 조회 had a test of their own at
// Playwright's default 1280 px, the same layout class as 1440: merged here, one login fewer.)
for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`the shell at ${width} px: screenshots and no serious or critical violation`, async ({
    page,
  }, testInfo) => {
    // Three pages (four at phone width), each with a full-page screenshot and an axe run: on a busy
    // 2-core machine that is more than the default 30 s.
    test.slow();
    await page.setViewportSize({ width, height });
    await loginAs(page, 'admin');
    // heading: what to wait for (none: until the page's requests settle); sideMenu: the side layout's
    // menu must show (desktop only: a phone has it in the drawer).
    type Shot = { name: string; path: string; heading?: string; screenshot: boolean; sideMenu?: true };
    const shots: Shot[] = [
      { name: 'home', path: '/', screenshot: true },
      { name: 'side-screen', path: '/pubs/MP/UI_FU_0016', screenshot: true },
      { name: 'grid-screen', path: '/pubs/MI/UI_FU_0088', heading: '메뉴 관리', screenshot: true },
      ...(width >= 1280
        ? [
            {
              name: 'side-layout-points',
              path: '/pubs/MP/PI/UI_FU_0019',
              heading: '포인트 조회',
              screenshot: false,
              sideMenu: true,
            } as const,
          ]
        : []),
    ];
    for (const { name, path, heading, screenshot, sideMenu } of shots) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
      if (heading) await settle(page, heading);
      else await waitForQuiet(page);
      if (sideMenu) await expect(page.getByRole('navigation', { name: '메뉴', exact: true })).toBeVisible();
      if (screenshot) {
        const file = testInfo.outputPath(`shell-${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: width > 500 });
        await testInfo.attach(`${name} at ${width} px`, { path: file, contentType: 'image/png' });
      }
      await expectAccessible(page, `${path} at ${width} px`);
    }
    if (width < 960) {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await expect(page.getByRole('dialog', { name: '메뉴' })).toBeVisible();
      const file = testInfo.outputPath(`shell-drawer-${width}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`drawer at ${width} px`, { path: file, contentType: 'image/png' });
      await expectAccessible(page, `drawer at ${width} px`);
    }
  });
}
