import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bindFileSets } from './bindFileSets.ts';
import { fileSetsOfCall } from './fileSetsOfCall.ts';

/** The file sets as the gateway reaches them (`app.fileSets`): a record's attachments. */
export interface FileSetsOfRecords {
  /**
   * The sets a call names in its `names` parameters, each checked: it exists (404) and the caller
   * may change it (403). See `fileSetsOfCall`.
   */
  ofCall(
    request: FastifyRequest,
    params: Readonly<Record<string, unknown>>,
    names: readonly string[],
  ): Promise<string[]>;
  /** Marks the sets as taken by a saved record, so the sweep keeps them. */
  bind(fileIds: readonly string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A record's file sets, for the gateway (files/decorateFileSets.ts). */
    fileSets: FileSetsOfRecords;
  }
}

/** Decorates `app.fileSets` (once), over `app.db` and `app.menus`. */
export function decorateFileSets(app: FastifyInstance): void {
  if (app.hasDecorator('fileSets')) return;
  const sets: FileSetsOfRecords = {
    ofCall: (request, params, names) => fileSetsOfCall(app.db, request, params, names),
    bind: (fileIds) => bindFileSets(app.db, fileIds),
  };
  app.decorate('fileSets', sets);
}
