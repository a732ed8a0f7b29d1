// Child process of the compile benchmark: imports the compiled CLI bundle and times validate +
// generate in-process, then reports wall time and peak RSS as JSON on stdout.
import { pathToFileURL } from 'node:url';

const [bundle, root] = process.argv.slice(2);
const { compileProject, generateProject } = await import(pathToFileURL(bundle).href);
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
