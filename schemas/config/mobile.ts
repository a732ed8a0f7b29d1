import { z } from 'zod';

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
