import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { loginAt } from './support/login.ts';

// Every table grid of the example on a phone (390 px): a grid with row actions is a card list (its
// key column as each card's title, the actions beside it); any other either fits or scrolls inside
// itself with its first column pinned and a shadow on the side that has more. The page itself never
// scrolls sideways, and no row is taller than a line of its content needs.
const root = join(import.meta.dirname, '../..');
/** Whether a manifest (or a part of it) holds a grid shown as a table (the default view). */
const hasTableGrid = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(hasTableGrid)
    : !!value &&
      typeof value === 'object' &&
      (((value as { type?: unknown }).type === 'grid' &&
        ((value as { view?: unknown }).view ?? 'table') === 'table') ||
        Object.values(value).some(hasTableGrid));
const tableGridScreens = readdirSync(join(root, 'screens'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.screen.yaml'))
  .filter((f) =>
    hasTableGrid((parse(readFileSync(join(root, 'screens', f), 'utf8')) as { body?: unknown }).body),
  )
  .map((f) => `/${f.replace(/\.screen\.yaml$/, '').replace(/(^|\/)index$/, '')}`)
  .filter((p) => p !== '/' && !p.includes(' '))
  .sort();

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

test('every table grid of the example reads on a phone: cards, or a pinned key column with an edge hint', async ({
  page,
}) => {
  expect(tableGridScreens.length).toBeGreaterThan(15);
  await loginAt(page, 'admin', '/pubs/SY/users');
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      for (const g of document.querySelectorAll('.c-grid')) g.setAttribute('data-parsed', '');
    }),
  );
  const seen: string[] = [];
  for (const path of tableGridScreens) {
    await page.goto(path);
    // A public screen comes rendered by the server as nobody sees it: measure the grids this tab's
    // scripts draw over it (the edge hint is theirs), not the parsed ones.
    await expect(page.locator('.c-grid[data-parsed]')).toHaveCount(0);
    const grids = page.locator('.c-grid');
    if ((await grids.count()) === 0) {
      // A grid in a popup or behind a tab: not on screen until opened.
      await page.waitForTimeout(300);
      if ((await grids.count()) === 0) continue;
    }
    await expect(
      page.locator('.c-grid__body [aria-busy="true"], .c-grid-block[aria-busy="true"]'),
    ).toHaveCount(0);
    const report = await page.evaluate(() => ({
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth + 1,
      grids: [...document.querySelectorAll('.c-grid')].map((grid) => {
        const body = grid.querySelector('.c-grid__body') as HTMLElement;
        const cards = grid.querySelector('.c-grid__cards');
        const scroll = grid.querySelector('.c-grid__scroll') as HTMLElement | null;
        const firstCell = grid.querySelector('tbody tr:not(.c-grid__spacer) > td') as HTMLElement | null;
        const rows = [...grid.querySelectorAll('tbody tr:not(.c-grid__spacer)')]
          .filter((r) => !r.querySelector('.c-grid__empty'))
          .map((r) => r.getBoundingClientRect().height);
        return {
          cards: cards
            ? [...cards.querySelectorAll('.c-grid__card-title')].every((t) => t.textContent?.trim())
            : null,
          overflows: scroll ? scroll.scrollWidth > scroll.clientWidth + 1 : false,
          hint: body.classList.contains('has-more-right'),
          pinned: firstCell ? getComputedStyle(firstCell).position === 'sticky' : true,
          tallest: Math.max(0, ...rows),
        };
      }),
    }));
    expect(report.pageScrolls, `${path}: the page scrolls sideways`).toBe(false);
    for (const g of report.grids) {
      if (g.cards !== null) {
        expect(g.cards, `${path}: a card without its key column`).toBe(true);
        continue;
      }
      if (g.overflows) {
        expect(g.hint, `${path}: a table wider than the phone without the edge hint`).toBe(true);
        expect(g.pinned, `${path}: the key column is not pinned`).toBe(true);
      }
      expect(g.tallest, `${path}: a row taller than its content needs`).toBeLessThan(90);
    }
    seen.push(path);
  }
  expect(seen.length).toBeGreaterThan(10);
});
