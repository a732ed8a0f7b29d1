import { z } from 'zod';
import { DATE_DISPLAY_FORMATS } from '../runtime/core/format/index.ts';
import { AA_TEXT_CONTRAST, contrastRatio } from '../runtime/core/theme/index.ts';
import { isRelativeUrl } from '../runtime/core/url/index.ts';
import { apisSchema, declaredApiSchema, upstreamsSchema } from './gateway.ts';
import { clientInterfaceDefinitionSchema, interfaceDefinitionSchema } from './interfaceDefinition.ts';
import { PROFILES } from './profiles.ts';

export { GUARDED_PROFILES, PROFILES } from './profiles.ts';
/** Device types of spec section 4. */
export const DEVICE_TYPES = ['ALL', 'DESKTOP', 'MOBILE', 'NODE'] as const;
/** Log level names of spec section 4 (their numeric map lives in runtime/core). */
export const LOG_LEVEL_NAMES = [
  'fatal',
  'error',
  'warn',
  'log',
  'info',
  'success',
  'debug',
  'trace',
] as const;

/** A path that passes the relative-URL rule of spec section 5 (the rule itself lives in runtime/core). */
export const relativePath = z.string().refine(isRelativeUrl, {
  message: 'must be a relative URL: start with "/", segments of letters, digits and @ - % _ ~',
});

export const appSchema = z
  .strictObject({
    /** Environment profile. Default `local`. */
    profile: z.enum(PROFILES).default('local').describe('Environment profile. Default local.'),
    /** Target device. Default `ALL`. */
    deviceType: z.enum(DEVICE_TYPES).default('ALL').describe('Target device. Default ALL.'),
    /** Application version shown in the configuration screen. Default `0.1.0`. */
    version: z.string().min(1).default('0.1.0').describe('Application version. Default 0.1.0.'),
    /** System title shown in the header and the browser tab. Default `관리 콘솔`. */
    title: z.string().min(1).default('관리 콘솔').describe('System title. Default 관리 콘솔.'),
    /** Back-office density: `compact` (14 px text, 32 px controls, about 40 px rows) or `comfortable`. */
    density: z
      .enum(['compact', 'comfortable'])
      .default('compact')
      .describe(
        '`compact` (14 px text, 32 px controls, about 40 px grid rows) or `comfortable` (16 px text, 40 px controls); touch screens keep 40 px controls. Default compact.',
      ),
    /** How dates are displayed (grid and detail cells, date fields): `yyyy-MM-dd` or `MM/dd/yy`. */
    dateFormat: z
      .enum(DATE_DISPLAY_FORMATS)
      .default('yyyy-MM-dd')
      .describe(
        "Day format of displayed dates: grid, card and detail cells (`format: date`, and the day of `datetime`), `display` fields and the text of `date`/`dateRange` fields. `yyyy-MM-dd` (the Korean convention) or `MM/dd/yy` (spec section 9's `mm/dd/yy`: month/day/two-digit year, which date fields then also accept typed as `MM/dd/yy` or `MM/dd/yyyy`; a two-digit year falls from 80 years back to 19 ahead). Values sent, stored and exported stay `yyyy-MM-dd` (a deviation from the spec, see docs/spec-coverage.md). Default yyyy-MM-dd.",
      ),
    theme: z
      .strictObject({
        primary: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, '#rrggbb 형식의 색이어야 합니다.')
          .refine((c) => contrastRatio(c, '#ffffff') >= AA_TEXT_CONTRAST, {
            error: (issue) =>
              `버튼의 흰 글자가 읽히도록 흰색과의 명암비가 ${AA_TEXT_CONTRAST}:1 이상인 색이어야 합니다 (${contrastRatio(String(issue.input), '#ffffff')}:1).`,
          })
          .default('#1f5eff')
          .describe(
            'Brand colour (`#rrggbb`) of buttons, links and the current menu; refused unless white text on it reaches 4.5:1 (WCAG AA), with the ratio in the message. Default #1f5eff.',
          ),
      })
      .prefault({})
      .describe('Colours of the console.'),
  })
  .prefault({});

