#!/usr/bin/env node
// Thin launcher: runs the compiled CLI bundle, rebuilding it with esbuild first when a source is newer.
// Shipping the CLI compiled keeps start-up far below what compiling TypeScript at every start costs.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist', 'cli');
const out = join(outDir, 'console.mjs');
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
  // Code splitting keeps what only `start`, `dev` or `build` need (the server, Vite) out of the
  // start-up path of `validate` and `generate`.
  const result = await esbuild.build({
    entryPoints: { console: join(root, 'cli', 'main.ts') },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Everything from node_modules stays external except the few modules every command loads:
    // inlined, they cost one file to compile instead of a hundred to resolve (zod alone is ~50 ms
    // of start-up as separate files). date-fns (formats named by manifests, via runtime/core) is
    // inlined so only what is used is loaded: as a package, its locale index loads every locale.
    plugins: [externalExcept(['zod', 'commander', 'js-yaml', 'date-fns'])],
    outdir: outDir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    write: false,
    logLevel: 'error',
    banner: {
      // Inlined CommonJS packages (commander) call require() for Node built-ins.
      js: "// Built from cli/main.ts by cli/bin.mjs. Do not edit.\nimport { createRequire as __consoleCreateRequire } from 'node:module';\nconst require = __consoleCreateRequire(import.meta.url);",
    },
  });
  // Chunks first (their names carry a content hash), the entry last and by rename, so CLI
  // processes started side by side never import a half-written bundle.
  const entry = result.outputFiles.find((f) => f.path === out);
  for (const f of result.outputFiles) {
    if (f === entry) continue;
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.contents);
  }
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, entry.contents);
  renameSync(tmp, out);
  const keep = new Set(result.outputFiles.map((f) => f.path));
  const chunks = join(outDir, 'chunks');
  for (const name of existsSync(chunks) ? readdirSync(chunks) : []) {
    if (!keep.has(join(chunks, name))) rmSync(join(chunks, name), { force: true });
  }
}

// A larger young generation: compiling thousands of manifests allocates many short-lived objects,
// and the default semi-space makes the collector run dozens of times in a sub-second command.
v8.setFlagsFromString('--max-semi-space-size=32');

if (!existsSync(out) || statSync(out).mtimeMs < newestSource()) await bundle();
const { main } = await import(pathToFileURL(out).href);
process.exitCode = await main(process.argv, { root: process.env.CONSOLE_ROOT ?? process.cwd() });
