#!/usr/bin/env node
// Thin launcher: runs the compiled CLI bundle, rebuilding it with esbuild first when a source is newer.
// Shipping the CLI compiled keeps start-up far below what compiling TypeScript at every start costs,
// and a V8 code cache per command (dist/cli/cache) spares compiling the bundle again at every start.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist', 'cli');
const out = join(outDir, 'console.cjs');
const cacheDir = join(outDir, 'cache');
const SOURCES = ['cli', 'schemas', 'runtime/core', 'runtime/server'];

function newestSource() {
  let newest = statSync(join(root, 'package.json')).mtimeMs;
  for (const dir of SOURCES) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const entry of readdirSync(abs, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|tsx|mjs|js|json)$/.test(entry.name)) {
        const t = statSync(join(entry.parentPath, entry.name)).mtimeMs;
        if (t > newest) newest = t;
      }
    }
  }
  return newest;
}

/** esbuild plugin: bare imports are external unless their package is in `inline`. */
function externalExcept(inline) {
  return {
    name: 'external-except',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const pkg = args.path.startsWith('@')
          ? args.path.split('/').slice(0, 2).join('/')
          : args.path.split('/')[0];
        return inline.includes(pkg) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

async function bundle() {
  const esbuild = await import('esbuild');
  // One CommonJS file, so it can run through vm.Script with a code cache (Node 20 has no code cache
  // for ES modules). What only `start`, `dev` or `build` need (the server, Vite) stays out of the
  // start-up path all the same: esbuild wraps lazily imported modules in functions that run on
  // first use, and dynamic imports of packages become require() calls (Node 20.19+ requires ES
  // modules such as Vite), since a cached vm.Script cannot run import().
  const result = await esbuild.build({
    entryPoints: { console: join(root, 'cli', 'main.ts') },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': '__consoleImportMetaUrl' },
    // Everything from node_modules stays external except the few modules every command loads:
    // inlined, they cost one file to compile instead of a hundred to resolve (zod alone is ~50 ms
    // of start-up as separate files). date-fns (formats named by manifests, via runtime/core) is
    // inlined so only what is used is loaded: as a package, its locale index loads every locale.
    plugins: [externalExcept(['zod', 'commander', 'js-yaml', 'date-fns'])],
    outdir: outDir,
    entryNames: '[name]',
    outExtension: { '.js': '.cjs' },
    write: false,
    logLevel: 'error',
    banner: {
      js: "// Built from cli/main.ts by cli/bin.mjs. Do not edit.\nconst __consoleImportMetaUrl = require('node:url').pathToFileURL(__filename).href;",
    },
  });
  // By rename, so CLI processes started side by side never read a half-written bundle. The code
  // caches of the old bundle go (their names carry its size and time, so none would match anyway),
  // and so do the files of the earlier ES-module layout.
  mkdirSync(outDir, { recursive: true });
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, out);
  for (const old of [cacheDir, join(outDir, 'chunks'), join(outDir, 'console.mjs')]) {
    rmSync(old, { recursive: true, force: true });
  }
}

/**
 * Runs the bundle as a CommonJS module through vm.Script with the code cache of this command
 * (`validate`, `generate`, …: each command compiles other functions). A missing or rejected cache
 * (another Node version or V8 flags) is written after a successful command, with what it compiled;
 * a cache that cannot be written is only a slower start.
 */
async function run() {
  const source = readFileSync(out, 'utf8');
  const stat = statSync(out);
  const command = /^[a-z]+$/.test(process.argv[2] ?? '') ? process.argv[2] : 'other';
  const cacheFile = join(cacheDir, `${command}-${stat.size}-${Math.trunc(stat.mtimeMs)}.bin`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: out,
    ...(cachedData ? { cachedData } : {}),
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(out), module, out, outDir);
  const code = await module.exports.main(process.argv, { root: process.env.CONSOLE_ROOT ?? process.cwd() });
  // Only after a command ran (exit 0): a mistyped command gets no cache file of its own.
  if (code === 0 && (!cachedData || script.cachedDataRejected)) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cacheFile);
    } catch {
      // read-only install or full disk: the next start compiles again
    }
  }
  return code;
}

// A larger young generation: compiling thousands of manifests allocates many short-lived objects,
// and the default semi-space makes the collector run dozens of times in a sub-second command.
v8.setFlagsFromString('--max-semi-space-size=32');

if (!existsSync(out) || statSync(out).mtimeMs < newestSource()) await bundle();
process.exitCode = await run();
