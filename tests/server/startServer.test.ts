import { describe, expect, it } from 'vitest';
import { startServer } from '../../runtime/server/index.ts';
import { configSchema } from '../../schemas/config/index.ts';
import { makeClientDir } from './clientDirFixture.ts';

describe('startServer', () => {
  it('listens on a free port when given 0 and returns its URL', async () => {
    const f = makeClientDir();
    const { app, url } = await startServer({
      config: configSchema.parse({}),
      clientDir: f.clientDir,
      host: '127.0.0.1',
      port: 0,
      logger: false,
    });
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url).not.toBe('http://127.0.0.1:0');
      const res = await fetch(`${url}/api/health`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { body: { buildId: string } }).body.buildId).toBe('build-20250101-abc');
    } finally {
      await app.close();
      f.cleanup();
    }
  });

  it('rejects when the port is taken and leaves nothing running', async () => {
    const config = configSchema.parse({});
    const first = await startServer({ config, host: '127.0.0.1', port: 0, logger: false });
    try {
      const port = Number(new URL(first.url).port);
      await expect(startServer({ config, host: '127.0.0.1', port, logger: false })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      await first.app.close();
    }
  });
});
