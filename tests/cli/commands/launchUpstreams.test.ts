import { afterAll, describe, expect, it } from 'vitest';
import { launchUpstreams } from '../../../cli/commands/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';
import { removeTempProjects, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

// A backend that answers every call with the environment the console gave it.
const ECHO = `
import { createServer } from 'node:http';
const env = Object.fromEntries(['PORT', 'HOST', 'CONSOLE_JWKS_URL', 'CONSOLE_ISSUER', 'UPSTREAM_NAME'].map((k) => [k, process.env[k]]));
const server = createServer((_req, res) => res.end(JSON.stringify(env)));
server.listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

const io = () => {
  const lines: string[] = [];
  return { lines, io: { out: (s: string) => lines.push(s), err: (s: string) => lines.push(s) } };
};

const config = (upstreams: Record<string, unknown>, profile = 'local') =>
  configSchema.parse({ app: { profile }, upstreams });

describe('launchUpstreams', () => {
  it('starts a launch backend on a free port with the console’s JWKS URL, and stops it', async () => {
    const root = tempProject({ 'echo.mjs': ECHO });
    const out = io();
    const launched = await launchUpstreams(
      config({ shop: { url: 'http://127.0.0.1:4100', launch: { command: 'node echo.mjs' } } }),
      { root, consoleUrl: 'http://127.0.0.1:39999', io: out.io },
    );
    const url = launched.urls.get('shop');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const env = await (await fetch(url!)).json();
    expect(env).toEqual({
      PORT: url!.split(':')[2],
      HOST: '127.0.0.1',
      CONSOLE_JWKS_URL: 'http://127.0.0.1:39999/.well-known/jwks.json',
      CONSOLE_ISSUER: 'console:CONSOLE',
      UPSTREAM_NAME: 'shop',
    });
    expect(out.lines).toContain(`upstream shop: launched on ${url}`);
    await launched.close();
    await expect(fetch(url!)).rejects.toThrow();
  });

  it('launches nothing outside the listed profiles', async () => {
    const launched = await launchUpstreams(
      config({ shop: { url: 'http://127.0.0.1:4100', launch: { command: 'node nope.mjs' } } }, 'qa'),
      { root: tempProject(), consoleUrl: 'http://127.0.0.1:1', io: io().io },
    );
    expect(launched.urls.size).toBe(0);
  });

  it('fails, naming the upstream and its output, when the backend exits instead of listening', async () => {
    const root = tempProject({ 'crash.mjs': "console.error('missing DATABASE_URL'); process.exit(3);\n" });
    const out = io();
    await expect(
      launchUpstreams(
        config({ shop: { url: 'http://127.0.0.1:4100', launch: { command: 'node crash.mjs' } } }),
        {
          root,
          consoleUrl: 'http://127.0.0.1:1',
          io: out.io,
        },
      ),
    ).rejects.toThrow('shop (node crash.mjs): exited (3)');
    expect(out.lines).toContain('[shop] missing DATABASE_URL');
  });

  it('is refused in staging and production by the config schema', () => {
    const r = configSchema.safeParse({
      upstreams: {
        shop: { url: 'http://127.0.0.1:4100', launch: { command: 'x', profiles: ['production'] } },
      },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      'launch is for development: run the backend as its own service in staging and production',
    );
  });
});
