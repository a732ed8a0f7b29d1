import { z } from 'zod';
import { relativePath } from './shared.ts';

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
            path: z
              .string()
              .optional()
              .describe(
                'Cookie path. Default app.basePath (/ unless the console is served under a sub-path).',
              ),
            sameSite: z.enum(['None', 'Lax', 'Strict']).default('None').describe('SameSite. Default None.'),
            secure: z.boolean().default(true).describe('Secure cookie. Default true.'),
          })
          .prefault({}),
      })
      .prefault({}),
  })
  .prefault({});
