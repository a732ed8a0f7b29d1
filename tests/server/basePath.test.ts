import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileGroups } from '../../runtime/server/db/index.ts';
import { type ClientDirFixture, makeClientDir } from './clientDirFixture.ts';
import { loginAs } from './support/loginAs.ts';
import { createTestApp, type TestApp } from './support/testDatabase.ts';

// app.basePath (`/admin/`): every route, file and page of the server under it, nothing outside it;
// the preload links and the upload addresses it writes are under it; app.assetsBaseUrl moves the
// build's files to a CDN the security policy allows.

const SCREEN = { path: '/pubs/SY/users', assets: { js: ['assets/app-abc123.js'], css: [] } };

let fixture: ClientDirFixture;
let t: TestApp;
let dataDir: string;
const savedDataDir = process.env.CONSOLE_DATA_DIR;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-base-path-'));
  process.env.CONSOLE_DATA_DIR = dataDir;
  fixture = makeClientDir({ buildMeta: { buildId: 'b1', screens: [SCREEN] } });
  writeFileSync(join(fixture.clientDir, 'latest.json'), '{"buildId":"b1"}\n');
  t = await createTestApp({ config: { app: { basePath: '/admin/' } }, clientDir: fixture.clientDir });
  await t.database.db
    .insert(fileGroups)
    .values({ fileGrpId: 'NOTES', fileGrpNm: '메모', accept: '.txt', maxSizeBytes: 1024 });
});
afterAll(async () => {
  await t?.close();
  fixture?.cleanup();
  if (savedDataDir === undefined) delete process.env.CONSOLE_DATA_DIR;
  else process.env.CONSOLE_DATA_DIR = savedDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('app.basePath /admin/', () => {
  it('serves the API, the files and the pages under the base path', async () => {
    expect((await get('/admin/api/health')).json()).toMatchObject({ resultCode: '0000' });
    expect((await get('/admin/latest.json')).json()).toEqual({ buildId: 'b1' });
    expect((await get('/admin/assets/app-abc123.js')).statusCode).toBe(200);
    for (const page of ['/admin/', '/admin', '/admin/pubs/SY/users', '/admin/login?rtnUrl=%2Fpubs']) {
      const res = await get(page, { accept: 'text/html' });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type'], page).toMatch(/^text\/html/);
    }
  });

  it('answers 404 to everything outside it, whatever it would match there', async () => {
    for (const url of [
      '/',
      '/api/health',
      '/latest.json',
      '/assets/app-abc123.js',
      '/administration/',
      '/pubs/SY/users',
    ]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ resultCode: 'ustra.error.notFoundUrl' });
      // Still with the security headers every answer has.
      expect(res.headers['content-security-policy'], url).toBeDefined();
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { usrId: 'admin', usrPwd: 'x' },
    });
    expect(login.statusCode).toBe(404);
  });

  it("preloads a screen's chunk from under the base path", async () => {
    const res = await get('/admin/pubs/SY/users', { accept: 'text/html' });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/admin/assets/app-abc123.js">');
    expect(res.body).not.toContain('href="/assets/');
  });

  it('gives an upload an address under the base path, where it goes on', async () => {
    const staff = await loginAs(t.app, 'staff');
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/api/file/tus',
      headers: {
        ...staff,
        'tus-resumable': '1.0.0',
        'upload-length': '5',
        'upload-metadata': `filename ${Buffer.from('a.txt').toString('base64')},filetype ${Buffer.from('text/plain').toString('base64')},fileGrpId ${Buffer.from('NOTES').toString('base64')}`,
      },
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/admin\/api\/file\/tus\/[0-9a-f]{32}$/);
    const done = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...staff,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.from('hello'),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      resultCode: '0000',
      body: { fileMetaDatas: [{ orgFileNm: 'a.txt' }] },
    });
  });
});

describe('app.assetsBaseUrl', () => {
  it('preloads from the CDN and lets its scripts, sheets, fonts and images in', async () => {
    const cdn = await createTestApp({
      config: { app: { basePath: '/admin/', assetsBaseUrl: 'https://cdn.example.com/console/' } },
      clientDir: fixture.clientDir,
    });
    try {
      const res = await cdn.app.inject({
        method: 'GET',
        url: '/admin/pubs/SY/users',
        headers: { accept: 'text/html' },
      });
      expect(res.body).toContain(
        '<link rel="modulepreload" crossorigin href="https://cdn.example.com/console/assets/app-abc123.js">',
      );
      const csp = String(res.headers['content-security-policy']);
      for (const directive of ['script-src', 'style-src', 'font-src', 'img-src']) {
        expect(csp, directive).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.example\\.com(;| )`));
      }
      // Calls stay with the console server.
      expect(csp).not.toMatch(/connect-src [^;]*cdn\.example\.com/);
    } finally {
      await cdn.close();
    }
  });
});
