// The built client must run under the server's Content-Security-Policy (runtime/server/security):
// `script-src 'self'` (no inline script but the pages' hashed one, no eval), `script-src-attr 'none'` (no onclick=…) and
// `style-src 'self'` (no <style> block or style="…" in the pages). Run by the `budgets` step of
// tests/run-all.mjs after `node cli/bin.mjs build`; BUDGET_CLIENT_DIR checks another build folder.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT, RENDERED_CONSOLE_PAGE } from '../../runtime/core/pages/index.ts';
import { contentSecurityPolicy } from '../../runtime/server/security/index.ts';
import { PAGE_SCRIPT_HASH } from '../../runtime/server/static/index.ts';
import { readClientBuild } from './bundleGraph.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The pages that paint from HTML: their sheets are inlined. */
const PRERENDERED = ['login.html', RENDERED_CONSOLE_PAGE];
/** The pages whose one inline script is the hashed starter (index.html paints its frame first). */
const STARTED = [...PRERENDERED, 'index.html'];
const build = readClientBuild(root, process.env.BUDGET_CLIENT_DIR ?? 'dist/client');
const files = readdirSync(build.dir, { recursive: true, encoding: 'utf8' }).map((f) =>
  f.replaceAll('\\', '/'),
);
const pages = files.filter((f) => f.endsWith('.html'));
const scripts = files.filter((f) => f.endsWith('.js'));

describe('the build runs under the CSP', () => {
  it('has the two pages', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'login.html']));
  });

  it.each(pages)('%s loads scripts and styles from files only', (page) => {
    const html = build.text(page);
    const scriptTags = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    // The one exception: the login page's script, allowed by its hash. Data (`type="application/json"`:
    // the login page's list of scripts, the initial data the server inlines) is never run.
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual(STARTED.includes(page) ? [PAGE_SCRIPT] : []);
    for (const tag of scriptTags.filter((t) => t !== '<script>' && !/\stype="application\/json"/.test(t)))
      expect(tag, 'an inline <script> needs unsafe-inline').toMatch(/\ssrc=/);
    expect(html, 'an inline event handler needs unsafe-inline').not.toMatch(/\son[a-z]+\s*=/i);
    // The login page's sheets are inlined (each `<style>` allowed by its hash in the CSP the server
    // sends with the page; tests/server/static): each is its file, which the page's script links
    // after the first frame for no medium (the `styles` of its script list).
    if (PRERENDERED.includes(page)) {
      const inlined = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      const list = /<script type="application\/json" id="console-page-scripts">([^<]*)<\/script>/.exec(html);
      const { styles } = JSON.parse(list?.[1] ?? '{}') as { styles?: string[] };
      expect(inlined.length).toBeGreaterThan(0);
      expect(styles?.map((f) => build.text(f.slice(1)).trim())).toEqual(inlined);
      expect(html, 'no stylesheet is fetched before the first paint').not.toMatch(/<link rel="stylesheet"/);
    }
    const bare = PRERENDERED.includes(page) ? html.replace(/<style>[\s\S]*?<\/style>/g, '') : html;
    expect(bare, 'a <style> block needs unsafe-inline').not.toMatch(/<style\b/i);
    expect(html, 'a style attribute needs unsafe-inline').not.toMatch(/\sstyle\s*=/i);
    expect(html, 'javascript: URLs are scripts').not.toMatch(/javascript:/i);
  });

  it("the server's CSP allows the login page's script by its hash", () => {
    const csp = contentSecurityPolicy({ api: { baseUrl: '' }, server: { https: false } } as never);
    expect(csp['script-src']).toEqual(["'self'", PAGE_SCRIPT_HASH]);
  });

  it('no chunk evaluates strings as code (eval, new Function, string timers)', () => {
    const offenders = scripts.filter((file) =>
      /\beval\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\(\s*["'`]|set(?:Timeout|Interval)\s*\(\s*["'`]/.test(
        build.text(file),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
