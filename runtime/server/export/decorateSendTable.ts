import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DisplaySettings } from '../../core/form/index.ts';
import { sendTable, type TableFile } from './sendTable.ts';
import type { TableWriter } from './tableWriter.ts';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers with a file of rows streamed as `produce` writes them (export/sendTable.ts): how the
     * gateway's exports reach this feature.
     */
    sendTable(file: TableFile, produce: (writer: TableWriter) => Promise<void>): FastifyReply;
  }
}

/**
 * Decorates every reply of `app` with `sendTable` (once); its cells show as the screens show them
 * (`settings`: the day format and the company masking standard).
 */
export function decorateSendTable(app: FastifyInstance, settings: DisplaySettings = {}): void {
  if (app.hasReplyDecorator('sendTable')) return;
  app.decorateReply(
    'sendTable',
    function (this: FastifyReply, file: TableFile, produce: (writer: TableWriter) => Promise<void>) {
      return sendTable(this, file, produce, settings);
    },
  );
}
