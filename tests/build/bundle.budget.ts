// Bundle budgets of the default build (dist/client, after `node cli/bin.mjs build`). Run by the `budgets`
// step of tests/run-all.mjs after the build step: vitest run --config tests/build/vitest.config.ts.
// BUDGET_CLIENT_DIR measures another build folder.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldTypesOf, loadScreens } from '../../cli/compile/index.ts';
import {
  CALENDAR_MARKER,
  DATE_FIELD_TYPES,
  LOGIN_LAZY,
  LOGIN_MAX_GZIP,
  LOGIN_MAX_SCRIPTS,
  LOGIN_PAGE,
  LOGIN_SCREEN,
  LOGIN_UNWANTED,
  ROUTER_MARKERS,
} from './budgets.ts';
import {
  entryKey,
  kb,
  kitMarkers,
  pageLoad,
  readClientBuild,
  routeTreeLazyModules,
  screenManifests,
  staticClosure,
  tokensIn,
} from './bundleGraph.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const build = readClientBuild(root, process.env.BUDGET_CLIENT_DIR ?? 'dist/client');
const log = (s: string) => process.stdout.write(`${s}\n`);

describe('/login', () => {
  const load = pageLoad(build, LOGIN_PAGE, LOGIN_LAZY);

  it(`loads at most ${kb(LOGIN_MAX_GZIP)} of JavaScript (gzip -9)`, () => {
    log(`/login JavaScript: ${kb(load.gzip)} gzip (${kb(load.raw)} raw); budget ${kb(LOGIN_MAX_GZIP)}`);
    if (load.missing.length) {
      log(`  (no chunk of their own, so inside a counted chunk or unused: ${load.missing.join(', ')})`);
    }
    for (const c of [...load.chunks].sort((a, b) => b.gzip - a.gzip)) {
      log(`  ${kb(c.gzip).padStart(9)}  ${c.file}  (${c.via})`);
    }
    expect(load.gzip, `/login loads ${kb(load.gzip)} gzip`).toBeLessThanOrEqual(LOGIN_MAX_GZIP);
  });

  it(`requests at most ${LOGIN_MAX_SCRIPTS} scripts before the form works, its screen among them`, () => {
    const files = load.chunks.map((c) => c.file);
    log(`/login scripts: ${files.length} (${files.join(', ')})`);
    expect(files.length).toBeLessThanOrEqual(LOGIN_MAX_SCRIPTS);
    // The screen is imported, not loaded lazily: the page is prerendered and hydrated at once, so
    // its form (the login block's markup) is in these chunks.
    expect(
      load.chunks.some((c) => build.text(c.file).includes('c-login')),
      `${LOGIN_SCREEN}'s login form in a static chunk of /login`,
    ).toBe(true);
  });

  it('loads no router code (the console page does)', () => {
    const withRouter = (chunks: Iterable<string>) =>
      [...chunks].map((k) => build.manifest[k]!.file).filter((f) => ROUTER_MARKERS.test(build.text(f)));
    // The markers still name the router's code: the console's own entry has them.
    expect(withRouter(staticClosure(build, [entryKey(build)]))).not.toEqual([]);
    expect(withRouter(load.chunks.map((c) => c.key))).toEqual([]);
  });

  it('loads no kit code it does not use (no data grid, no calendar)', () => {
    const kit = kitMarkers(root);
    const found: string[] = [];
    const bad: string[] = [];
    for (const c of load.chunks) {
      const text = build.text(c.file);
      for (const k of kit) {
        const hits = tokensIn(text, k.markers);
        if (!hits.length) continue;
        const line = `${k.component} (${hits.join(', ')}) in ${c.file}`;
        found.push(line);
        if (LOGIN_UNWANTED.components.test(k.component)) bad.push(line);
      }
      // By class name as well: the grid and calendar may live outside kit/ or be named otherwise.
      const classes = [...new Set(text.match(LOGIN_UNWANTED.classes) ?? [])];
      if (classes.length) bad.push(`${classes.join(', ')} in ${c.file}`);
    }
    log(`kit components in /login's chunks: ${found.length ? found.join('; ') : 'none'}`);
    expect(bad, 'kit code /login does not use').toEqual([]);
  });
});

