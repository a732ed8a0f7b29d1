// `npm run bench`: every benchmark of the project, one after another; non-zero when one is over budget.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const benches = [
  'compile.mjs',
  'guard.ts',
  'grid.ts',
  'gridBrowser.mjs',
  'api.mjs',
  'cluster.mjs',
  'load.mjs',
  'export.mjs',
  'import.mjs',
  'files.mjs',
  'privacy.mjs',
];
let failed = 0;
for (const b of benches) {
  console.log(`\n## ${b}`);
  const loader = b.endsWith('.ts')
    ? ['--import', 'tsx']
    : b === 'export.mjs' || b === 'import.mjs'
      ? ['--expose-gc']
      : [];
  // The grid benchmark in jsdom renders components that import stylesheets.
  if (b === 'grid.ts') loader.push('--import', join(import.meta.dirname, 'support/ignoreCss.mjs'));
  const r = spawnSync(process.execPath, [...loader, join(import.meta.dirname, b), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
