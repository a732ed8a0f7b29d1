// Playwright web server for the sub-path journey (tests/e2e/subPath.spec.ts): the cluster of
// `npm run cluster` (tests/cluster/startCluster.mjs: a throw-away PostgreSQL, console instances,
// nginx in front) with the `dev` profile, whose app.basePath is /admin/, over its build
// (dist/client-dev, made by `npm test`'s build-dev step). nginx forwards /admin/ alone, as a shared
// host does. Stops everything on SIGTERM/SIGINT.
// Usage: serveCluster.mjs <port> <dir>
import { mkdirSync, rmSync } from 'node:fs';
import { startCluster } from '../../cluster/startCluster.mjs';

const [port, dir] = process.argv.slice(2);
if (!port || !dir) {
  console.error('usage: serveCluster.mjs <port> <dir>');
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const cluster = await startCluster({
  dir,
  instances: 2,
  port: Number(port),
  build: false,
  profile: 'dev',
  outDir: 'dist/client-dev',
  // Start-up lines stay out of the test output; failures still throw with their reason.
  log: () => {},
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
setInterval(() => {}, 1 << 30);
