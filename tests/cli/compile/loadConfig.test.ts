import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, loadConfig } from '../../../cli/compile/index.ts';
import { printed, removeTempProjects, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

const noEnv = {};

const BASE = [
  'app:',
  '  title: 관리 콘솔',
  'auth:',
  '  autoLogoutSeconds: 600',
  '  excludeUrlPatterns: [/docs/**, /login]',
  '  jwt:',
  '    cookie:',
  '      sameSite: Lax',
  'api:',
  '  passResultCodes: ["0000", "0001"]',
  '',
].join('\n');

const DEV = [
  'auth:',
  '  excludeUrlPatterns: [/health]',
  '  jwt:',
  '    cookie:',
  '      secure: false',
  'api:',
  '  timeout: 5000',
  '',
].join('\n');

describe('loadConfig', () => {
  it('gives every default for an empty file, profile local', () => {
    const root = tempProject({ 'console.config.yaml': '' });
    const r = loadConfig({ root, env: noEnv });
    expect(r.diagnostics).toEqual([]);
    expect(r.profile).toBe('local');
    expect(r.files).toEqual(['console.config.yaml']);
    const c = r.config!;
    expect(c.app.profile).toBe('local');
    expect(c.auth).toMatchObject({
      loginPath: '/login',
      redirectReturnPageParamName: 'rtnUrl',
      errorStatusCode: 401,
      autoLogoutSeconds: 0,
      duplication: { type: 'none', interval: 10000, path: '/api/auth-ws' },
      jwt: { storage: 'session', cookie: { sameSite: 'None', secure: true } },
    });
    expect(c.logging).toMatchObject({
      level: 'debug',
      file: { enabled: false, keep: 30 },
      throttle: { intervalMs: 1000, minRepeats: 5 },
    });
    expect(c.server.middleware).toEqual({
      compression: true,
      json: false,
      urlencoded: false,
      multipart: false,
      logging: false,
    });
    expect(c.management).toMatchObject({
      tabs: { enabled: false, max: 10 },
      initialDataUrl: '/api/system/initial-data',
    });
    expect(c.api).toMatchObject({
      timeout: 20000,
      downloadTimeout: 60000,
      taskQueue: { concurrency: 3, delayMs: 10 },
      retries: 0,
      passResultCodes: ['0000'],
    });
    expect(c.i18n.locale).toBe('ko');
  });

  it('treats a file holding only comments like an empty one', () => {
    const root = tempProject({ 'console.config.yaml': '# nothing configured yet\n' });
    const r = loadConfig({ root, env: noEnv });
    expect(r.diagnostics).toEqual([]);
    expect(r.config?.api.timeout).toBe(20000);
  });

  it('ignores the overlay of another profile', () => {
    const root = tempProject({ 'console.config.yaml': BASE, 'console.config.dev.yaml': DEV });
    const r = loadConfig({ root, env: noEnv });
    expect(r.profile).toBe('local');
    expect(r.files).toEqual(['console.config.yaml']);
    expect(r.config?.api.timeout).toBe(20000);
  });

  describe('profile overlays', () => {
    const project = () => tempProject({ 'console.config.yaml': BASE, 'console.config.dev.yaml': DEV });

    it('merges nested keys of console.config.dev.yaml over the base, replacing lists', () => {
      const r = loadConfig({ root: project(), profile: 'dev', env: noEnv });
      expect(r.diagnostics).toEqual([]);
      expect(r.files).toEqual(['console.config.yaml', 'console.config.dev.yaml']);
      const c = r.config!;
      expect(c.app).toMatchObject({ profile: 'dev', title: '관리 콘솔' });
      // nested mapping: the overlay's key joins the base's sibling and the defaults
      expect(c.auth.jwt.cookie).toEqual({ sameSite: 'Lax', secure: false });
      expect(c.auth.autoLogoutSeconds).toBe(600);
      // a list in the overlay replaces the base list instead of appending to it
      expect(c.auth.excludeUrlPatterns).toEqual(['/health']);
      // a list the overlay does not mention is kept
      expect(c.api.passResultCodes).toEqual(['0000', '0001']);
      expect(c.api.timeout).toBe(5000);
    });

    it('is chosen by CONSOLE_PROFILE when no option is given', () => {
      const r = loadConfig({ root: project(), env: { CONSOLE_PROFILE: 'dev' } });
      expect(r.profile).toBe('dev');
      expect(r.config?.api.timeout).toBe(5000);
    });

    it('lets the profile option win over CONSOLE_PROFILE', () => {
      const r = loadConfig({ root: project(), profile: 'qa', env: { CONSOLE_PROFILE: 'dev' } });
      expect(r.profile).toBe('qa');
      expect(r.config?.app.profile).toBe('qa');
      expect(r.config?.api.timeout).toBe(20000);
      expect(r.files).toEqual(['console.config.yaml']);
    });

    it("falls back to the base file's app.profile", () => {
      const root = tempProject({
        'console.config.yaml': 'app:\n  profile: dev\n',
        'console.config.dev.yaml': DEV,
      });
      const r = loadConfig({ root, env: noEnv });
      expect(r.profile).toBe('dev');
      expect(r.config?.api.timeout).toBe(5000);
    });

    it('reports problems of the overlay against the overlay file', () => {
      const root = tempProject({
        'console.config.yaml': BASE,
        'console.config.dev.yaml': 'api:\n  timout: 5000\n',
      });
      const r = loadConfig({ root, profile: 'dev', env: noEnv });
      expect(r.config).toBeUndefined();
      expect(printed(r.diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.dev.yaml:2:3 CON201 unknown key "timout" in api (did you mean "timeout"?)",
        ]
      `);
    });
  });

  describe('CONSOLE_API_SECRET', () => {
    const SECRET = 'from-the-environment-0123456789abcdef';

    it('overrides api.secret of the files (the overlay included)', () => {
      const root = tempProject({
        'console.config.yaml': 'api:\n  secret: committed-secret-0123456789\n',
        'console.config.staging.yaml': 'api:\n  secret: staging-secret-0123456789\n',
      });
      expect(loadConfig({ root, env: noEnv }).config?.api.secret).toBe('committed-secret-0123456789');
      expect(loadConfig({ root, env: { CONSOLE_API_SECRET: SECRET } }).config?.api.secret).toBe(SECRET);
      const staging = loadConfig({ root, profile: 'staging', env: { CONSOLE_API_SECRET: SECRET } });
      expect(staging.config?.api.secret).toBe(SECRET);
      // Empty counts as unset.
      expect(loadConfig({ root, env: { CONSOLE_API_SECRET: '' } }).config?.api.secret).toBe(
        'committed-secret-0123456789',
      );
    });

    it('CON204 when it is shorter than the schema allows', () => {
      const root = tempProject({ 'console.config.yaml': '' });
      const r = loadConfig({ root, env: { CONSOLE_API_SECRET: 'short' } });
      expect(r.config).toBeUndefined();
      expect(printed(r.diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.yaml:1:1 CON204 api.secret: CONSOLE_API_SECRET (which overrides it) must be at least 16 characters, got 5",
        ]
      `);
    });
  });

  describe('codeGroups (what manifests are checked against, CON309)', () => {
    const groups = (files: Record<string, string>, profile?: string) =>
      loadConfig({ root: tempProject(files), profile, env: noEnv }).codeGroups;

    it('are management.codeGroups, even while another part of the config or its overlay is invalid', () => {
      const base = 'management:\n  codeGroups: [GENDER]\napi:\n  timeout: fast\n';
      expect(groups({ 'console.config.yaml': base })).toEqual(['GENDER']);
      expect(
        groups(
          {
            'console.config.yaml': 'management:\n  codeGroups: [GENDER]\n',
            'console.config.qa.yaml': 'management:\n  codeGroups: [PHONE_PREFIX]\napp:\n  titel: x\n',
          },
          'qa',
        ),
      ).toEqual(['PHONE_PREFIX']);
      expect(groups({ 'console.config.yaml': 'app:\n  titel: x\n' })).toEqual([]);
    });

    it('are unknown while they are invalid themselves, a file does not parse, or the profile is unknown', () => {
      expect(groups({ 'console.config.yaml': 'management:\n  codeGroups: GENDER\n' })).toBeUndefined();
      expect(groups({ 'console.config.yaml': 'management: yes\n' })).toBeUndefined();
      expect(groups({ 'console.config.yaml': 'management:\n  codeGroups: [GENDER\n' })).toBeUndefined();
      expect(groups({ 'console.config.yaml': '- a\n' })).toBeUndefined();
      expect(
        groups(
          { 'console.config.yaml': 'management:\n  codeGroups: [GENDER]\n', 'console.config.qa.yaml': ']' },
          'qa',
        ),
      ).toBeUndefined();
      expect(
        groups({ 'console.config.yaml': 'management:\n  codeGroups: [GENDER]\n' }, 'prod'),
      ).toBeUndefined();
    });
  });

  it('judges a value the same way whether or not the file has other problems', () => {
    // validate must not accept something it reports as wrong once an unrelated typo is added
    const cases = [
      ['integer with underscore', 'api:\n  timeout: 1_000\n'],
      ['binary integer', 'api:\n  timeout: 0b1010\n'],
      ['quoted title continued at column 1', 'app:\n  title: "관리\n콘솔"\n'],
    ] as const;
    const verdicts = cases.map(([what, text]) => {
      const loaded =
        loadConfig({ root: tempProject({ 'console.config.yaml': text }), env: noEnv }).config !== undefined;
      const withTypo = loadConfig({
        root: tempProject({ 'console.config.yaml': `${text}i18n:\n  locle: ko\n` }),
        env: noEnv,
      });
      const others = withTypo.diagnostics
        .filter((d) => !d.message.includes('"locle"'))
        .map((d) => `${d.line}:${d.col} ${d.code}`);
      return { what, loaded, reportedWithTypo: others };
    });
    expect(verdicts).toEqual(
      verdicts.map((v) => ({ ...v, reportedWithTypo: v.loaded ? [] : v.reportedWithTypo })),
    );
  });

  describe('diagnostics', () => {
    it('CON100: no console.config.yaml', () => {
      const root = tempProject({});
      const r = loadConfig({ root, env: noEnv });
      expect(r.config).toBeUndefined();
      expect(
        r.diagnostics.map((d) => formatDiagnostic({ ...d, message: d.message.replace(root, '<root>') })),
      ).toMatchInlineSnapshot(`
          [
            "console.config.yaml:1:1 CON100 console.config.yaml not found in <root>; create it (an empty file gives every default)",
          ]
        `);
    });

    it('CON101: YAML syntax error, at the offending character', () => {
      const root = tempProject({
        'console.config.yaml': 'app:\n  title: 관리 콘솔\nauth:\n  loginPath: "/login\n',
      });
      const r = loadConfig({ root, env: noEnv });
      expect(r.config).toBeUndefined();
      expect(printed(r.diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.yaml:4:14 CON101 YAML syntax error: Missing closing "quote",
        ]
      `);
    });

    it('CON101: a key given twice', () => {
      const root = tempProject({ 'console.config.yaml': 'api:\n  timeout: 1000\n  timeout: 2000\n' });
      expect(printed(loadConfig({ root, env: noEnv }).diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.yaml:3:3 CON101 YAML syntax error: Map keys must be unique",
        ]
      `);
    });

    it('CON103: unknown profile, with did-you-mean', () => {
      const root = tempProject({ 'console.config.yaml': '' });
      expect(printed(loadConfig({ root, profile: 'stagin', env: noEnv }).diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.yaml:1:1 CON103 unknown profile "stagin" (did you mean "staging"?); expected one of local, dev, qa, staging, production",
        ]
      `);
      expect(
        printed(loadConfig({ root, env: { CONSOLE_PROFILE: 'prod' } }).diagnostics),
      ).toMatchInlineSnapshot(`
        [
          "console.config.yaml:1:1 CON103 unknown profile "prod"; expected one of local, dev, qa, staging, production",
        ]
      `);
    });

    it('CON104: a config that is a list', () => {
      const root = tempProject({ 'console.config.yaml': '- app\n- auth\n' });
      expect(printed(loadConfig({ root, env: noEnv }).diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.yaml:1:1 CON104 the config must be a YAML mapping",
        ]
      `);
    });

    it('CON201: unknown key, with did-you-mean, at the key', () => {
      const root = tempProject({ 'console.config.yaml': 'auth:\n  jwt:\n    storag: local\n' });
      expect(printed(loadConfig({ root, env: noEnv }).diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.yaml:3:5 CON201 unknown key "storag" in auth.jwt (did you mean "storage"?)",
        ]
      `);
    });

    it('CON202: value not allowed, with did-you-mean, at the value', () => {
      const root = tempProject({ 'console.config.yaml': 'logging:\n  level: debgu\n' });
      expect(printed(loadConfig({ root, env: noEnv }).diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.yaml:2:10 CON202 logging.level: "debgu" is not allowed (did you mean "debug"?); expected one of fatal, error, warn, log, info, success, debug, trace",
        ]
      `);
    });

    it('CON203: interface definition without its id', () => {
      const root = tempProject({ 'console.config.yaml': 'interfaces:\n  definitions:\n    - name: 결제\n' });
      expect(printed(loadConfig({ root, env: noEnv }).diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.yaml:3:7 CON203 interfaces.definitions[0].id: required field missing",
        ]
      `);
    });

    it('CON204: wrong type and out-of-range numbers', () => {
      const root = tempProject({
        'console.config.yaml':
          'server:\n  port: "3000"\napi:\n  retries: 11\n  timeout: 1.5\nauth:\n  loginPath: login\n',
      });
      expect(printed(loadConfig({ root, env: noEnv }).diagnostics)).toMatchInlineSnapshot(`
        [
          "console.config.yaml:7:14 CON204 auth.loginPath: must be a relative URL: start with "/", segments of letters, digits and @ - % _ ~",
          "console.config.yaml:2:9 CON204 server.port: expected number, got "3000"",
          "console.config.yaml:5:12 CON204 api.timeout: expected an integer, got 1.5",
          "console.config.yaml:4:12 CON204 api.retries: too big: number must be at most 10",
        ]
      `);
    });
  });
});
