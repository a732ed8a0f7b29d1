import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, settle } from './support/axe.ts';
import { loginAs, openUserMenuItem, userMenu } from './support/login.ts';
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

// The shell at desktop and phone widths: the README's screenshots (login, the dashboard, a grid
// screen, a form, a popup, the 화면 설정 drawer, and at phone width the menu drawer), attached to the report and, with
// CONSOLE_SCREENSHOTS=<folder> (`npm run screenshots` writes docs/images), kept there; axe on each,
// and at desktop width on two side-layout screens (마이페이지, 포인트 조회) too.
const keepIn = process.env.CONSOLE_SCREENSHOTS;
for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`the shell at ${width} px: screenshots and no serious or critical violation`, async ({
    page,
  }, testInfo) => {
    // Seven pages, each with a screenshot and an axe run: on a busy 2-core machine that is more than
    // the default 30 s.
    test.slow();
    await page.setViewportSize({ width, height });
    const shoot = async (name: string, label: string, fullPage = width > 500) => {
      const file = testInfo.outputPath(`shell-${name}-${width}.png`);
      // The loading bar fades out after the last call: a picture without it.
      await expect(page.locator('.c-loading-bar.is-visible')).toHaveCount(0);
      await expect
        .poll(() => page.locator('.c-loading-bar').evaluate((bar) => getComputedStyle(bar).opacity))
        .toBe('0');
      await page.screenshot({ path: file, fullPage });
      await testInfo.attach(`${label} at ${width} px`, { path: file, contentType: 'image/png' });
      if (keepIn) copyFileSync(file, join(keepIn, `${name}-${width}.png`));
      await expectAccessible(page, `${label} at ${width} px`);
    };
    await page.goto('/login');
    await settle(page, '로그인');
    await shoot('login', '/login', false);
    await loginAs(page, 'admin');
    // heading: what to wait for (none: until the page's requests settle); sideMenu: the side layout's
    // menu must show (desktop only: a phone has it in the drawer).
    type Shot = { name: string; path: string; heading: string; screenshot: boolean; sideMenu?: true };
    const shots: Shot[] = [
      { name: 'dashboard', path: '/', heading: '대시보드', screenshot: true },
      { name: 'grid', path: '/ops/members', heading: '회원 관리', screenshot: true },
      { name: 'form', path: '/pubs/SY/config', heading: '시스템 설정', screenshot: true },
      ...(width >= 1280
        ? ([
            {
              name: 'side-screen',
              path: '/pubs/MP/UI_FU_0016',
              heading: '마이페이지',
              screenshot: false,
              sideMenu: true,
            },
            {
              name: 'side-layout-points',
              path: '/pubs/MP/PI/UI_FU_0019',
              heading: '포인트 조회',
              screenshot: false,
              sideMenu: true,
            },
          ] as const)
        : []),
    ];
    for (const { name, path, heading, screenshot, sideMenu } of shots) {
      await page.goto(path);
      await expect(userMenu(page)).toBeVisible();
      await settle(page, heading);
      if (name === 'dashboard') await expect(page.locator('.c-chart canvas')).toHaveCount(2);
      if (sideMenu) await expect(page.getByRole('navigation', { name: '메뉴', exact: true })).toBeVisible();
      if (screenshot) await shoot(name, path);
      else await expectAccessible(page, `${path} at ${width} px`);
    }
    // A popup: a member's detail over 회원 관리.
    await page.goto('/ops/members');
    await settle(page, '회원 관리');
    await page.getByRole('button', { name: '상세 보기' }).first().click();
    const popup = page.getByRole('dialog', { name: '회원 정보' });
    await expect(popup.getByText('@example.com')).toBeVisible();
    await waitForQuiet(page);
    await shoot('popup', '회원 정보 popup', false);
    await page.keyboard.press('Escape');
    // 화면 설정: the drawer of the user menu.
    await openUserMenuItem(page, '화면 설정');
    await expect(page.getByRole('dialog', { name: '화면 설정' })).toBeVisible();
    await shoot('settings', '화면 설정 drawer', false);
    await page.keyboard.press('Escape');
    if (width < 960) {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await expect(page.getByRole('dialog', { name: '메뉴' })).toBeVisible();
      await shoot('drawer', 'menu drawer', false);
    }
  });
}
