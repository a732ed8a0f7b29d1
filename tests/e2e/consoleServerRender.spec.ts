import { expect, type Page, test } from '@playwright/test';
import { STAGING_BASE_URL } from './support/baseUrl.ts';
import { holdScripts, problemsOf } from './support/interactive.ts';
import { loginAs, userMenu } from './support/login.ts';

// A public screen of the console page comes rendered by the server (the build's render,
// with the data the page inlines), and the browser takes that HTML over instead of drawing it again.

/** Marks the screen title the HTML parse made, so a later look can tell it from a redrawn one. */
async function markParsedTitle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const h1 = document.querySelector('main h1');
      if (document.readyState === 'interactive' && h1) h1.setAttribute('data-parsed', '');
    });
  });
}

test('the screen is in the HTML: it shows with JavaScript disabled, in the anonymous shell', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/docs/forms');
  await expect(page).toHaveTitle('입력 폼 | 관리 콘솔');
  await expect(page.getByRole('heading', { level: 1, name: '입력 폼' })).toBeVisible();
  await expect(page.getByLabel('이름', { exact: true })).toBeVisible();
  // The common-code options come from the data the page carries.
  await expect(page.locator('select[name="phonePrefix"] option')).not.toHaveCount(1);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  await context.close();
});

test('before its scripts run the screen shows but takes no input; then it does', async ({ page }) => {
  const { release } = await holdScripts(page);
  await page.goto('/docs/forms', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: '입력 폼' })).toBeVisible();
  await expect(page.locator('#app')).toHaveAttribute('inert', '');
  // Nothing typed now could be lost: the field cannot be focused.
  await page.getByLabel('별명', { exact: true }).evaluate((e: HTMLInputElement) => e.focus());
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('nickname');
  release();
  await expect(page.locator('#app')).not.toHaveAttribute('inert');
  await page.getByLabel('별명', { exact: true }).fill('가나다');
  await expect(page.getByText('6/20바이트')).toBeVisible();
});

for (const width of [1440, 390]) {
  test(`hydrated at ${width} px: the parsed screen is kept, works, and nothing is logged`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems = problemsOf(page);
    await markParsedTitle(page);
    await page.goto('/docs/forms');
    const name = page.getByLabel('이름', { exact: true });
    // Interactive: the byte counter under 별명 follows what is typed.
    await page.getByLabel('별명', { exact: true }).fill('가나다');
    await expect(page.getByText('6/20바이트')).toBeVisible();
    await name.fill('홍길동');
    await expect(name).toHaveValue('홍길동');
    // The title element the parser made is the one on screen: taken over, not drawn again.
    await expect(page.locator('main h1[data-parsed]')).toHaveText('입력 폼');
    expect(problems).toEqual([]);
  });
}

test('in tab mode (the staging profile) the browser draws the screen: its panes are the tab’s own', async ({
  page,
  request,
}) => {
  expect(await (await request.get(`${STAGING_BASE_URL}/docs/forms`)).text()).toContain(
    '<div id="app"><!--console:app--></div>',
  );
  const problems = problemsOf(page);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/ext/')) reads.push(r.url());
  });
  await page.goto(`${STAGING_BASE_URL}/docs/forms`);
  await page.getByLabel('별명', { exact: true }).fill('가나다');
  await expect(page.getByText('6/20바이트')).toBeVisible();
  // The pinned main tab (대시보드) is not drawn until it is shown: no read of its figures, which
  // would be refused 401 without a session.
  await expect(page.getByRole('tab', { name: '대시보드' })).toBeVisible();
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});

test('a tab with a session draws the screen in its shell over the server HTML, without errors', async ({
  page,
}) => {
  await loginAs(page, 'staff');
  const problems = problemsOf(page);
  await page.goto('/docs/forms');
  await expect(page.getByRole('heading', { level: 1, name: '입력 폼' })).toBeVisible();
  await expect(userMenu(page)).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a screen that needs a session is not rendered by the server', async ({ request }) => {
  const res = await request.get('/pubs/MP/UI_FU_0016');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<div id="app"><!--console:app--></div>');
});

test('navigating on from a hydrated screen works as from a drawn one', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/docs/forms');
  await expect(page.getByRole('heading', { level: 1, name: '입력 폼' })).toBeVisible();
  // In the app: the home screen needs a session, so the guard sends the visitor to the login page.
  await page.getByRole('link', { name: '관리 콘솔' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a logged-in reload paints the console header from the HTML before its scripts; the shell then replaces it', async ({
  page,
}) => {
  await loginAs(page, 'admin', '/login?rtnUrl=%2Fops%2Fmembers');
  const problems = problemsOf(page);
  const frame = page.locator('#console-frame');
  // Drawn by the scripts, no frame is left behind.
  await expect(frame).toHaveCount(0);
  const { release } = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  // The scripts are held: what shows is the HTML's frame, where the shell's header comes.
  await expect(frame).toBeVisible();
  // Styled (the page's sheets are render-blocking: it is never painted before they apply).
  await expect(frame).toHaveCSS('position', 'fixed');
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  await expect(frame.locator('.c-header__title')).toHaveText('관리 콘솔');
  const framed = await frame.locator('.c-header__title').boundingBox();
  release();
  await expect(page.getByRole('heading', { level: 1, name: '회원 관리' })).toBeVisible();
  await expect(frame).toHaveCount(0);
  // The header's title is where the frame painted it: nothing moved.
  expect(await page.locator('header.c-header .c-header__title').boundingBox()).toEqual(framed);
  expect(problems).toEqual([]);
});

test('a tab without a session shows no frame on its way to the login page', async ({ page }) => {
  const { release } = await holdScripts(page);
  await page.goto('/ops/members', { waitUntil: 'commit' });
  await expect(page.locator('#console-frame')).toBeAttached();
  await expect(page.locator('#console-frame')).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/login\?rtnUrl=/);
});