export const authSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(true)
      .describe(
        'Start the authentication module. Off: no login (the login routes and the duplicate check are not registered; `/login` opens the main page), no route guard, no token handling (stored tokens are dropped and none are sent, no idle logout, duplicate check or event stream). The server then knows nobody: every route that needs a user answers 401, so the management screens and declared APIs do not work; public screens, the initial data and health do. Default true.',
      ),
    type: z.enum(['jwt']).default('jwt').describe('Authentication type. Default jwt.'),
    loginPath: relativePath.default('/login').describe('Login page path. Default /login.'),
    redirectReturnPageParamName: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
      .default('rtnUrl')
      .describe('Query parameter carrying the return path. Default rtnUrl.'),
    failProcessType: z
      .enum(['redirect', 'error'])
      .default('redirect')
      .describe('On failed validation: redirect to login or show the error screen. Default redirect.'),
    expiredProcessType: z
      .enum(['redirect', 'error'])
      .default('redirect')
      .describe(
        'On expiry or duplicate login: redirect to login or show the error screen. Default redirect.',
      ),
    errorUrl: relativePath
      .default('/error')
      .describe(
        'Where the `error` process types go: a built-in 401 page (status `auth.errorStatusCode`, "권한이 없습니다.", a 로그인 link) unless a screen has this path. Default /error.',
      ),
    errorStatusCode: z
      .int()
      .min(400)
      .max(599)
      .default(401)
      .describe('Status of the auth error screen. Default 401.'),
    autoLogoutSeconds: z
      .int()
      .default(0)
      .describe('Idle seconds before auto-logout; 0 or less disables. Default 0.'),
    idleWarningSeconds: z
      .int()
      .min(0)
      .default(60)
      .describe(
        'Seconds before idle auto-logout at which the warning with a countdown and 연장 opens (at most half of `autoLogoutSeconds`); 0 disables. Default 60.',
      ),
    excludeUrlPatterns: z
      .array(z.string())
      .default([])
      .describe('Paths (globs) the guard skips. Default [].'),
    lock: z
      .strictObject({
        minutes: z
          .int()
          .min(0)
          .default(30)
          .describe(
            'Minutes after which an account locked by failed logins unlocks itself; `0`: only an administrator unlocks (계정 잠금 관리 screen, `POST /api/system/user/unlock`). Server only. Default 30.',
          ),
      })
      .prefault({})
      .describe('Account lock after maximumLoginFailNumbers failed logins (server only).'),
    duplication: z
      .strictObject({
        type: z.enum(['none', 'polling']).default('none').describe('Duplicate-login check. Default none.'),
        interval: z.int().min(1000).default(10000).describe('Polling interval in ms. Default 10000.'),
        path: relativePath.default('/api/auth-ws').describe('Duplicate-check path. Default /api/auth-ws.'),
      })
      .prefault({}),
    jwt: z
      .strictObject({
        accessTokenHeaderName: z
          .string()
          .min(1)
          .default('X-Access-Token')
          .describe('Header carrying the access token.'),
        refreshTokenHeaderName: z
          .string()
          .min(1)
          .default('X-Refresh-Token')
          .describe('Header carrying the refresh token.'),
        storage: z
          .enum(['session', 'local', 'cookie'])
          .default('session')
          .describe('Token storage. Default session.'),
        cookie: z
          .strictObject({
            path: z.string().default('/').describe('Cookie path. Default /.'),
            sameSite: z.enum(['None', 'Lax', 'Strict']).default('None').describe('SameSite. Default None.'),
            secure: z.boolean().default(true).describe('Secure cookie. Default true.'),
          })
          .prefault({}),
      })
      .prefault({}),
  })
  .prefault({});

export const loggingSchema = z
  .strictObject({
    level: z.enum(LOG_LEVEL_NAMES).default('debug').describe('Log level. Default debug.'),
    name: z.string().default('console').describe('Logger name. Default console.'),
    file: z
      .strictObject({
        enabled: z.boolean().default(false).describe('Write log files. Default false.'),
        dir: z.string().default('logs').describe('Log folder. Default logs.'),
        keep: z.int().min(1).default(30).describe('Files kept. Default 30.'),
        datePattern: z
          .string()
          .default('yyyy-MM-dd')
          .describe('Daily file date pattern. Default yyyy-MM-dd.'),
      })
      .prefault({}),
    throttle: z
      .strictObject({
        intervalMs: z.int().min(0).default(1000).describe('Throttle window. Default 1000.'),
        minRepeats: z.int().min(1).default(5).describe('Repeats before throttling. Default 5.'),
      })
      .prefault({}),
    browser: z
      .strictObject({ disabled: z.boolean().default(false).describe('Silence browser logs. Default false.') })
      .prefault({}),
  })
  .prefault({});

