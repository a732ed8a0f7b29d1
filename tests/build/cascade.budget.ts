// The stylesheets live beside their components (ui/**/*.css), so a page's cascade is the order in
// which the build links them. Where two sheets style one element with equal specificity, the later
// one must stay later. Run by the `budgets` step after `node cli/bin.mjs build`; BUDGET_CLIENT_DIR
// checks another build folder.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readClientBuild } from './bundleGraph.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const build = readClientBuild(root, process.env.BUDGET_CLIENT_DIR ?? 'dist/client');

/** The CSS a page links or inlines (the login page) in its head, in document order. */
function linkedCss(page: string): string {
  const sheets = [
    ...build
      .text(page)
      .matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"|<style>([\s\S]*?)<\/style>/g),
  ];
  return sheets.map((m) => m[2] ?? build.text(m[1]!)).join('\n');
}

/** Where a top-level rule with exactly this selector starts in minified CSS (-1 when absent). */
function ruleAt(css: string, selector: string): number {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\>]/g, '\\$&');
  return css.search(new RegExp(`(?:^|[};])${escaped}\\{`));
}

/** [earlier, later]: rules of two sheets that meet on one element with equal specificity. */
const BOTH_PAGES: [string, string][] = [
  ['.c-heading--2', '.c-screen>*+*'], // base.css, screen/blocks.css: the screen's spacing wins
  ['.c-steps', '.c-screen>*+*'], // kit.css, screen/blocks.css: a steps block directly on a screen
  ['.c-overlay', '.c-overlay--dialog'], // dialog.css: the dialog's layer over the overlay's
];
const CONSOLE: [string, string][] = [
  ['.c-btn', '.c-header__account'], // kit.css, layout/layout.css: the header's user menu is a button
  [':focus-visible', '.c-tree__group'], // base.css, menu/menu.css: the tree's group draws its own focus
];

describe('the cascade of the split stylesheets', () => {
  it.each([
    ['login.html', BOTH_PAGES],
    ['index.html', [...BOTH_PAGES, ...CONSOLE]],
  ] as const)('%s links the sheets whose rules meet in their order', (page, pairs) => {
    const css = linkedCss(page);
    const problems: string[] = [];
    for (const [earlier, later] of pairs) {
      const a = ruleAt(css, earlier);
      const b = ruleAt(css, later);
      if (a < 0 || b < 0) problems.push(`${earlier} or ${later} is not in the CSS ${page} links`);
      else if (a > b) problems.push(`${later} comes before ${earlier}`);
    }
    expect(problems).toEqual([]);
  });

  it('the date fields and the grid bring their sheets with the screens that use them, after the kit', () => {
    for (const page of ['login.html', 'index.html']) {
      const css = linkedCss(page);
      expect(ruleAt(css, '.c-input'), `${page} links the kit`).toBeGreaterThanOrEqual(0);
      expect(ruleAt(css, '.c-date__input'), `${page} links no date field sheet`).toBe(-1);
      expect(ruleAt(css, '.c-grid'), `${page} links no grid sheet`).toBe(-1);
    }
  });
});
