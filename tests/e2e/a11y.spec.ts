import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Result } from 'axe-core';
import { loginAs } from './support/login.ts';
import { waitForQuiet } from './support/quiet.ts';

// Accessibility: axe-core finds no serious or critical WCAG 2.0/2.1 A/AA violation on the login
// page, the main page and a side-layout screen logged in as admin, and the forms documentation page.
// The logged-in pages need `admin`, and a login ends the user's other sessions: this file runs on its
// worker's own server (baseUrl.ts), where no other file logs in meanwhile.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One violation as a failure line: impact, rule, what to do, the help URL and each target selector. */
function describeViolation(v: Result): string {
  const targets = v.nodes.map((n) => `    - ${n.target.map(String).join(' ')}`);
  return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...targets].join('\n');
}

/** A rule axe could not decide (needs a look by hand): id, its first few targets and why (with colours). */
function briefly(r: Result): string {
  const targets = r.nodes.map((n) => {
    const data = n.any[0]?.data as
      | { messageKey?: string; fgColor?: string; bgColor?: string; contrastRatio?: number }
      | undefined;
    const colours = data?.fgColor ? `, ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}:1` : '';
    return `${n.target.map(String).join(' ')}${data?.messageKey ? ` (${data.messageKey}${colours})` : ''}`;
  });
  const more = targets.length > 5 ? ` (+${targets.length - 5} more)` : '';
  return `  ${r.id}: ${targets.slice(0, 5).join(' | ')}${more}`;
}

/** Runs axe with the WCAG 2.0/2.1 A and AA rules; fails listing every serious or critical violation. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const { violations, passes, incomplete } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const minor = violations.filter((v) => !FAILING_IMPACTS.has(v.impact ?? ''));
  if (minor.length) {
    process.stdout.write(
      `${label}: ${minor.length} minor/moderate axe finding(s) (not failing):\n${minor.map(describeViolation).join('\n')}\n`,
    );
  }
  process.stdout.write(
    `${label}: ${failing.length} serious/critical axe violation(s); ${passes.length} rules passed, ` +
      `${incomplete.length} to review by hand${incomplete.length ? `:\n${incomplete.map(briefly).join('\n')}` : ''}\n`,
  );
  expect(
    failing.length,
    `${label}: serious/critical accessibility violations (axe, ${WCAG_TAGS.join(', ')}):\n${failing
      .map(describeViolation)
      .join('\n')}\n`,
  ).toBe(0);
}

/** Waits until the route's screen has rendered and its requests have settled. */
async function settle(page: Page, heading: RegExp | string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await waitForQuiet(page);
}

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
