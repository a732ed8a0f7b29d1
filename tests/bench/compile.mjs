// `npm run bench:compile`: times validate + generate over 1,000 and 10,000 synthetic manifests,
// in-process and as CLI processes (Node start-up included), and tsc over the 1,000- and 10,000-screen trees.
// Budgets (2-core machine): in-process 1k ≤ 300 ms, 10k ≤ 1500 ms, ≤ 300 MB; CLI 1k ≤ 500 ms,
// 10k ≤ 2000 ms; one saved manifest at 10k (console dev's regenerateChanged) ≤ 50 ms and ≤ 0.1× the
// full generate; tsc over the client with the generated tree ≤ 5 s at 1k and ≤ 20 s at 10k, typed
// links still rejecting an unknown path.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeProject } from './makeProject.mjs';

const repo = resolve(import.meta.dirname, '../..');
const bin = join(repo, 'cli/bin.mjs');
const bundle = join(repo, 'dist/cli/console.cjs');
const args = process.argv.slice(2);
const counts = args.includes('--quick') ? [1000] : [1000, 10000];
const skipTsc = args.includes('--no-tsc');
const results = [];
let failed = 0;

function check(label, value, budget, unit) {
  const ok = value <= budget;
  if (!ok) failed++;
  results.push({ label, value: Math.round(value), budget, unit, ok });
}

function wall(cmd, argv, cwd) {
  const t = performance.now();
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`${argv.join(' ')} failed: ${r.stderr}`);
  return ms;
}

execFileSync(process.execPath, [bin, '--version'], { cwd: repo }); // make sure the bundle is fresh

for (const n of counts) {
  const root = makeProject(n);
  try {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      rmSync(join(root, 'runtime'), { recursive: true, force: true });
      const out = execFileSync(
        process.execPath,
        [join(repo, 'tests/bench/compileInProcess.mjs'), bundle, root],
        {
          encoding: 'utf8',
        },
      );
      runs.push(JSON.parse(out));
    }
    const best = runs.sort((a, b) => a.totalMs - b.totalMs)[0];
    const label = `${n.toLocaleString('en')} screens`;
    check(`in-process validate+generate, ${label}`, best.totalMs, n <= 1000 ? 300 : 1500, 'ms');
    check(`in-process peak memory, ${label}`, Math.max(...runs.map((r) => r.peakRssMb)), 300, 'MB');
    console.log(
      `  (${label}: validate ${best.validateMs.toFixed(0)} ms, generate ${best.generateMs.toFixed(0)} ms)`,
    );
    // console dev: one saved manifest until the route tree is rewritten (regenerateChanged),
    // against the full generate of the same process: ≤ 50 ms and ≤ 0.1× at 10,000 screens.
    const dev = [];
    for (let i = 0; i < 3; i++) {
      rmSync(join(root, 'runtime'), { recursive: true, force: true });
      const out = execFileSync(
        process.execPath,
        [join(repo, 'tests/bench/compileInProcess.mjs'), bundle, root, 'dev'],
        { encoding: 'utf8' },
      );
      dev.push(JSON.parse(out));
    }
    const fastest = dev.sort((a, b) => a.saveMs - b.saveMs)[0];
    console.log(
      `  (${label}, console dev: index ${fastest.indexMs.toFixed(0)} ms, one saved manifest ${fastest.saveMs.toFixed(1)} ms = ${(fastest.saveMs / fastest.generateMs).toFixed(3)}× the full generate of ${fastest.generateMs.toFixed(0)} ms)`,
    );
    if (n >= 10000) {
      check(`one saved manifest (console dev), ${label}`, fastest.saveMs, 50, 'ms');
      check(
        `one saved manifest / full generate ×1000, ${label}`,
        Math.min(...dev.map((r) => (r.saveMs / r.generateMs) * 1000)),
        100,
        '‰',
      );
    }
    const cli = [];
    for (let i = 0; i < 3; i++) {
      rmSync(join(root, 'runtime'), { recursive: true, force: true });
      cli.push(
        wall(process.execPath, [bin, 'validate'], root) + wall(process.execPath, [bin, 'generate'], root),
      );
    }
    check(`CLI process validate+generate, ${label}`, Math.min(...cli), n <= 1000 ? 500 : 2000, 'ms');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

for (const n of skipTsc ? [] : counts) {
  // tsc over a copy of the client with the generated tree of n screens, plus a file whose bad link
  // must be rejected (`@ts-expect-error` turns "no error" into an error).
  const base = join(repo, '.tmp');
  mkdirSync(base, { recursive: true });
  const root = makeProject(n, { base, prefix: 'tsc-' });
  try {
    for (const dir of ['runtime/core', 'runtime/client', 'schemas']) {
      cpSync(join(repo, dir), join(root, dir), {
        recursive: true,
        filter: (src) => !src.includes(`${join(repo, 'runtime/client/generated')}`),
      });
    }
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
    wall(process.execPath, [bin, 'generate'], root);
    writeFileSync(
      join(root, 'runtime/client/typedLinks.tsx'),
      [
        "import { Link } from '@tanstack/react-router';",
        'export const ok = <Link to="/bench/A00/G00/UI_FU_00000">ok</Link>;',
        '// @ts-expect-error: an unknown path must not type-check',
        'export const bad = <Link to="/pubs/NOPE">bad</Link>;',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'tsconfig.json'),
      JSON.stringify({
        extends: join(repo, 'tsconfig.json'),
        compilerOptions: { types: ['vite/client'] },
        include: ['runtime/client', 'runtime/core', 'schemas'],
      }),
    );
    const t = performance.now();
    const r = spawnSync(
      process.execPath,
      [join(repo, 'node_modules/typescript/bin/tsc'), '-p', root, '--noEmit'],
      {
        encoding: 'utf8',
      },
    );
    const ms = performance.now() - t;
    if (r.status !== 0) {
      failed++;
      console.log(`tsc failed on the ${n.toLocaleString('en')}-screen tree:\n${r.stdout}${r.stderr}`);
    } else {
      console.log(
        `  (typed links: the unknown path /pubs/NOPE is rejected at ${n.toLocaleString('en')} screens)`,
      );
    }
    check(`tsc --noEmit, ${n.toLocaleString('en')} screens`, ms, n <= 1000 ? 5000 : 20000, 'ms');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

console.log('\ncompile benchmark (best of 3)');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'OVER'} ${r.label.padEnd(48)} ${String(r.value).padStart(6)} ${r.unit}  (budget ${r.budget} ${r.unit})`,
  );
}
process.exitCode = failed ? 1 : 0;
