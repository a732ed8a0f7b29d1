import { z } from 'zod';
import { interfaceDefinitionSchema } from '../interfaceDefinition.ts';
import { relativePath } from './shared.ts';

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
