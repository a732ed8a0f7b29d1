import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSOLE_MARKUP_MARKER,
  INITIAL_DATA_MARKER,
  PAGE_SCRIPT,
  PAGE_SCRIPTS_ID,
  RENDERED_CONSOLE_PAGE,
  serverRenderFile,
} from '../../../runtime/core/pages/index.ts';
import { caughtUp } from '../../../runtime/server/cache/index.ts';
import { menus } from '../../../runtime/server/db/index.ts';
import { makeClientDir } from '../clientDirFixture.ts';
import { fileTestDatabase } from '../support/fileTestDatabase.ts';
import { createTestApp } from '../support/testDatabase.ts';

// The console page comes with a public screen rendered into it by the build's render
// (serverRender.cjs beside the client folder), which the browser hydrates. Here the render is a
// stand-in module that says what it was asked; the real one is exercised by the e2e suite.

const INDEX = `<!doctype html><html lang="ko"><head><title>관리 콘솔</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-2.js"></head><body><div id="app">${CONSOLE_MARKUP_MARKER}</div>${INITIAL_DATA_MARKER}</body></html>`;

/** The stand-in render: public `/docs/forms` (with a menu name from the data), others not. */
const RENDER = `
let calls = [];
exports.calls = calls;
exports.renderLoginPage = () => ({ html: '', title: '' });
exports.renderConsolePage = async (url, data) => {
  calls.push(url);
  const body = JSON.parse(data).body;
  if (url === '/docs/broken') throw new Error('window is not defined');
  if (url === '/docs/slow') return new Promise(() => {});
  if (url !== '/docs/forms') return undefined;
  return { html: '<main><h1>입력 폼</h1><p>' + body.menus[0].mnuNm + '</p></main>', title: '입력 폼 <1> | 관리 콘솔' };
};
`;

// One database for the file, a new app over it per test: no test depends on data another changed
// (renaming the menus is checked against what it renamed).
const db = fileTestDatabase();

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function setup(render: string | null = RENDER) {
  const f = makeClientDir();
  cleanups.push(f.cleanup);
  writeFileSync(join(f.clientDir, 'index.html'), INDEX);
  const screens = ['/docs/forms', '/docs/broken', '/docs/slow', '/'].map((path) => ({
    path,
    assets: { js: [`assets${path.replaceAll('/', '-')}.js`], css: [] },
  }));
  writeFileSync(join(f.clientDir, 'build-meta.json'), JSON.stringify({ buildId: 'b1', screens }));
  const file = serverRenderFile(f.clientDir);
  if (render !== null) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, render);
  }
  const t = await createTestApp({ clientDir: f.clientDir, database: db() });
  cleanups.push(t.close);
  return { ...t, clientDir: f.clientDir, file };
}

const app$ = (html: string) => /<div id="app"(?: inert)?>([\s\S]*?)<\/div><script/.exec(html)?.[1];

