import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { assetsBaseOf } from '../../runtime/core/url/index.ts';
import { toClientConfig } from '../../schemas/index.ts';
import { formatDiagnostic, generateProject, loadConfig } from '../compile/index.ts';
import type { Io } from '../io.ts';
import { CLIENT_DIR, finishClientBuild, inputHash } from './clientBuild.ts';
import { buildServerRender, prerenderConsolePage, prerenderLogin } from './serverRenderBuild.ts';

export interface BuildCommandOptions {
  root: string;
  profile?: string | undefined;
  /** Output folder relative to the root. Default dist/client (one per profile when serving several). */
  outDir?: string | undefined;
  io: Io;
}

/**
 * generate + Vite build + build metadata. Resolves to an exit code. Builds of one project take
 * turns: each writes `runtime/client/generated` for its own profile and bundles it, so two at once
 * (two `console start --profile …` after a change) would bundle each other's configuration.
 */
export async function buildCommand(o: BuildCommandOptions): Promise<number> {
  const folder = join(o.root, 'node_modules/.cache/console');
  mkdirSync(folder, { recursive: true });
  // A crashed holder's lock goes stale after a minute (the holder refreshes it every 30 s).
  const release = await lockfile.lock(folder, {
    lockfilePath: join(folder, 'build.lock'),
    stale: 60_000,
    retries: { retries: 1200, minTimeout: 500, maxTimeout: 500 },
  });
  try {
    return await buildLocked(o);
  } finally {
    await release();
  }
}

async function buildLocked(o: BuildCommandOptions): Promise<number> {
  const outDir = (o.outDir ?? CLIENT_DIR).replace(/\/+$/, '');
  const outcome = generateProject({ root: o.root, profile: o.profile });
  for (const d of outcome.diagnostics) o.io.out(formatDiagnostic(d));
  if (outcome.diagnostics.length || !outcome.config) {
    o.io.err(`${outcome.diagnostics.length} problem(s) found; nothing built.`);
    return 1;
  }
  const { files } = loadConfig({ root: o.root, profile: o.profile });
  const hash = inputHash(o.root, files, toClientConfig(outcome.config));
  const started = performance.now();
  const vite = await import('vite');
  await vite.build({
    configFile: join(o.root, 'vite.config.ts'),
    root: join(o.root, 'runtime/client'),
    logLevel: 'warn',
    mode: 'production',
    // The page's scripts, sheets and public files from under app.basePath, or app.assetsBaseUrl.
    base: assetsBaseOf(outcome.config.app),
    build: { outDir: join(o.root, outDir), emptyOutDir: true },
  });
  // Pages that cannot render in Node (a screen that reads the browser while rendering) stay as
  // Vite wrote them: they then render in the browser (slower to paint, the same in the end).
  const render = await buildServerRender({ root: o.root, outDir, vite }).catch((error: Error) => {
    o.io.err(`pages not rendered on the server (they render in the browser): ${error.message}`);
    return undefined;
  });
  if (render) {
    try {
      prerenderLogin(render, join(o.root, outDir), assetsBaseOf(outcome.config.app));
    } catch (error) {
      o.io.err(`login page not prerendered (it renders in the browser): ${(error as Error).message}`);
    }
    try {
      prerenderConsolePage(
        render,
        join(o.root, outDir),
        assetsBaseOf(outcome.config.app),
        outcome.config.auth.jwt.storage,
      );
    } catch (error) {
      o.io.err(
        `console page not prerendered (its screens paint with the scripts): ${(error as Error).message}`,
      );
    }
  }
  const meta = finishClientBuild(o.root, outcome.screens, hash, outcome.profile, outDir);
  o.io.err(
    `built ${meta.routes.length} routes into ${outDir} (build ${meta.buildId}, profile ${outcome.profile}) in ${Math.round(performance.now() - started)} ms.`,
  );
  return 0;
}
