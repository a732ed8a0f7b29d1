import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { needs } from '../../../runtime/server/platform/index.ts';

describe('needs: a feature plugin names the decorators it reads from the others', () => {
  const plugin = needs('gateway', { fastify: ['widgets'], reply: ['sendWidget'] }, async () => {});

  it('is refused, naming what is missing, when the composition has not decorated it first', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(plugin).ready()).rejects.toThrow(/widgets.*gateway/);
    await app.close();
  });

  it('registers once every decorator it names is there', async () => {
    const app = Fastify({ logger: false });
    app.decorate('widgets', {});
    app.decorateReply('sendWidget', () => undefined);
    await expect(app.register(plugin).ready()).resolves.toBeDefined();
    await app.close();
  });
});
