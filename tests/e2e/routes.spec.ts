import { expect, type Page, test } from '@playwright/test';
import { escapeRegExp, loadScreens, type ScreenCase } from './support/screens.ts';

// One test per screen manifest: the route either renders the screen (its title as the h1 and in
// document.title) or, for a screen that needs a login, sends the browser to /login?rtnUrl=<route>.
const screens = loadScreens();

// No login, nothing written: the route checks spread over both workers instead of holding one.
test.describe.configure({ mode: 'parallel' });

test('there are screen manifests to check', () => {
  expect(screens.length, 'screens/**/*.screen.yaml').toBeGreaterThan(0);
});

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

test.describe('screen routes', () => {
  for (const screen of screens) {
    const expected = screen.auth === false ? 'the screen' : 'the screen or the login page';
    test(`${screen.route} shows ${expected} (${screen.title})`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));

      await page.goto(screen.route);
      const accepted = screen.auth === false ? /^rendered$/ : /^(rendered|login)$/;
      let last = '';
      await expect
        .poll(
          async () => {
            last = await outcome(page, screen);
            return last;
          },
          {
            message: `${screen.route} (screens/${screen.file}): expected h1 "${screen.title}"${
              screen.auth === false
                ? ''
                : ` or /login?rtnUrl=${encodeURIComponent(screen.route)} with h1 "로그인"`
            }`,
          },
        )
        .toMatch(accepted);

      if (last === 'rendered') {
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(screen.title)));
      }
      // Uncaught errors are not failures here (a screen may call APIs with no data behind them), but keep them.
      for (const message of pageErrors)
        test.info().annotations.push({ type: 'pageerror', description: message });
    });
  }
});
