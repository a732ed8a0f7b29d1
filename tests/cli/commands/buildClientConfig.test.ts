import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATED_DIR } from '../../../cli/compile/index.ts';
import { listFiles, read, removeTempProjects, run, tempProject, writeFiles } from '../support/project.ts';

afterAll(removeTempProjects);
afterEach(() => {
  vi.unstubAllEnvs();
});

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURE = join(ROOT, 'tests', 'fixtures', 'generator-project');

/** Server-only settings, each set to a value that must appear nowhere in what the browser gets. */
const MARKERS = Array.from({ length: 6 }, (_, i) => `SERVER_ONLY_MARKER_${i + 1}`);
/** How a marker is written where only a host name will do (the upstream's URL). */
const hostOf = (marker: string | undefined) => `${marker}`.toLowerCase().replace(/_/g, '-');
const CONFIG = `app:
  title: 테스트 콘솔
logging:
  name: ${MARKERS[0]}
  file:
    enabled: true
    dir: ${MARKERS[1]}
    datePattern: ${MARKERS[2]}
server:
  host: ${MARKERS[3]}
mobile:
  hybrid:
    # The bridge runs in the page: these go to the browser (nothing secret).
    userAgentPattern: HybridAgentForTheBrowser
upstreams:
  shop:
    url: http://${hostOf(MARKERS[4])}.invalid
management:
  codeGroups: [${MARKERS[5]}]
api:
  secret: yaml-secret-the-environment-overrides
`;
/** What CONSOLE_API_SECRET gives the build: the browser needs the server's api.secret. */
const ENV_SECRET = 'env-secret-0123456789abcdefghijklmnop';

/**
 * A copy of the project's client sources with the generator fixture's screens and `config`, and
 * node_modules linked: a real `console build` without touching the checkout's generated files.
 */
function clientProject(config: string): string {
  const root = tempProject();
  for (const dir of ['runtime/client', 'runtime/core', 'schemas', 'cli']) {
    cpSync(join(ROOT, dir), join(root, dir), {
      recursive: true,
      filter: (src) => !src.startsWith(join(ROOT, GENERATED_DIR)),
    });
  }
  for (const file of ['vite.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(join(ROOT, file), join(root, file));
  }
  cpSync(join(FIXTURE, 'screens'), join(root, 'screens'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  mkdirSync(join(root, 'dist'));
  writeFiles(root, { 'console.config.yaml': config });
  return root;
}

describe('console build: the browser gets a projection of the config', () => {
  it('keeps every server-only setting out of config.gen.ts and dist/client; api.secret comes from CONSOLE_API_SECRET', async () => {
    const root = clientProject(CONFIG);
    vi.stubEnv('CONSOLE_API_SECRET', ENV_SECRET);
    try {
      const r = await run(root, 'build', '--profile', 'local');
      expect(r.code, [...r.out, ...r.err].join('\n')).toBe(0);

      const generated = read(root, `${GENERATED_DIR}/config.gen.ts`);
      expect(generated).toContain('"title": "테스트 콘솔"');
      expect(generated).toContain(`"secret": "${ENV_SECRET}"`);
      expect(generated).not.toContain('yaml-secret-the-environment-overrides');
      for (const marker of MARKERS) expect(generated).not.toContain(marker);
      expect(generated).not.toContain(hostOf(MARKERS[4]));
      // Nor the names of the server-only sections, with their defaults. Of `logging`, the browser
      // gets its level and `browser.disabled` only (its own logger), never the files or throttle.
      expect(generated).not.toMatch(
        /"(middleware|keepDays|codeGroups|host|port|upstreams|throttle|datePattern)"/,
      );
      expect(generated).toMatch(
        /"logging": \{\s*"level": "debug",\s*"browser": \{\s*"disabled": false\s*\}\s*\}/,
      );
      expect(generated).toContain('"userAgentPattern": "HybridAgentForTheBrowser"');

      const dist = join(root, 'dist', 'client');
      const files = listFiles(dist);
      expect(files).toContain('index.html');
      expect(files.some((f) => /^assets\/.+\.js$/.test(f))).toBe(true);
      let sawSecret = false;
      for (const file of files) {
        // Compressed copies (.gz/.br) repeat the files beside them; read what is plain.
        if (/\.(gz|br)$/.test(file)) continue;
        const text = readFileSync(join(dist, file), 'latin1');
        for (const marker of MARKERS) expect(text, `${file} holds ${marker}`).not.toContain(marker);
        expect(text, `${file} holds the upstream's host`).not.toContain(hostOf(MARKERS[4]));
        expect(text).not.toContain('yaml-secret-the-environment-overrides');
        if (text.includes(ENV_SECRET)) sawSecret = true;
      }
      expect(sawSecret, 'the bundle carries the api.secret the server will use').toBe(true);

      // The login page is prerendered: its screen (the fixture's has a text block) and title.
      const login = read(root, 'dist/client/login.html');
      expect(login).toContain('<h1 class="c-screen__title">로그인</h1>');
      expect(login).toContain('아이디와 비밀번호를 입력해주세요.');
      expect(login).toContain('<title>로그인 | 테스트 콘솔</title>');
      expect(login).not.toContain('<!--console:login-->');
      // Its scripts start after the first frame: listed as data, none in the head.
      expect(login).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const list = /<script type="application\/json" id="console-page-scripts">([^<]*)<\/script>/.exec(login);
      const scripts = JSON.parse(list?.[1] ?? 'null') as { module: string; preload: string[] };
      expect(scripts.module).toMatch(/^\/assets\/login-[\w-]+\.js$/);
      for (const f of [scripts.module, ...scripts.preload])
        expect(listFiles(join(root, 'dist/client'))).toContain(f.slice(1));
      // The console page's render is kept for the server, outside the served folder.
      expect(listFiles(join(root, 'dist/client.render'))).toEqual(['serverRender.cjs']);
    } finally {
      rmSync(join(root, 'node_modules'), { force: true });
    }
  }, 180_000);
});

describe('console build: the login page', () => {
  it('stays unprerendered, with a warning, when its screen cannot render outside the browser', async () => {
    const root = clientProject('app:\n  title: 테스트 콘솔\n');
    writeFiles(root, {
      'screens/login.screen.yaml': 'title: 로그인\nlayout: none\nauth: false\ncomponent: ./BrowserOnly.tsx\n',
      'screens/BrowserOnly.tsx':
        "export default function BrowserOnly() {\n  return <p>{window.localStorage.getItem('x') ?? '-'}</p>;\n}\n",
    });
    try {
      const r = await run(root, 'build', '--profile', 'local');
      expect(r.code, [...r.out, ...r.err].join('\n')).toBe(0);
      expect(r.err.join('\n')).toMatch(/login page not prerendered \(it renders in the browser\): .*window/);
      // As Vite wrote it: the browser renders it (loginMain.tsx finds #app empty).
      const login = read(root, 'dist/client/login.html');
      expect(login).toContain('<div id="app"><!--console:login--></div>');
      expect(listFiles(join(root, 'dist/client'))).toContain('build-meta.json');
      // The console page's render is kept, beside the client folder (not served).
      expect(listFiles(join(root, 'dist/client.render'))).toEqual(['serverRender.cjs']);
    } finally {
      rmSync(join(root, 'node_modules'), { force: true });
    }
  }, 180_000);
});
