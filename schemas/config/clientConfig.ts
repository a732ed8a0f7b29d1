import { z } from 'zod';
import { declaredApiSchema } from '../gateway.ts';
import { clientInterfaceDefinitionSchema } from '../interfaceDefinition.ts';
import { apiSchema } from './api.ts';
import { appSchema } from './app.ts';
import { authSchema } from './auth.ts';
import type { ConsoleConfig } from './configSchema.ts';
import { filesSchema } from './files.ts';
import { i18nSchema } from './i18n.ts';
import { interfacesSchema } from './interfaces.ts';
import { loggingSchema } from './logging.ts';
import { managementSchema } from './management.ts';
import { mobileSchema } from './mobile.ts';
import { privacySchema } from './privacy.ts';
import { serverSchema, trustsLoopback } from './server.ts';

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
 * `browser.disabled`, `server.*` but `server.dev` and `server.trustLoopback`, `interfaces.apiLogging.keepDays`, interface
 * definitions' `request`/`response` schemas, `management.codeGroups`, `upstreams`, the upstream
 * side of `apis` (and their `request`/`response` schemas), and anything server-only added later.
 * `api.secret` is in it on purpose: it is the shared obfuscation key the browser needs for
 * secured calls and the profile header, and protects nothing.
 */
export const clientConfigSchema = z.object({
  app: z.object({
    profile: appShape.profile,
    basePath: appShape.basePath,
    deviceType: appShape.deviceType,
    version: appShape.version,
    title: appShape.title,
    logo: appShape.logo,
    density: appShape.density,
    dateFormat: appShape.dateFormat,
    timeZone: appShape.timeZone,
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
  // `trustLoopback` resolved by toClientConfig (the profile's default applied): the guard's IP check
  // follows the server's.
  server: z.object({ dev: serverShape.dev, trustLoopback: serverShape.trustLoopback }),
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
      secured: declaredApiShape.secured.optional(),
      // Optional here: a projection built by hand (tests, older generated configs) means false.
      localDates: declaredApiShape.localDates.optional(),
      rows: declaredApiShape.rows,
      total: declaredApiShape.total,
      // Only with `total` (the names of server-side paging): left out otherwise, as `localDates`
      // and `secured` when off (every page, the login page too, carries this projection).
      paging: declaredApiShape.paging.optional(),
      // That it carries personal data, and whose a row is: the screens ask a reason before a
      // download and offer 원문 보기 (the fields stay on the server, which masks them).
      personal: z.object({ subject: z.string() }).optional(),
    }),
  ),
  files: z.object({
    resumableThresholdBytes: filesShape.resumableThresholdBytes,
    chunkSizeBytes: filesShape.chunkSizeBytes,
    // The limits of 엑셀 일괄 등록, said before a file is sent (the server enforces them).
    importMaxBytes: filesShape.importMaxBytes,
    importMaxRows: filesShape.importMaxRows,
  }),
  // The masking standard: the screens mask typed values as the server masks answers.
  privacy: z.object({ masking: privacySchema.unwrap().shape.masking }).prefault({}),
});

/** The configuration as the browser sees it (see `clientConfigSchema`). */
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** The browser's projection of a resolved configuration: only the keys `clientConfigSchema` lists. */
export function toClientConfig(config: ConsoleConfig): ClientConfig {
  const projected = clientConfigSchema.parse({
    ...config,
    server: { ...config.server, trustLoopback: trustsLoopback(config) },
  });
  for (const api of Object.values(projected.apis)) {
    if (api.total === undefined) delete api.paging;
    if (!api.localDates) delete api.localDates;
    if (!api.secured) delete api.secured;
  }
  return projected;
}
