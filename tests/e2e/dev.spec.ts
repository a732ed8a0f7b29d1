import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEV_BASE_URL, DEV_PROJECT_DIR } from './support/baseUrl.ts';
import { loginAs } from './support/login.ts';
import { waitForQuiet } from './support/quiet.ts';

// `console dev` over a copy of the project (tests/e2e/support/serveDev.mjs): the integrator's loop.
test.use({ baseURL: DEV_BASE_URL });
// The first page of a dev server waits for Vite to transform and pre-bundle the client.
test.setTimeout(120_000);

/** How long a saved manifest may take to show in the open page. */
const SAVE_TO_SCREEN_MS = 1_000;

const screenFile = (rel: string) => join(DEV_PROJECT_DIR, 'screens', rel);

test('console dev: the app starts, a saved manifest shows at once, a new manifest is a route with its menu that opens in the same session', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible({ timeout: 60_000 });
  await loginAs(page, 'admin');

  await page.goto('/pubs/MI/users');
  await expect(page.getByRole('heading', { level: 1, name: '계정 잠금 관리' })).toBeVisible({
    timeout: 30_000,
  });
  // Warm: the first reload of a dev server still transforms modules; the second is what a user sees.
  const file = screenFile('pubs/MI/users.screen.yaml');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace('title: 계정 잠금 관리', 'title: 계정 잠금 관리 (1)'));
  await expect(page.getByRole('heading', { level: 1, name: '계정 잠금 관리 (1)' })).toBeVisible({
    timeout: 15_000,
  });
  // Three saves, each timed from the write to the new title on screen; the median is held to the
  // budget (one save of three slowed by the rest of the suite on a busy 2-core machine is not the
  // dev loop being slow; two of three are).
  const times: number[] = [];
  for (const n of [2, 3, 4]) {
    await waitForQuiet(page);
    const saved = Date.now();
    writeFileSync(file, original.replace('title: 계정 잠금 관리', `title: 계정 잠금 관리 (${n})`));
    await expect(page.getByRole('heading', { level: 1, name: `계정 잠금 관리 (${n})` })).toBeVisible({
      timeout: 10_000,
    });
    times.push(Date.now() - saved);
  }
  const median = [...times].sort((a, b) => a - b)[1]!;
  console.log(
    `console dev: a saved title showed in ${times.join(', ')} ms (median ${median} ms, budget ${SAVE_TO_SCREEN_MS} ms)`,
  );
  expect(median).toBeLessThanOrEqual(SAVE_TO_SCREEN_MS);

  // The README tutorial's screen, saved while dev runs: a route, a menu and ADMIN's authority at once.
  mkdirSync(screenFile('pubs/XX/YY'), { recursive: true });
  writeFileSync(
    screenFile('pubs/XX/YY/UI_FU_9999.screen.yaml'),
    [
      'title: 메뉴 조회',
      'programId: SYSTEM_MENU',
      'body:',
      '  - type: grid',
      '    id: menus',
      '    title: 메뉴 목록',
      '    source: { api: menu.list }',
      '    columns:',
      '      - { key: mnuId, label: 메뉴 ID }',
      '      - { key: mnuNm, label: 메뉴명 }',
      '',
    ].join('\n'),
  );
  // The dev server reloads the open page for the new route and again once its menu exists; a goto
  // racing those reloads is interrupted, so note every navigation and wait for them to settle.
  let lastNavigation = Date.now();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) lastNavigation = Date.now();
  });
  // Its menu is added at once (the initial data lists it) ...
  await expect
    .poll(
      async () => {
        const res = await page.request.post('/api/system/initial-data');
        return (await res.text()).includes('/pubs/XX/YY/UI_FU_9999');
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
  await expect
    .poll(() => Date.now() - lastNavigation, { timeout: 30_000, intervals: [250] })
    .toBeGreaterThan(2_000);
  // ... and ADMIN's authority for it, which the session logged in before has on the next page load:
  // the screen opens without a new login (the guard reads the roles of now, not the login's).
  await page.goto('/pubs/XX/YY/UI_FU_9999');
  await expect(page.getByRole('heading', { level: 1, name: '메뉴 조회' })).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/pubs/XX/YY/UI_FU_9999');
  // The menu API answers the new screen (its menu holds the SYSTEM_MENU program, and ADMIN its
  // authority): the grid lists the menus, from 홈 on.
  await expect(page.getByRole('cell', { name: '홈', exact: true }).first()).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});