describe('screens', () => {
  const entry = entryKey(build);
  const entryChunks = staticClosure(build, [entry]);
  // What the generated route tree imports lazily: a manifest, or the module its `component` names.
  const lazyModules = routeTreeLazyModules(root);
  const manifests = screenManifests(root);

  it('every screen is a lazy chunk of its own, none in the entry chunk', () => {
    const problems: string[] = [];
    if (lazyModules.length !== manifests.length) {
      problems.push(
        `the route tree imports ${lazyModules.length} screens, screens/ holds ${manifests.length} manifests (stale? run node cli/bin.mjs build)`,
      );
    }
    const fileOwners = new Map<string, string[]>();
    for (const src of lazyModules) {
      // Imported by the login page as well, so a shared chunk (checked under /login).
      if (src === LOGIN_SCREEN) continue;
      const key = build.keyOf(src);
      if (key === undefined) {
        problems.push(`${src}: no chunk of its own in the build (stale build? run node cli/bin.mjs build)`);
        continue;
      }
      const chunk = build.manifest[key]!;
      if (!chunk.isDynamicEntry) problems.push(`${src}: not imported lazily (${chunk.file})`);
      if (entryChunks.has(key)) problems.push(`${src}: loaded with the entry chunk (${chunk.file})`);
      fileOwners.set(chunk.file, [...(fileOwners.get(chunk.file) ?? []), src]);
    }
    for (const [file, owners] of fileOwners) {
      if (owners.length > 1) problems.push(`${file} holds ${owners.length} screens: ${owners.join(', ')}`);
    }
    const sizes = lazyModules
      .map((src) => build.keyOf(src))
      .filter((k) => k !== undefined)
      .map((k) => ({ file: build.manifest[k]!.file, gzip: build.gzipSize(build.manifest[k]!.file) }))
      .sort((a, b) => b.gzip - a.gzip);
    const biggest = sizes[0];
    log(
      `screen chunks: ${sizes.length} (${manifests.length} manifests); biggest ${
        biggest ? `${biggest.file} ${kb(biggest.gzip)} gzip` : 'none'
      }; entry ${build.manifest[entry]!.file} ${kb(build.gzipSize(build.manifest[entry]!.file))} gzip`,
    );
    expect(problems).toEqual([]);
    expect(sizes.length).toBeGreaterThan(0);
  });
});

describe('fields', () => {
  it('a screen loads the calendar (code and styles) only when its forms or searches have a date field', () => {
    const problems: string[] = [];
    const counted = { withDate: 0, withoutDate: 0 };
    for (const entry of loadScreens(root).screens) {
      const types = fieldTypesOf(entry.manifest);
      if (types.length === 0) continue;
      const key = build.keyOf(entry.componentFile ?? entry.file);
      if (key === undefined) {
        problems.push(`${entry.file}: no chunk of its own (stale build? run node cli/bin.mjs build)`);
        continue;
      }
      // Its JavaScript and the stylesheets those chunks bring (kit/date.css is the calendar's sheet).
      const withCalendar = [...staticClosure(build, [key])]
        .flatMap((k) => [build.manifest[k]!.file, ...(build.manifest[k]!.css ?? [])])
        .filter((file) => CALENDAR_MARKER.test(build.text(file)));
      const dated = types.some((t) => DATE_FIELD_TYPES.includes(t));
      counted[dated ? 'withDate' : 'withoutDate']++;
      if (dated && withCalendar.length === 0) problems.push(`${entry.file} (${types}): no calendar code`);
      if (!dated && withCalendar.length > 0) {
        problems.push(`${entry.file} (${types}): calendar code in ${withCalendar.join(', ')}`);
      }
    }
    log(
      `screens with fields: ${counted.withDate} with a date field (calendar loaded), ${counted.withoutDate} without (no calendar)`,
    );
    expect(problems).toEqual([]);
    // Both kinds exist, so neither half of the check passes by having nothing to look at.
    expect(counted.withDate).toBeGreaterThan(0);
    expect(counted.withoutDate).toBeGreaterThan(0);
  });
});