/**
 * A reverse proxy the server believes: an IPv4/IPv6 address, a CIDR range, or one of the named
 * ranges Fastify's `trustProxy` (proxy-addr) knows.
 */
const proxyAddress = z.union(
  [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])],
  { error: 'must be an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal' },
);

export const serverSchema = z
  .strictObject({
    enabled: z.boolean().default(true).describe('Run the server. Default true.'),
    dev: z.boolean().default(false).describe('Development mode. Default false.'),
    host: z.string().default('127.0.0.1').describe('Listen host (HOST overrides). Default 127.0.0.1.'),
    port: z.int().min(0).max(65535).default(3000).describe('Listen port (PORT overrides). Default 3000.'),
    https: z
      .boolean()
      .default(false)
      .describe(
        'The console is reached over HTTPS, directly or through a TLS-terminating proxy: send HSTS (and upgrade `http:` subresources). Server only. Default false.',
      ),
    trustProxy: z
      .array(proxyAddress)
      .default([])
      .describe(
        'Reverse proxies (addresses, CIDR ranges, or `loopback`/`linklocal`/`uniquelocal`) whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; empty: those headers are ignored and the caller is the socket address. Server only. Default [].',
      ),
    middleware: z
      .strictObject({
        compression: z.boolean().default(true).describe('Compress responses. Default true.'),
        json: z
          .boolean()
          .default(false)
          .describe(
            "JSON bodies for routes an embedder adds to `buildApp()`'s app. Off: Fastify's JSON parser is removed from the app after the console's own routes are registered, so such a route answers 415 \"요청 형식이 올바르지 않습니다.\" to JSON; the console's routes (management API, declared APIs) keep theirs. Default false.",
          ),
        urlencoded: z
          .boolean()
          .default(false)
          .describe(
            'Form bodies (`application/x-www-form-urlencoded`, `@fastify/formbody`) for routes an embedder adds. Off: such a route answers 415 to a form post. No console route takes form bodies. Default false.',
          ),
        multipart: z
          .boolean()
          .default(false)
          .describe(
            "Multipart bodies (`@fastify/multipart`) for routes an embedder adds. Off: such a route answers 415 to a multipart post; the console's uploads and declared-API uploads keep their own parsers. Default false.",
          ),
        logging: z.boolean().default(false).describe('Request logging. Default false.'),
      })
      .prefault({}),
  })
  .prefault({});

export const mobileSchema = z
  .strictObject({
    hybrid: z
      .strictObject({
        enabled: z.boolean().default(false).describe('Hybrid app bridge. Default false.'),
        userAgentPattern: z
          .string()
          .default('ConsoleHybrid')
          .describe('Native agent marker. Default ConsoleHybrid.'),
        bridge: z
          .strictObject({
            timeoutMs: z.int().min(0).default(10000).describe('Reply timeout. Default 10000.'),
            callbackPrefix: z.string().default('__consoleBridge_').describe('Callback name prefix.'),
          })
          .prefault({}),
        tokenSecurity: z
          .strictObject({
            enabled: z.boolean().default(true).describe('Check bridge tokens. Default true.'),
            validitySeconds: z.int().min(1).default(10).describe('Token validity. Default 10.'),
          })
          .prefault({}),
      })
      .prefault({}),
  })
  .prefault({});

export const interfacesSchema = z
  .strictObject({
    apiLogging: z
      .strictObject({
        requestUrl: relativePath.optional().describe('Interface request logging URL (POST). Off when unset.'),
        responseUrl: relativePath
          .optional()
          .describe('Interface response logging URL (POST). Off when unset.'),
        keepDays: z
          .int()
          .min(1)
          .default(90)
          .describe(
            'Days the reference server keeps interface log rows; older ones are deleted at start and hourly. Server only. Default 90.',
          ),
      })
      .prefault({}),
    initialDataUrl: relativePath
      .optional()
      .describe('Where interface definitions are loaded from. Off when unset.'),
    definitions: z
      .array(interfaceDefinitionSchema)
      .default([])
      .describe('Interface definitions. Default [].'),
  })
  .prefault({});

