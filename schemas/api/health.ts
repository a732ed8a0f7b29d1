import { z } from 'zod';

// `GET /api/health` (runtime/server/health/).

/** Answer of `GET /api/health`: liveness, the profile and the served client build (`null`: unknown). */
export const healthBodySchema = z.object({
  status: z.literal('ok'),
  profile: z.string(),
  buildId: z.string().nullable(),
});
export type HealthBody = z.infer<typeof healthBodySchema>;
