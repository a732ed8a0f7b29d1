import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './buildApp.ts';

export interface StartServerOptions extends BuildAppOptions {
  /** Interface to listen on, e.g. `127.0.0.1` (config `server.host`, default `127.0.0.1`). */
  host: string;
  /** Port to listen on; `0` picks a free one (config `server.port`, default 3000). */
  port: number;
}

export interface StartedServer {
  app: FastifyInstance;
  /** `http://host:port` with the port actually bound. */
  url: string;
}

/** Builds the app and listens. Closing (and signal handling) is the caller's job. */
export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const app = await buildApp(options);
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  // An IPv6 literal needs brackets in a URL.
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { app, url: `http://${host}:${port}` };
}
