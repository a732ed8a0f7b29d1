import { z } from 'zod';
import { LOG_LEVEL_NAMES } from './shared.ts';

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
