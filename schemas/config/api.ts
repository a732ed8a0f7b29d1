import { z } from 'zod';

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