export const i18nSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(true)
      .describe(
        "Use the message catalogue's overrides (`i18n.messages`) and write the locale cookie. Off: the built-in Korean catalogue only, no `i18n_redirected` cookie. Default true.",
      ),
    locale: z.enum(['ko']).default('ko').describe('The one locale. Default ko.'),
    messages: z
      .record(z.string(), z.string())
      .default({})
      .describe('Overrides of the Korean message catalogue.'),
  })
  .prefault({});

export const managementSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(true)
      .describe(
        "Start the management module: the management API under `/api` (login, menus, codes, favourites, files, the event stream). Off: the server registers none of it and the browser asks it nothing (empty initial data, only the config's interface definitions, no event stream); with `auth.enabled` on, nobody can log in, so turn both off for a console of public screens. Default true.",
      ),
    systemCode: z.string().min(1).default('CONSOLE').describe('Current system code. Default CONSOLE.'),
    mainPath: relativePath.default('/').describe('Main page. Default /.'),
    initialDataUrl: relativePath
      .default('/api/system/initial-data')
      .describe('Initial-data call (POST, empty body).'),
    initialDataCache: z
      .strictObject({
        enabled: z.boolean().default(false).describe('Cache initial data in session storage. Default false.'),
      })
      .prefault({}),
    tabs: z
      .strictObject({
        enabled: z.boolean().default(false).describe('Tab mode. Default false.'),
        max: z.int().min(1).max(50).default(10).describe('Most open tabs. Default 10.'),
        preventDirectConnect: z
          .boolean()
          .default(true)
          .describe('404 for typed menu URLs in tab mode. Default true.'),
        excludeUrls: z.array(z.string()).default([]).describe('Paths exempt from direct-connect prevention.'),
      })
      .prefault({}),
    events: z
      .strictObject({
        enabled: z
          .boolean()
          .default(true)
          .describe(
            'The event stream (`GET /api/events`, see Event stream in docs/client-runtime.md): a session ended elsewhere ends at once, changed menus and codes, new builds, notices. Off: the route is not registered; polling and the next call still end sessions. Default true.',
          ),
      })
      .prefault({}),
    favourites: z
      .strictObject({
        enabled: z.boolean().default(true).describe('Favourite menus. Default true.'),
        alwaysVisible: z.boolean().default(false).describe('Show the group even when empty. Default false.'),
      })
      .prefault({}),
    /** Common-code groups manifests may name (`codeGroup: GENDER`); the CLI refuses others (CON309). */
    codeGroups: z
      .array(z.string().min(1))
      .default([])
      .describe('Common-code groups a field may name as codeGroup (CON309 for others). Default [].'),
  })
  .prefault({});

/** File upload and storage (the file API, the `file` field). */
export const filesSchema = z
  .strictObject({
    resumableThresholdBytes: z
      .int()
      .min(1)
      .default(8 * 1024 * 1024)
      .describe(
        'Files larger than this go up in resumable chunks (tus) instead of one multipart request. Default 8388608 (8 MiB).',
      ),
    chunkSizeBytes: z
      .int()
      .min(256 * 1024)
      .default(32 * 1024 * 1024)
      .describe(
        'Most bytes of one resumable request (a proxy in front must take a body this large). The server keeps what arrived of a broken request, so a resume never repeats a whole chunk. Default 33554432 (32 MiB).',
      ),
    unboundHours: z
      .number()
      .min(0.01)
      .default(24)
      .describe(
        'A file set no saved record took within this many hours, and a resumable upload left unfinished as long, is removed by the sweep. Default 24.',
      ),
    sweepIntervalMinutes: z
      .number()
      .min(0.01)
      .default(60)
      .describe('How often the server sweeps unbound file sets and abandoned uploads. Default 60.'),
  })
  .prefault({});

/** The development `api.secret`; `staging` and `production` refuse to start with it. */
export const DEFAULT_API_SECRET = 'console-dev-secret-change-me';
/** Shortest `api.secret` the schema takes (`staging` and `production` want 32 at start). */
export const API_SECRET_MIN_LENGTH = 16;