describe('the console page with a public screen rendered on the server', () => {
  it('writes the rendered screen and its title into the page, with the data it was rendered with', async () => {
    const { app, database } = await setup();
    const [menu] = await database.db.select().from(menus).limit(1);
    const res = await app.inject({
      method: 'GET',
      url: '/docs/forms',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(app$(res.body)).toBe(`<main><h1>입력 폼</h1><p>${menu?.mnuNm}</p></main>`);
    // The title is text: escaped.
    expect(res.body).toContain('<title>입력 폼 &lt;1&gt; | 관리 콘솔</title>');
    expect(res.body).toContain('id="console-initial-data"');
    // Shown, but taking no input until the page's scripts have taken it over (they lift `inert`).
    expect(res.body).toContain('<div id="app" inert><main>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('sends a rendered screen in the build’s page for rendered screens (sheets inlined, scripts after the first frame); the others in index.html', async () => {
    const { app, clientDir } = await setup();
    writeFileSync(
      join(clientDir, RENDERED_CONSOLE_PAGE),
      INDEX.replace(
        /<script type="module"[^>]*><\/script><link rel="modulepreload"[^>]*>/,
        `<style>.c-shell{color:blue}</style><script>${PAGE_SCRIPT}</script><script type="application/json" id="${PAGE_SCRIPTS_ID}">{}</script>`,
      ),
    );
    const rendered = await app.inject({
      method: 'GET',
      url: '/docs/forms',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(rendered.body).toContain('<div id="app" inert><main><h1>입력 폼</h1>');
    expect(rendered.body).not.toContain('<script type="module"');
    expect(rendered.body).toContain(`id="${PAGE_SCRIPTS_ID}"`);
    expect(rendered.body).toContain('id="console-initial-data"');
    // Its inlined sheet is allowed by its hash.
    const sheetHash = createHash('sha256').update('.c-shell{color:blue}').digest('base64');
    expect(rendered.headers['content-security-policy']).toContain(`'sha256-${sheetHash}'`);
    const other = await app.inject({ method: 'GET', url: '/' });
    expect(other.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(other.body).not.toContain(PAGE_SCRIPTS_ID);
  });

  it('leaves the page to the browser for a screen that is not public, asked with a query or a trailing slash, or on an unknown path', async () => {
    const { app } = await setup();
    for (const url of ['/', '/docs/forms?tab=2', '/docs/forms/', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(app$(res.body), url).toBe(CONSOLE_MARKUP_MARKER);
      expect(res.body, url).toContain('<title>관리 콘솔</title>');
      // Drawn by its scripts, with nothing to hold back.
      expect(res.body, url).toContain(`<div id="app">${CONSOLE_MARKUP_MARKER}</div>`);
    }
  });

  it('renders a screen once per data: later requests get the kept page, a menu change renders again', async () => {
    const { app, database, file } = await setup();
    const calls = () =>
      (createRequire(import.meta.url)(file) as { calls: string[] }).calls.filter((u) => u === '/docs/forms')
        .length;
    const first = await app.inject({ method: 'GET', url: '/docs/forms' });
    const again = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/docs/forms' })));
    expect(calls()).toBe(1);
    for (const r of again) expect(r.body).toBe(first.body);
    const notModified = await app.inject({
      method: 'GET',
      url: '/docs/forms',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);

    await database.db.update(menus).set({ mnuNm: '새 메뉴 이름' });
    await caughtUp(database.db);
    const renamed = await app.inject({ method: 'GET', url: '/docs/forms' });
    expect(app$(renamed.body)).toContain('<p>새 메뉴 이름</p>');
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    expect(calls()).toBe(2);
  });

  it('sends the kept page compressed as asked (br, gzip), the same page as identity', async () => {
    const { app } = await setup();
    const plain = await app.inject({
      method: 'GET',
      url: '/docs/forms',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({
      method: 'GET',
      url: '/docs/forms',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({
      method: 'GET',
      url: '/docs/forms',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('serves the page unrendered when the render fails, and when it is too slow', async () => {
    const { app } = await setup();
    const broken = await app.inject({ method: 'GET', url: '/docs/broken' });
    expect(broken.statusCode).toBe(200);
    expect(app$(broken.body)).toBe(CONSOLE_MARKUP_MARKER);
    const started = performance.now();
    const slow = await app.inject({ method: 'GET', url: '/docs/slow' });
    expect(slow.statusCode).toBe(200);
    expect(app$(slow.body)).toBe(CONSOLE_MARKUP_MARKER);
    expect(performance.now() - started).toBeLessThan(5000);
    // Other screens still render.
    expect(app$((await app.inject({ method: 'GET', url: '/docs/forms' })).body)).toContain(
      '<h1>입력 폼</h1>',
    );
  });

  it('serves the page unrendered without a render file, or with one that does not load', async () => {
    for (const render of [null, 'throw new Error("broken build")', 'exports.nothing = 1;']) {
      const { app } = await setup(render);
      const res = await app.inject({ method: 'GET', url: '/docs/forms' });
      expect(res.statusCode).toBe(200);
      expect(app$(res.body)).toBe(CONSOLE_MARKUP_MARKER);
    }
  });

  it('renders with a new build of the render as soon as it is written', async () => {
    const { app, file } = await setup();
    const before = await app.inject({ method: 'GET', url: '/docs/forms' });
    writeFileSync(file, RENDER.replace('<h1>입력 폼</h1>', '<h1>입력 폼 (새 빌드)</h1>'));
    const after = await app.inject({ method: 'GET', url: '/docs/forms' });
    expect(app$(after.body)).toContain('<h1>입력 폼 (새 빌드)</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
