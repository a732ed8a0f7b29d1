// `npm run cluster`: PostgreSQL, three console instances and nginx in front, on this machine, until
// Ctrl+C. Options: --instances N (default 3), --port P (nginx's; default PORT, then 8080), --profile
// NAME (the config profile; `dev` serves the console under /admin/, its app.basePath, which nginx
// then forwards alone, as a shared host would).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './startCluster.mjs';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : Number(process.argv[i + 1]);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

function text(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

const profile = text('profile');
const dir = mkdtempSync(join(tmpdir(), 'console-cluster-'));
const cluster = await startCluster({
  dir,
  instances: option('instances', 3),
  port: option('port', Number(process.env.PORT) || 8080),
  // A profile's own build folder, so the default build (npm start) stays as it is.
  ...(profile && { profile, outDir: `dist/client-${profile}` }),
});
console.log(`
콘솔 클러스터가 실행되었습니다: ${cluster.url}/
  PostgreSQL   ${cluster.databaseUrl}
${cluster.instances.map((s, i) => `  instance ${i + 1}   ${s.url} (pid ${s.pid}, log ${join(dir, `instance-${i + 1}.log`)})`).join('\n')}
Ctrl+C stops everything and removes ${dir}.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
setInterval(() => {}, 1 << 30);