export const apiSchema = z
  .strictObject({
    baseUrl: z.string().default('').describe('Prefix of every API call. Default "" (same origin).'),
    timeout: z.int().min(0).default(20000).describe('API timeout in ms. Default 20000.'),
    downloadTimeout: z.int().min(0).default(60000).describe('Download timeout in ms. Default 60000.'),
    taskQueue: z
      .strictObject({
        concurrency: z.int().min(1).default(3).describe('Concurrent calls. Default 3.'),
        delayMs: z.int().min(0).default(10).describe('Delay between calls. Default 10.'),
      })
      .prefault({}),
    retries: z.int().min(0).max(10).default(0).describe('Retries for network failures. Default 0 (off).'),
    passResultCodes: z
      .array(z.string())
      .default(['0000'])
      .describe("Result codes that pass. Default ['0000']."),
    headers: z
      .strictObject({
        tranId: z.string().default('X-Tran-Id').describe('Transaction id header.'),
        menuId: z.string().default('Menu-Id').describe('Current menu id header.'),
        programId: z.string().default('Program-Id').describe('Current program id header.'),
        profile: z.string().default('X-Console-Profile').describe('Encrypted profile header.'),
        restApi: z.string().default('rest-api-header').describe('REST API marker header.'),
      })
      .prefault({})
      .describe('Header names of spec section 7.'),
    secret: z
      .string()
      .min(API_SECRET_MIN_LENGTH)
      .default(DEFAULT_API_SECRET)
      .describe('Shared secret for secured calls and the profile header (obfuscation, not TLS).'),
  })
  .prefault({});

/** The whole `console.config.yaml`. Every section is optional; defaults come from spec section 3. */
export const configSchema = z.strictObject({
  $schema: z.string().optional(),
  app: appSchema,
  auth: authSchema,
  logging: loggingSchema,
  server: serverSchema,
  mobile: mobileSchema,
  interfaces: interfacesSchema,
  i18n: i18nSchema,
  management: managementSchema,
  api: apiSchema,
  upstreams: upstreamsSchema,
  apis: apisSchema,
  files: filesSchema,
});

export type ConsoleConfig = z.infer<typeof configSchema>;
export type ConsoleConfigInput = z.input<typeof configSchema>;

// The browser's view of the configuration (fidelity.md, "Trust boundary"): an allow-list of exactly
// what runtime/client reads, each field reusing its section's schema. A key added to the config
// stays on the server until it is listed here; parsing drops every key not listed.
const appShape = appSchema.unwrap().shape;
const authShape = authSchema.unwrap().shape;
const duplicationShape = authShape.duplication.unwrap().shape;
const jwtShape = authShape.jwt.unwrap().shape;
const cookieShape = jwtShape.cookie.unwrap().shape;
const serverShape = serverSchema.unwrap().shape;
const interfacesShape = interfacesSchema.unwrap().shape;
const apiLoggingShape = interfacesShape.apiLogging.unwrap().shape;
const i18nShape = i18nSchema.unwrap().shape;
const managementShape = managementSchema.unwrap().shape;
const tabsShape = managementShape.tabs.unwrap().shape;
const favouritesShape = managementShape.favourites.unwrap().shape;
const apiShape = apiSchema.unwrap().shape;
const taskQueueShape = apiShape.taskQueue.unwrap().shape;
const headersShape = apiShape.headers.unwrap().shape;
const declaredApiShape = declaredApiSchema.shape;
const filesShape = filesSchema.unwrap().shape;

/**
 * The projection of the configuration the generator writes into the browser bundle
 * (`runtime/client/generated/config.gen.ts`). Never in it: `logging` but `level` and
 * `browser.disabled`, `server.*` but `server.dev`, `interfaces.apiLogging.keepDays`, interface
 * definitions' `request`/`response` schemas, `management.codeGroups`, `upstreams`, the upstream
 * side of `apis` (and their `request`/`response` schemas), and anything server-only added later.
 * `api.secret` is in it on purpose: it is the shared obfuscation key the browser needs for
 * secured calls and the profile header, and protects nothing.
 */
