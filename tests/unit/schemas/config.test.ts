import { describe, expect, it } from 'vitest';
import { configSchema, PROFILES, toClientConfig } from '../../../schemas/config/index.ts';

describe('configSchema', () => {
  it('turns an empty config into every default', () => {
    const c = configSchema.parse({});
    expect(c.app).toEqual({
      profile: 'local',
      basePath: '/',
      deviceType: 'ALL',
      version: '0.1.0',
      title: '관리 콘솔',
      density: 'compact',
      dateFormat: 'yyyy-MM-dd',
      timeZone: 'Asia/Seoul',
      theme: { primary: '#1f5eff' },
    });
    expect(c.auth).toMatchObject({
      enabled: true,
      type: 'jwt',
      loginPath: '/login',
      redirectReturnPageParamName: 'rtnUrl',
      failProcessType: 'redirect',
      expiredProcessType: 'redirect',
      errorUrl: '/error',
      errorStatusCode: 401,
      autoLogoutSeconds: 0,
      excludeUrlPatterns: [],
    });
    expect(c.auth.duplication).toEqual({ type: 'none', interval: 10000, path: '/api/auth-ws' });
    expect(c.auth.jwt).toEqual({
      accessTokenHeaderName: 'X-Access-Token',
      refreshTokenHeaderName: 'X-Refresh-Token',
      storage: 'session',
      // No path: the cookies' path is app.basePath unless one is given.
      cookie: { sameSite: 'None', secure: true },
    });
    expect(c.logging.level).toBe('debug');
    expect(c.logging.file).toMatchObject({ enabled: false, keep: 30 });
    expect(c.logging.throttle).toEqual({ intervalMs: 1000, minRepeats: 5 });
    expect(c.server.middleware).toEqual({
      compression: true,
      json: false,
      urlencoded: false,
      multipart: false,
      logging: false,
    });
    expect(c.server).toMatchObject({ host: '127.0.0.1', port: 3000, dev: false });
    expect(c.management.tabs).toMatchObject({ enabled: false, max: 10 });
    expect(c.management.initialDataUrl).toBe('/api/system/initial-data');
    expect(c.management.mainPath).toBe('/');
    expect(c.api).toMatchObject({
      baseUrl: '',
      timeout: 20000,
      downloadTimeout: 60000,
      taskQueue: { concurrency: 3, delayMs: 10 },
      retries: 0,
      passResultCodes: ['0000'],
    });
    expect(c.i18n).toEqual({ enabled: true, locale: 'ko', messages: {} });
    expect(c.interfaces.definitions).toEqual([]);
  });

  it('fills interface definition defaults from just an id', () => {
    const c = configSchema.parse({ interfaces: { definitions: [{ id: 'IF_001' }] } });
    expect(c.interfaces.definitions[0]).toMatchObject({
      id: 'IF_001',
      version: '1.0',
      type: 'MOBILE_BRIDGE',
      logType: 'ALL',
      direction: 'OUTBOUND',
      limitByIpAddress: false,
      allowedIpAddresses: [],
    });
  });

  it('keeps given values and fills the siblings of a partly written section', () => {
    const c = configSchema.parse({
      auth: { jwt: { cookie: { secure: false } } },
      api: { taskQueue: { concurrency: 1 } },
    });
    expect(c.auth.jwt.cookie).toEqual({ sameSite: 'None', secure: false });
    expect(c.auth.jwt.storage).toBe('session');
    expect(c.api.taskQueue).toEqual({ concurrency: 1, delayMs: 10 });
  });

  it('refuses unknown keys, so a typo is never silently ignored', () => {
    expect(configSchema.safeParse({ auth: { loginPth: '/login' } }).success).toBe(false);
    expect(configSchema.safeParse({ aut: {} }).success).toBe(false);
  });

  it('accepts only relative URLs for paths (no open redirects)', () => {
    for (const loginPath of ['//evil.example', 'https://evil.example/login', 'login', '/a b']) {
      expect(configSchema.safeParse({ auth: { loginPath } }).success, loginPath).toBe(false);
    }
    expect(configSchema.safeParse({ auth: { loginPath: '/auth/login' } }).success).toBe(true);
  });

  it("offers the spec's mm/dd/yy as app.dateFormat MM/dd/yy beside our yyyy-MM-dd, and the browser gets it", () => {
    const us = configSchema.parse({ app: { dateFormat: 'MM/dd/yy' } });
    expect(us.app.dateFormat).toBe('MM/dd/yy');
    expect(toClientConfig(us).app.dateFormat).toBe('MM/dd/yy');
    // date-fns tokens: `mm` is minutes, so the spec's spelling is refused rather than misread.
    for (const dateFormat of ['mm/dd/yy', 'dd.MM.yyyy', ''])
      expect(configSchema.safeParse({ app: { dateFormat } }).success, dateFormat).toBe(false);
  });

  it('knows the five profiles of the spec', () => {
    expect(PROFILES).toEqual(['local', 'dev', 'qa', 'staging', 'production']);
    for (const profile of PROFILES)
      expect(configSchema.parse({ app: { profile } }).app.profile).toBe(profile);
    expect(configSchema.safeParse({ app: { profile: 'prod' } }).success).toBe(false);
  });
});
