import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject, GENERATED_DIR, generateFiles } from '../../../cli/compile/index.ts';
import { configSchema, toClientConfig } from '../../../schemas/config/index.ts';
import { copyFixture, removeTempProjects, tempProject, writeFiles } from '../support/project.ts';

afterAll(removeTempProjects);

/** The fixture, compiled from a fresh temp copy. */
function compiledFixture() {
  const root = copyFixture('generator-project');
  const project = compileProject({ root, env: {} });
  expect(project.diagnostics).toEqual([]);
  return { root, screens: project.screens, config: project.config! };
}

/** Deterministic Fisher-Yates with a small LCG, so a failure reproduces. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('generateFiles', () => {
  const { root, screens, config } = compiledFixture();
  const files = generateFiles(screens, config);

  it("makes the route tree, the client config, the login page's screen and the bridge types", () => {
    expect([...files.keys()].sort()).toEqual([
      'bridge.gen.ts',
      'config.gen.ts',
      'loginScreen.gen.ts',
      'routeTree.gen.ts',
    ]);
  });

  it('gives the light login page the screen at auth.loginPath, imported (it is prerendered)', () => {
    const login = files.get('loginScreen.gen.ts')!;
    expect(login).toContain('import Screen from "../../../screens/login.screen.yaml";');
    expect(login).toContain('"path":"/login","title":"로그인"');
    expect(login).not.toContain('@tanstack');
    expect(login).not.toContain('import(');
    // Another login path picks that screen (trailing slash ignored); none at the path gives the built-in screen.
    const other = generateFiles(screens, { ...config, auth: { ...config.auth, loginPath: '/docs/' } });
    expect(other.get('loginScreen.gen.ts')).toContain(
      'import Screen from "../../../screens/docs/index.screen.yaml";',
    );
    const builtIn = 'import Screen from "../ui/shell/DefaultLoginScreen.tsx";';
    // A malformed escape in the path is no crash, just no screen of its own.
    const bad = generateFiles(screens, { ...config, auth: { ...config.auth, loginPath: '/a%zz' } });
    expect(bad.get('loginScreen.gen.ts')).toContain(builtIn);
    const none = generateFiles(screens, { ...config, auth: { ...config.auth, loginPath: '/sign-in' } });
    expect(none.get('loginScreen.gen.ts')).toContain(builtIn);
    expect(none.get('loginScreen.gen.ts')).toContain('{ meta: undefined, Screen }');
  });

  it('imports every screen lazily: the manifest itself, or its custom component', () => {
    const tree = files.get('routeTree.gen.ts')!;
    const imports = [...tree.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(imports).toEqual([
      '../../../screens/index.screen.yaml',
      '../../../screens/docs/index.screen.yaml',
      '../../../screens/index copy.screen.yaml',
      '../../../screens/login.screen.yaml',
      '../../../screens/pubs/MS/LG/UI_FU_0001.screen.yaml',
      '../../../screens/tools/Custom.tsx',
    ]);
  });

  it('pins the generated route tree', async () => {
    await expect(files.get('routeTree.gen.ts')).toMatchFileSnapshot(
      './__snapshots__/generator-project/routeTree.gen.ts.txt',
    );
  });

  it('pins the generated config', async () => {
    await expect(files.get('config.gen.ts')).toMatchFileSnapshot(
      './__snapshots__/generator-project/config.gen.ts.txt',
    );
  });

  it("writes only the browser's projection of the config: no server-only value", () => {
    const marked = configSchema.parse({
      logging: { name: 'MARK_LOG_NAME', file: { enabled: true, dir: 'MARK_LOG_DIR' } },
      server: { host: 'MARK_SERVER_HOST', port: 4321, dev: true },
      // The bridge runs in the page: mobile.hybrid is part of the projection (nothing secret).
      mobile: { hybrid: { userAgentPattern: 'HybridAgentMark' } },
      // The logging URLs are plain paths the page posts to; how long the server keeps logs is not.
      interfaces: { apiLogging: { requestUrl: '/api/log/in', keepDays: 7654 } },
      management: { codeGroups: ['MARK_CODE_GROUP'] },
      api: { secret: 'browser-needs-this-secret' },
    });
    const text = generateFiles(screens, marked).get('config.gen.ts')!;
    expect(text).not.toMatch(/MARK_|4321|7654|keepDays/);
    expect(text).toContain('HybridAgentMark');
    expect(text).toContain('"requestUrl": "/api/log/in"');
    expect(text).toContain('export const config: ClientConfig = ');
    const json = /export const config: ClientConfig = (\{[\s\S]*?\n\});/.exec(text)?.[1];
    expect(JSON.parse(json!)).toEqual(toClientConfig(marked));
    expect(toClientConfig(marked).server).toEqual({ dev: true, trustLoopback: true });
    expect(toClientConfig(marked).api.secret).toBe('browser-needs-this-secret');
  });

  it('lists what the projection holds: adding a key to it is a decision', () => {
    const leaves = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value) && prefix !== 'i18n.messages'
        ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    expect(
      leaves(
        toClientConfig(
          configSchema.parse({
            interfaces: { initialDataUrl: '/if', apiLogging: { requestUrl: '/in', responseUrl: '/out' } },
          }),
        ),
      ),
    ).toMatchInlineSnapshot(`
      [
        "app.profile",
        "app.basePath",
        "app.deviceType",
        "app.version",
        "app.title",
        "app.density",
        "app.dateFormat",
        "app.timeZone",
        "app.theme.primary",
        "auth.enabled",
        "auth.loginPath",
        "auth.redirectReturnPageParamName",
        "auth.failProcessType",
        "auth.expiredProcessType",
        "auth.errorUrl",
        "auth.errorStatusCode",
        "auth.autoLogoutSeconds",
        "auth.idleWarningSeconds",
        "auth.excludeUrlPatterns",
        "auth.duplication.type",
        "auth.duplication.interval",
        "auth.duplication.path",
        "auth.jwt.accessTokenHeaderName",
        "auth.jwt.refreshTokenHeaderName",
        "auth.jwt.storage",
        "auth.jwt.cookie.sameSite",
        "auth.jwt.cookie.secure",
        "server.dev",
        "server.trustLoopback",
        "logging.level",
        "logging.browser.disabled",
        "interfaces.apiLogging.requestUrl",
        "interfaces.apiLogging.responseUrl",
        "interfaces.initialDataUrl",
        "interfaces.definitions",
        "i18n.enabled",
        "i18n.locale",
        "i18n.messages",
        "mobile.hybrid.enabled",
        "mobile.hybrid.userAgentPattern",
        "mobile.hybrid.bridge.timeoutMs",
        "mobile.hybrid.bridge.callbackPrefix",
        "mobile.hybrid.tokenSecurity.enabled",
        "mobile.hybrid.tokenSecurity.validitySeconds",
        "management.enabled",
        "management.systemCode",
        "management.mainPath",
        "management.initialDataUrl",
        "management.initialDataCache.enabled",
        "management.tabs.enabled",
        "management.tabs.max",
        "management.tabs.preventDirectConnect",
        "management.tabs.excludeUrls",
        "management.favourites.enabled",
        "management.favourites.alwaysVisible",
        "management.events.enabled",
        "api.baseUrl",
        "api.timeout",
        "api.downloadTimeout",
        "api.taskQueue.concurrency",
        "api.taskQueue.delayMs",
        "api.retries",
        "api.passResultCodes",
        "api.headers.tranId",
        "api.headers.menuId",
        "api.headers.programId",
        "api.headers.profile",
        "api.headers.restApi",
        "api.secret",
        "files.resumableThresholdBytes",
        "files.chunkSizeBytes",
        "files.importMaxBytes",
        "files.importMaxRows",
      ]
    `);
  });

  it('starts every file with the do-not-edit header', () => {
    for (const [name, text] of files) {
      expect(text, name).toMatch(
        /^\/\/ Generated by `console generate` from .+\. Do not edit: changes are overwritten\.\n/,
      );
    }
  });

  it('gives byte-identical output when run twice', () => {
    expect(generateFiles(screens, config)).toEqual(files);
    expect(generateFiles(compiledFixture().screens, config)).toEqual(files);
  });

  it('does not depend on the order of its input', () => {
    for (const seed of [1, 2, 3, 42, 2024]) {
      const again = generateFiles(shuffled(screens, seed), config);
      expect([...again.entries()], `seed ${seed}`).toEqual([...files.entries()]);
    }
  });

  it('does not depend on the order files were created on disk', () => {
    const fixture = join(root, 'screens');
    const texts = new Map<string, string>();
    for (const rel of readdirSync(fixture, { recursive: true, encoding: 'utf8' })) {
      if (rel.endsWith('.yaml') || rel.endsWith('.tsx'))
        texts.set(rel, readFileSync(join(fixture, rel), 'utf8'));
    }
    const other = tempProject({
      'console.config.yaml': readFileSync(join(root, 'console.config.yaml'), 'utf8'),
    });
    const reversed = Object.fromEntries([...texts].reverse().map(([rel, text]) => [`screens/${rel}`, text]));
    writeFiles(other, reversed);
    const p = compileProject({ root: other, env: {} });
    expect(p.diagnostics).toEqual([]);
    expect(generateFiles(p.screens, p.config!)).toEqual(files);
  });

  it('writes no absolute paths and no timestamps', () => {
    const year = String(new Date().getFullYear());
    for (const [name, text] of files) {
      expect(text, name).not.toContain(root);
      expect(text, name).not.toContain(root.split('\\').join('/'));
      expect(text, name).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(text, name).not.toContain(year);
    }
  });

  it('keeps generated names unique when two routes map to the same identifier', () => {
    const p = tempProject({
      'console.config.yaml': '',
      'screens/a-b.screen.yaml': 'title: 하이픈\n',
      'screens/a_b.screen.yaml': 'title: 밑줄\n',
    });
    const c = compileProject({ root: p, env: {} });
    expect(c.diagnostics).toEqual([]);
    const tree = generateFiles(c.screens, c.config!).get('routeTree.gen.ts')!;
    const declared = [...tree.matchAll(/^const (R_\w+) = .*?"(\/[^"]*)"/gm)].map((m) => [m[1], m[2]]);
    expect(declared).toEqual([
      ['R_a_b', '/a-b'],
      ['R_a_b_2', '/a_b'],
      ['R__authError', '/error'],
    ]);
  });

  it('adds the 401 page at auth.errorUrl, unless a screen has that path', () => {
    const p = tempProject({
      'console.config.yaml': 'auth:\n  errorUrl: /denied\n',
      'screens/index.screen.yaml': 'title: 홈\n',
    });
    const c = compileProject({ root: p, env: {} });
    const tree = generateFiles(c.screens, c.config!).get('routeTree.gen.ts')!;
    expect(tree).toContain(
      'const R__authError = authErrorRoute("/denied", {"path":"/denied","title":"권한 없음"',
    );
    expect(tree).toMatch(/R__authError,\n/);
    const own = tempProject({
      'console.config.yaml': '',
      'screens/error.screen.yaml': 'title: 접근 거부\n',
    });
    const c2 = compileProject({ root: own, env: {} });
    const tree2 = generateFiles(c2.screens, c2.config!).get('routeTree.gen.ts')!;
    expect(tree2).not.toContain('authErrorRoute("');
    expect(tree2).toContain('"/error", {"path":"/error","title":"접근 거부"');
  });

  it('writes into runtime/client/generated', () => {
    expect(GENERATED_DIR).toBe('runtime/client/generated');
  });
});