export const clientConfigSchema = z.object({
  app: z.object({
    profile: appShape.profile,
    deviceType: appShape.deviceType,
    version: appShape.version,
    title: appShape.title,
    density: appShape.density,
    dateFormat: appShape.dateFormat,
    theme: appShape.theme,
  }),
  auth: z.object({
    enabled: authShape.enabled,
    loginPath: authShape.loginPath,
    redirectReturnPageParamName: authShape.redirectReturnPageParamName,
    failProcessType: authShape.failProcessType,
    expiredProcessType: authShape.expiredProcessType,
    errorUrl: authShape.errorUrl,
    errorStatusCode: authShape.errorStatusCode,
    autoLogoutSeconds: authShape.autoLogoutSeconds,
    idleWarningSeconds: authShape.idleWarningSeconds,
    excludeUrlPatterns: authShape.excludeUrlPatterns,
    duplication: z.object({
      type: duplicationShape.type,
      interval: duplicationShape.interval,
      path: duplicationShape.path,
    }),
    jwt: z.object({
      accessTokenHeaderName: jwtShape.accessTokenHeaderName,
      refreshTokenHeaderName: jwtShape.refreshTokenHeaderName,
      storage: jwtShape.storage,
      cookie: z.object({
        path: cookieShape.path,
        sameSite: cookieShape.sameSite,
        secure: cookieShape.secure,
      }),
    }),
  }),
  server: z.object({ dev: serverShape.dev }),
  // The browser logger: its level and switch only (files, throttle and the name are the server's).
  logging: z.object({
    level: loggingSchema.unwrap().shape.level,
    browser: z.object({ disabled: loggingSchema.unwrap().shape.browser.unwrap().shape.disabled }),
  }),
  // Definitions without their request/response schemas: those become TypeScript types at build time.
  // The logging URLs are plain relative paths (nothing secret); `keepDays` stays on the server.
  interfaces: z.object({
    apiLogging: z.object({
      requestUrl: apiLoggingShape.requestUrl,
      responseUrl: apiLoggingShape.responseUrl,
    }),
    initialDataUrl: interfacesShape.initialDataUrl,
    definitions: z.array(clientInterfaceDefinitionSchema),
  }),
  i18n: z.object({ enabled: i18nShape.enabled, locale: i18nShape.locale, messages: i18nShape.messages }),
  // The bridge runs in the page: the hybrid switches and timings (nothing secret).
  mobile: z.object({ hybrid: mobileSchema.unwrap().shape.hybrid }),
  management: z.object({
    enabled: managementShape.enabled,
    systemCode: managementShape.systemCode,
    mainPath: managementShape.mainPath,
    initialDataUrl: managementShape.initialDataUrl,
    initialDataCache: z.object({ enabled: managementShape.initialDataCache.unwrap().shape.enabled }),
    tabs: z.object({
      enabled: tabsShape.enabled,
      max: tabsShape.max,
      preventDirectConnect: tabsShape.preventDirectConnect,
      excludeUrls: tabsShape.excludeUrls,
    }),
    favourites: z.object({ enabled: favouritesShape.enabled, alwaysVisible: favouritesShape.alwaysVisible }),
    events: z.object({ enabled: managementShape.events.unwrap().shape.enabled }),
  }),
  api: z.object({
    baseUrl: apiShape.baseUrl,
    timeout: apiShape.timeout,
    downloadTimeout: apiShape.downloadTimeout,
    taskQueue: z.object({ concurrency: taskQueueShape.concurrency, delayMs: taskQueueShape.delayMs }),
    retries: apiShape.retries,
    passResultCodes: apiShape.passResultCodes,
    headers: z.object({
      tranId: headersShape.tranId,
      menuId: headersShape.menuId,
      programId: headersShape.programId,
      profile: headersShape.profile,
      restApi: headersShape.restApi,
    }),
    secret: apiShape.secret,
  }),
  // Declared APIs without their upstream, path, function, program or JSON Schemas: the browser calls
  // /api/ext/<name> and needs only how to call it and where the rows are. `upstreams` stays out.
  apis: z.record(
    z.string(),
    z.object({
      method: declaredApiShape.method,
      secured: declaredApiShape.secured,
      // Optional here: a projection built by hand (tests, older generated configs) means false.
      localDates: declaredApiShape.localDates.optional(),
      rows: declaredApiShape.rows,
      total: declaredApiShape.total,
      paging: declaredApiShape.paging,
    }),
  ),
  files: z.object({
    resumableThresholdBytes: filesShape.resumableThresholdBytes,
    chunkSizeBytes: filesShape.chunkSizeBytes,
  }),
});

/** The configuration as the browser sees it (see `clientConfigSchema`). */
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** The browser's projection of a resolved configuration: only the keys `clientConfigSchema` lists. */
export function toClientConfig(config: ConsoleConfig): ClientConfig {
  return clientConfigSchema.parse(config);
}
