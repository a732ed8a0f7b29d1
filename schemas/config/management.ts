import { z } from 'zod';
import { relativePath } from './shared.ts';

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
