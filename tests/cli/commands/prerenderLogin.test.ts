import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderConsolePage, prerenderLogin } from '../../../cli/commands/serverRenderBuild.ts';
import {
  CONSOLE_FRAME_MARKER,
  CONSOLE_MARKUP_MARKER,
  INITIAL_DATA_MARKER,
  LOGIN_MARKUP_MARKER,
  PAGE_SCRIPT,
  PAGE_SCRIPT_MARKER,
  PAGE_SCRIPTS_ID,
  RENDERED_CONSOLE_PAGE,
  type ServerRenderModule,
} from '../../../runtime/core/pages/index.ts';

// The login page as `console build` finishes it, for each place the build's files load from
// (Vite's `base`: app.basePath, or app.assetsBaseUrl's CDN).

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const render: ServerRenderModule = {
  renderLoginPage: () => ({ html: '<form>로그인</form>', title: '로그인 | 관리 콘솔' }),
  renderConsolePage: async () => undefined,
  renderPageFrame: () => '<div id="console-frame" class="c-frame" aria-hidden="true">관리 콘솔</div>',
};

function builtLoginPage(base: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-prerender-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'shared-1.css'), '.c-login{color:red}');
  writeFileSync(
    join(dir, 'login.html'),
    `<!doctype html><html><head><title>로그인</title>${PAGE_SCRIPT_MARKER}` +
      `<script type="module" crossorigin src="${base}assets/login-1.js"></script>` +
      `<link rel="modulepreload" crossorigin href="${base}assets/vendor-1.js">` +
      `<link rel="stylesheet" crossorigin href="${base}assets/shared-1.css">` +
      `</head><body><div id="app">${LOGIN_MARKUP_MARKER}</div></body></html>`,
  );
  prerenderLogin(render, dir, base);
  return readFileSync(join(dir, 'login.html'), 'utf8');
}

function scriptsOf(page: string): unknown {
  const m = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`).exec(page);
  return JSON.parse(m?.[1] ?? 'null');
}

describe('prerenderLogin', () => {
  it.each(['/', '/admin/', 'https://cdn.example.com/console/'])(
    'inlines the sheets and lists the scripts loaded from %s',
    (base) => {
      const page = builtLoginPage(base);
      expect(page).toContain('<form>로그인</form>');
      expect(page).toContain('<style>.c-login{color:red}</style>');
      expect(page).toContain('<title>로그인 | 관리 콘솔</title>');
      expect(page).not.toContain('<link rel="stylesheet"');
      expect(scriptsOf(page)).toEqual({
        module: `${base}assets/login-1.js`,
        preload: [`${base}assets/vendor-1.js`],
        styles: [`${base}assets/shared-1.css`],
      });
    },
  );
});

describe('prerenderConsolePage', () => {
  function builtIndex() {
    const dir = mkdtempSync(join(tmpdir(), 'console-prerender-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'shared-1.css'), '.c-shell{color:blue}');
    const index =
      `<!doctype html><html><head><title>관리 콘솔</title>${PAGE_SCRIPT_MARKER}` +
      '<script type="module" crossorigin src="/admin/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/admin/assets/vendor-1.js">' +
      '<link rel="stylesheet" crossorigin href="/admin/assets/shared-1.css">' +
      `</head><body>${CONSOLE_FRAME_MARKER}<div id="app">${CONSOLE_MARKUP_MARKER}</div>${INITIAL_DATA_MARKER}</body></html>`;
    writeFileSync(join(dir, 'index.html'), index);
    prerenderConsolePage(render, dir, '/admin/');
    return dir;
  }

  it('writes the page of rendered screens: sheets inlined, scripts started after the first paint, markers kept', () => {
    const page = readFileSync(join(builtIndex(), RENDERED_CONSOLE_PAGE), 'utf8');
    expect(page).toContain('<style>.c-shell{color:blue}</style>');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page).toContain(`<script>${PAGE_SCRIPT}</script>`);
    // The list comes first: the script reads it as it runs.
    expect(page.indexOf(PAGE_SCRIPTS_ID)).toBeLessThan(page.indexOf(`<script>${PAGE_SCRIPT}`));
    expect(scriptsOf(page)).toEqual({
      module: '/admin/assets/index-1.js',
      preload: ['/admin/assets/vendor-1.js'],
      styles: ['/admin/assets/shared-1.css'],
    });
    // No frame: the rendered screen paints instead.
    expect(page).toContain(`<body><div id="app">${CONSOLE_MARKUP_MARKER}</div>${INITIAL_DATA_MARKER}`);
  });

  it('writes index.html with its frame before #app and its scripts started by the page script, sheets linked', () => {
    const page = readFileSync(join(builtIndex(), 'index.html'), 'utf8');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/admin/assets/shared-1.css">');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain(`<script>${PAGE_SCRIPT}</script>`);
    // The list comes first: the script reads it as it runs.
    expect(page.indexOf(PAGE_SCRIPTS_ID)).toBeLessThan(page.indexOf(`<script>${PAGE_SCRIPT}`));
    expect(scriptsOf(page)).toEqual({
      module: '/admin/assets/index-1.js',
      preload: ['/admin/assets/vendor-1.js'],
      styles: [],
      // The store a tab's session is looked for in (auth.jwt.storage), for its frame.
      session: 'session',
    });
    expect(page).toContain(
      `<body><div id="console-frame" class="c-frame" aria-hidden="true">관리 콘솔</div><div id="app">${CONSOLE_MARKUP_MARKER}</div>${INITIAL_DATA_MARKER}`,
    );
  });
});
