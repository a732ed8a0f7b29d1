// The example backend as a process: `console start` launches it in the local and dev profiles
// (upstreams.shop.launch in console.config.yaml) with PORT and CONSOLE_JWKS_URL set.
import { buildShopBackend } from './shopBackend.ts';

const port = Number(process.env.PORT ?? 4100);
const jwks = process.env.CONSOLE_JWKS_URL ?? 'http://127.0.0.1:3000/.well-known/jwks.json';
const app = buildShopBackend({
  jwks: new URL(jwks),
  audience: process.env.UPSTREAM_NAME ?? 'shop',
  ...(process.env.CONSOLE_ISSUER ? { issuer: process.env.CONSOLE_ISSUER } : {}),
});
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port });
process.stdout.write(`shop backend listening on ${port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
