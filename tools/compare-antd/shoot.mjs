// Takes index.html at 1440 and 390 px with the console's Playwright and Chromium (CHROMIUM_PATH, as
// the e2e suite), into docs/images/antd-members-{width}.png beside the console's own pictures.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const { chromium } = createRequire(here('../../package.json'))('playwright');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const [width, height] of [
  [1440, 900],
  [390, 844],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(pathToFileURL(here('index.html')).href);
  await page.getByText('M100001').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: here(`../../docs/images/antd-members-${width}.png`), fullPage: width > 500 });
  await page.close();
}
await browser.close();
