import { z } from 'zod';
import { apisSchema, upstreamsSchema } from '../gateway.ts';
import { apiSchema } from './api.ts';
import { appSchema } from './app.ts';
import { authSchema } from './auth.ts';
import { filesSchema } from './files.ts';
import { i18nSchema } from './i18n.ts';
import { interfacesSchema } from './interfaces.ts';
import { loggingSchema } from './logging.ts';
import { managementSchema } from './management.ts';
import { mobileSchema } from './mobile.ts';
import { privacySchema } from './privacy.ts';
import { serverSchema } from './server.ts';

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
  privacy: privacySchema,
});

export type ConsoleConfig = z.infer<typeof configSchema>;
export type ConsoleConfigInput = z.input<typeof configSchema>;
