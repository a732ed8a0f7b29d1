// Child process of the compile benchmark: imports the compiled CLI bundle and times, in-process,
// validate + generate (reporting wall time and peak RSS as JSON on stdout), or with `dev` as third
// argument console dev's path: a full generate (the ratio's anchor), the index (regenerateChanged's
// first call), then one saved manifest at a time until the route tree is rewritten (its title
// changes, so the generated files do too), median of 7 saves. Separate processes, so the index
// does not count in the peak memory of validate + generate.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [bundle, root, mode] = process.argv.slice(2);
const { compileProject, generateProject, regenerateChanged } = await import(pathToFileURL(bundle).href);

if (mode === 'dev') {
  const t0 = performance.now();
  generateProject({ root });
  const generateMs = performance.now() - t0;
  const t1 = performance.now();
  regenerateChanged({ root, changed: [] });
  const indexMs = performance.now() - t1;
  const saved = 'screens/bench/A00/G00/UI_FU_00001.screen.yaml';
  const text = readFileSync(join(root, saved), 'utf8');
  const saves = [];
  for (let i = 0; i < 7; i++) {
    writeFileSync(join(root, saved), text.replace(/^title: .*$/m, `title: 저장 ${i}`));
    const t = performance.now();
    const r = regenerateChanged({ root, changed: [saved] });
    saves.push(performance.now() - t);
    if (r.diagnostics.length || !r.write?.written.includes('routeTree.gen.ts')) {
      console.error('a save did not rewrite the route tree', r.diagnostics.slice(0, 3), r.write);
      process.exit(1);
    }
  }
  writeFileSync(join(root, saved), text);
  const saveMs = saves.sort((a, b) => a - b)[3];
  console.log(JSON.stringify({ generateMs, indexMs, saveMs }));
} else {
  const t0 = performance.now();
  const v = compileProject({ root });
  const t1 = performance.now();
  const g = generateProject({ root });
  const t2 = performance.now();
  if (v.diagnostics.length || g.diagnostics.length) {
    console.error('unexpected diagnostics', v.diagnostics.slice(0, 3), g.diagnostics.slice(0, 3));
    process.exit(1);
  }
  console.log(
    JSON.stringify({
      screens: v.screens.length,
      validateMs: t1 - t0,
      generateMs: t2 - t1,
      totalMs: t2 - t0,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
}
