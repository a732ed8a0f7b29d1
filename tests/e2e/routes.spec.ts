import { expect, type Page, test } from '@playwright/test';
import { escapeRegExp, loadScreens, type ScreenCase } from './support/screens.ts';

// One test per screen manifest: the route either renders the screen (its title as the h1 and in
// document.title) or, for a screen that needs a login, sends the browser to /login?rtnUrl=<route>.
const screens = loadScreens();

test('there are screen manifests to check', () => {
  expect(screens.length, 'screens/**/*.screen.yaml').toBeGreaterThan(0);
});

/** Every route is checked even after one fails; the test fails listing each. */
const softly = expect.configure({ soft: true });

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Where the page stands: `rendered`, `login`, or a description of what it shows (for the failure message). */
async function outcome(page: Page, screen: ScreenCase): Promise<string> {
  const url = new URL(page.url());
  const h1s = (await page.locator('h1').allInnerTexts()).map(normalize);
  if (h1s.includes(normalize(screen.title))) return 'rendered';
  if (
    screen.auth !== false &&
    url.pathname === '/login' &&
    url.searchParams.get('rtnUrl') === screen.route &&
    h1s.includes('로그인')
  ) {
    return 'login';
  }
  return `neither: url=${url.pathname}${url.search} h1=${JSON.stringify(h1s)}`;
}

// One page visits every route in turn (a step each, every failure reported): a new page costs this
// machine's Chromium about a second of CPU, more than loading a screen in one already open. The
// browser is logged out throughout, so one route cannot leave anything behind for the next.
test('every screen route shows its screen or the login page', async ({ page }) => {
  test.setTimeout(20_000 + screens.length * 4_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(`${page.url()}: ${e.message}`));
  for (const screen of screens) {
    const expected = screen.auth === false ? 'the screen' : 'the screen or the login page';
    await test.step(`${screen.route} shows ${expected} (${screen.title})`, async () => {
      await page.goto(screen.route);
      const accepted = screen.auth === false ? /^rendered$/ : /^(rendered|login)$/;
      let last = '';
      await softly
        .poll(
          async () => {
            last = await outcome(page, screen);
            return last;
          },
          {
            intervals: [50, 100, 250, 500],
            message: `${screen.route} (screens/${screen.file}): expected h1 "${screen.title}"${
              screen.auth === false
                ? ''
                : ` or /login?rtnUrl=${encodeURIComponent(screen.route)} with h1 "로그인"`
            }`,
          },
        )
        .toMatch(accepted);
      if (last === 'rendered') {
        await softly(page).toHaveTitle(new RegExp(escapeRegExp(screen.title)));
      }
    });
  }
  // Uncaught errors are not failures here (a screen may call APIs with no data behind them), but keep them.
  for (const message of pageErrors) test.info().annotations.push({ type: 'pageerror', description: message });
});
