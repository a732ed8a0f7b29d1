import type { FastifyInstance } from 'fastify';
import type { ManagementApiOptions } from '../api/managementApi.ts';

/** Routes of this API area (being written). */
export async function authApi(_app: FastifyInstance, _options: ManagementApiOptions): Promise<void> {}
