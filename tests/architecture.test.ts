// The house rules of ARCHITECTURE.md, checked over every import of the source tree: layering, no
// cycles, and folders entered through their index.ts. Fix the code, not the rule; a rule's
// exception goes in an allow-list below with the reason.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const AREAS = ['runtime', 'schemas', 'cli', 'screens', 'examples'];

interface Import {
  from: string;
  /** As written. */
  spec: string;
  /** The file it resolves to (relative to the root), for a relative import. */
  target: string | undefined;
  typeOnly: boolean;
  line: number;
}

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const area of AREAS) {
    for (const e of readdirSync(join(ROOT, area), { recursive: true, withFileTypes: true })) {
      if (!e.isFile() || !/\.(ts|tsx)$/.test(e.name) || e.name.endsWith('.d.ts')) continue;
      files.push(relative(ROOT, join(e.parentPath, e.name)).split('\\').join('/'));
    }
  }
  return files.filter((f) => !f.startsWith('runtime/client/generated/')).sort();
}

const IMPORT =
  /(^|\n)[ \t]*(import|export)(\s+type)?\s[^;'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): Import[] {
  const src = readFileSync(join(ROOT, file), 'utf8');
  const found: Import[] = [];
  for (const m of src.matchAll(IMPORT)) {
    const spec = (m[4] ?? m[5])!;
    const line = src.slice(0, m.index + (m[1]?.length ?? 0)).split('\n').length;
    const target = spec.startsWith('.')
      ? relative(ROOT, resolve(ROOT, dirname(file), spec))
          .split('\\')
          .join('/')
      : undefined;
    found.push({ from: file, spec, target, typeOnly: m[3] !== undefined, line });
  }
  return found;
}

const FILES = sourceFiles();
const IMPORTS = FILES.flatMap(importsOf);
const where = (i: Import) => `${i.from}:${i.line} imports ${i.spec}`;
const inside = (file: string | undefined, folder: string) => file?.startsWith(`${folder}/`) ?? false;
/** Whether `file` lies in `folder` itself or below it. */
const within = (file: string, folder: string) => dirname(file) === folder || inside(file, folder);
const NODE = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const isNode = (spec: string) => NODE.has(spec) || NODE.has(spec.split('/')[0]!);

describe('layering', () => {
  it('runtime/core imports nothing from schemas, Node, React or the DOM libraries', () => {
    const bad = IMPORTS.filter(
      (i) =>
        i.from.startsWith('runtime/core/') &&
        (isNode(i.spec) ||
          /^(react|react-dom|valtio|@tanstack\/)/.test(i.spec) ||
          (i.target !== undefined && !inside(i.target, 'runtime/core'))),
    ).map(where);
    expect(bad, 'runtime/core is pure TypeScript shared by client, server and CLI').toEqual([]);
  });

  it('runtime/core does not touch browser globals', () => {
    const bad = FILES.filter((f) => f.startsWith('runtime/core/')).flatMap((f) => {
      const code = readFileSync(join(ROOT, f), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      const m = /\b(window|document|localStorage|sessionStorage|navigator)\s*\./.exec(code);
      return m ? [`${f} uses ${m[1]}`] : [];
    });
    expect(bad, 'pass the browser in (ARCHITECTURE: inject I/O)').toEqual([]);
  });

  it("schemas import only zod, each other and runtime/core's pure rules", () => {
    const bad = IMPORTS.filter(
      (i) =>
        i.from.startsWith('schemas/') &&
        (i.target === undefined
          ? i.spec !== 'zod'
          : !inside(i.target, 'schemas') && !inside(i.target, 'runtime/core')),
    ).map(where);
    expect(bad).toEqual([]);
  });

  it('the server imports neither the CLI nor the client', () => {
    const bad = IMPORTS.filter(
      (i) =>
        i.from.startsWith('runtime/server/') &&
        (inside(i.target, 'cli') || inside(i.target, 'runtime/client')),
    ).map(where);
    expect(bad, 'the server is a library; the CLI starts it').toEqual([]);
  });

  it('the client does not import the server (or the CLI)', () => {
    const bad = IMPORTS.filter(
      (i) =>
        (i.from.startsWith('runtime/client/') || i.from.startsWith('screens/')) &&
        (inside(i.target, 'runtime/server') || inside(i.target, 'cli')),
    ).map(where);
    expect(bad).toEqual([]);
  });

  it('only the composition roots (main.tsx, loginMain.tsx, serverRender.tsx) read the generated config', () => {
    // serverRender.tsx is the pages' root in Node: it renders what loginMain.tsx and main.tsx hydrate.
    const roots = [
      'runtime/client/main.tsx',
      'runtime/client/loginMain.tsx',
      'runtime/client/serverRender.tsx',
    ];
    const bad = IMPORTS.filter(
      (i) => i.target === 'runtime/client/generated/config.gen.ts' && !roots.includes(i.from),
    ).map(where);
    expect(bad, 'components read the config through useConfig() (runtime/client/index.ts)').toEqual([]);
  });

  it("the example backend is the integrator's own service: it imports nothing of the console", () => {
    const bad = IMPORTS.filter(
      (i) => i.from.startsWith('examples/') && i.target !== undefined && !inside(i.target, 'examples'),
    ).map(where);
    expect(bad, 'it trusts the identity assertion and the JWKS, not shared code').toEqual([]);
  });

  it("integrators' component screens use only the public surface runtime/client/index.ts", () => {
    const bad = IMPORTS.filter(
      (i) =>
        i.from.startsWith('screens/') &&
        inside(i.target, 'runtime') &&
        i.target !== 'runtime/client/index.ts',
    ).map(where);
    expect(bad).toEqual([]);
  });
});

/** Strongly connected components of more than one module (Tarjan), each as a sorted list. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) found.push(scc.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  it('form no cycle (type-only imports count: a type circle is still a tangle)', () => {
    const edges = new Map<string, Set<string>>();
    for (const i of IMPORTS) {
      if (!i.target || !existsSync(join(ROOT, i.target))) continue;
      if (!edges.has(i.from)) edges.set(i.from, new Set());
      edges.get(i.from)!.add(i.target);
    }
    expect(cycles(edges)).toEqual([]);
  });

  it('enter another folder through its index.ts (exceptions: ALLOWED_DEEP_IMPORTS)', () => {
    const bad = IMPORTS.filter((i) => {
      if (!i.target || i.target.endsWith('/index.ts')) return false;
      const folder = dirname(i.target);
      if (!existsSync(join(ROOT, folder, 'index.ts'))) return false;
      if (within(i.from, folder)) return false;
      return !ALLOWED_DEEP_IMPORTS.some(
        ([from, to]) => inside(i.from, from) && (i.target === to || dirname(i.target!) === to),
      );
    }).map(where);
    expect(bad, 'import the folder’s index.ts, or export what you need from it').toEqual([]);
  });
});

/**
 * Imports into another folder that has no index.ts, as `file:line imports spec`: every folder
 * others import from has an index.ts, or is listed in `leaves` with its reason.
 */
function intoFoldersWithoutIndex(
  imports: readonly Import[],
  hasIndex: (folder: string) => boolean,
  leaves: readonly string[],
) {
  return imports
    .filter((i) => {
      if (!i.target) return false;
      const folder = dirname(i.target);
      return !within(i.from, folder) && !hasIndex(folder) && !leaves.includes(folder);
    })
    .map(where);
}

describe('folders', () => {
  it('finds an import into a folder with no index.ts that is not a listed leaf (a test of the rule)', () => {
    const planted: Import[] = [
      {
        from: 'runtime/client/a/x.ts',
        spec: '../b/y.ts',
        target: 'runtime/client/b/y.ts',
        typeOnly: false,
        line: 3,
      },
      {
        from: 'runtime/client/a/x.ts',
        spec: './z.ts',
        target: 'runtime/client/a/z.ts',
        typeOnly: false,
        line: 4,
      },
      {
        from: 'runtime/client/a/x.ts',
        spec: '../c/w.ts',
        target: 'runtime/client/c/w.ts',
        typeOnly: false,
        line: 5,
      },
    ];
    expect(intoFoldersWithoutIndex(planted, () => false, ['runtime/client/c'])).toEqual([
      'runtime/client/a/x.ts:3 imports ../b/y.ts',
    ]);
  });

  it('every folder another folder imports from has an index.ts, or is a listed leaf (LEAF_FOLDERS)', () => {
    const hasIndex = (folder: string) => existsSync(join(ROOT, folder, 'index.ts'));
    expect(
      intoFoldersWithoutIndex(
        IMPORTS,
        hasIndex,
        LEAF_FOLDERS.map(([f]) => f),
      ),
      'give the folder an index.ts, or list it in LEAF_FOLDERS with the reason',
    ).toEqual([]);
  });
});

/**
 * The server's folders by layer, lowest first (docs/architecture.md, "Server layers"): a folder
 * imports only its own layer and those below, and a feature reaches another feature only through a
 * decorator the composition registers (platform/needs.ts), never by importing its folder. `.` is
 * the files directly in runtime/server.
 */
const SERVER_LAYERS: ReadonlyArray<readonly [layer: string, folders: readonly string[]]> = [
  // What every feature needs: error replies, the request user, passwords, audit stamps, option types, HTTP helpers.
  ['platform', ['platform']],
  // The database, the per-process cache over it, the event feed between instances.
  ['data', ['db', 'cache', 'events']],
  // The console's features, each registered as plugins.
  ['feature', ['auth', 'system', 'files', 'gateway', 'interfaces', 'export', 'logging', 'static', 'health']],
  // Where the features are put together: the management API, the app and its security headers
  // (whose CSP names the pages' inline hashes), the start.
  ['composition', ['api', 'security', '.']],
];

/** The server folder of a file (`.` for runtime/server's own files), or undefined outside the server. */
function serverFolderOf(file: string): string | undefined {
  if (!file.startsWith('runtime/server/')) return undefined;
  const rest = file.slice('runtime/server/'.length).split('/');
  return rest.length === 1 ? '.' : rest[0];
}

/** Folder-level import edges of the server, as `from -> to` with the imports behind each. */
function serverFolderEdges(imports: readonly Import[]): Map<string, Import[]> {
  const edges = new Map<string, Import[]>();
  for (const i of imports) {
    const a = serverFolderOf(i.from);
    const b = i.target === undefined ? undefined : serverFolderOf(i.target);
    if (a === undefined || b === undefined || a === b) continue;
    const key = `${a} -> ${b}`;
    edges.set(key, [...(edges.get(key) ?? []), i]);
  }
  return edges;
}

/** What breaks the layer rules, one line per import: a folder in no layer, an upward import, a feature importing a feature. */
function serverLayerViolations(imports: readonly Import[]): string[] {
  const layerOf = new Map<string, number>();
  SERVER_LAYERS.forEach(([, folders], n) => {
    for (const f of folders) layerOf.set(f, n);
  });
  const feature = SERVER_LAYERS.findIndex(([name]) => name === 'feature');
  const bad: string[] = [];
  for (const [key, list] of serverFolderEdges(imports)) {
    const [a, b] = key.split(' -> ') as [string, string];
    const la = layerOf.get(a);
    const lb = layerOf.get(b);
    for (const i of list) {
      if (la === undefined || lb === undefined)
        bad.push(`${where(i)}: runtime/server/${la === undefined ? a : b} is in no layer (SERVER_LAYERS)`);
      else if (lb > la)
        bad.push(`${where(i)}: ${SERVER_LAYERS[la]![0]} (${a}) imports ${SERVER_LAYERS[lb]![0]} (${b})`);
      else if (la === feature && lb === feature)
        bad.push(`${where(i)}: feature ${a} imports feature ${b}; reach it through a decorator`);
    }
  }
  return bad;
}

/** Circles among the server's folders (Tarjan over the folder graph). */
function serverFolderCycles(imports: readonly Import[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const key of serverFolderEdges(imports).keys()) {
    const [a, b] = key.split(' -> ') as [string, string];
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a)!.add(b);
  }
  return cycles(edges);
}

/**
 * The server's layers as a picture: each layer, highest first, with its folders and what each
 * imports (docs/architecture.md shows it between the `server-layers` markers; a test keeps it true).
 */
function serverLayerPicture(imports: readonly Import[]): string {
  const uses = new Map<string, Set<string>>();
  for (const key of serverFolderEdges(imports).keys()) {
    const [a, b] = key.split(' -> ') as [string, string];
    if (!uses.has(a)) uses.set(a, new Set());
    uses.get(a)!.add(b);
  }
  const width = Math.max(...SERVER_LAYERS.map(([name]) => name.length)) + 2;
  const lines: string[] = [];
  for (const [name, folders] of [...SERVER_LAYERS].reverse()) {
    folders.forEach((f, n) => {
      const to = [...(uses.get(f) ?? [])].sort();
      const label = f === '.' ? 'runtime/server/*.ts' : `${f}/`;
      lines.push(`${(n === 0 ? name : '').padEnd(width)}${label}${to.length ? ` -> ${to.join(', ')}` : ''}`);
    });
  }
  return lines.join('\n');
}

describe('server layers', () => {
  const planted = (from: string, target: string): Import => ({
    from,
    spec: target,
    target,
    typeOnly: false,
    line: 1,
  });

  it('finds an upward import, a feature importing a feature, a folder in no layer and a circle (a test of the rules)', () => {
    const imports = [
      planted('runtime/server/db/seed/seed.ts', 'runtime/server/auth/index.ts'),
      planted('runtime/server/files/fileApi.ts', 'runtime/server/system/index.ts'),
      planted('runtime/server/newThing/x.ts', 'runtime/server/platform/index.ts'),
      planted('runtime/server/auth/login.ts', 'runtime/server/db/index.ts'),
    ];
    expect(serverLayerViolations(imports)).toEqual([
      'runtime/server/db/seed/seed.ts:1 imports runtime/server/auth/index.ts: data (db) imports feature (auth)',
      'runtime/server/files/fileApi.ts:1 imports runtime/server/system/index.ts: feature files imports feature system; reach it through a decorator',
      'runtime/server/newThing/x.ts:1 imports runtime/server/platform/index.ts: runtime/server/newThing is in no layer (SERVER_LAYERS)',
    ]);
    expect(serverFolderCycles(imports)).toEqual([['auth', 'db']]);
  });

  it('every server folder is in a layer, and imports only its own layer and those below; features do not import features', () => {
    const folders = readdirSync(join(ROOT, 'runtime/server'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const placed = new Set(SERVER_LAYERS.flatMap(([, f]) => f));
    expect(
      folders.filter((f) => !placed.has(f)),
      'place the folder in SERVER_LAYERS',
    ).toEqual([]);
    expect(serverLayerViolations(IMPORTS)).toEqual([]);
  });

  it('docs/architecture.md shows the layers as they are (between the server-layers markers)', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const shown = /<!-- server-layers:start -->\n```text\n([\s\S]*?)\n```\n<!-- server-layers:end -->/.exec(
      doc,
    )?.[1];
    expect(shown, 'paste this picture between the markers').toBe(serverLayerPicture(IMPORTS));
  });

  it('the server folders form no circle (Tarjan over folders)', () => {
    expect(serverFolderCycles(IMPORTS)).toEqual([]);
  });
});

/** Where the compiler names a client view, shell or route file in code (comments aside), as `file:line`. */
function clientFilesNamed(files: ReadonlyArray<readonly [file: string, source: string]>): string[] {
  const NAMED = /runtime\/client\/(ui|router)\/|['"`]\.\.\/(ui|router)\/|(Block|Input)\.tsx/;
  return files.flatMap(([file, source]) =>
    source
      .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ''))
      .split('\n')
      .flatMap((line, n) => (NAMED.test(line.replace(/\/\/.*$/, '')) ? [`${file}:${n + 1}`] : [])),
  );
}

describe('one registry between the compiler and the client', () => {
  it('finds a view or route file named in code, not in a comment (a test of the rule)', () => {
    expect(
      clientFilesNamed([
        [
          'cli/compile/a.ts',
          '// runtime/client/ui/screen/blocks/GridBlock.tsx\nconst f = type + "Block.tsx";',
        ],
        [
          'cli/compile/b.ts',
          "/** '../router/rootRoute.tsx' */\nimport x from './x.ts';\nlines.push(\"from '../router/rootRoute.tsx'\");",
        ],
      ]),
    ).toEqual(['cli/compile/a.ts:2', 'cli/compile/b.ts:3']);
  });

  it('the compiler names no client view, shell or route file: it reads them from the view registry', () => {
    const cli = FILES.filter((f) => f.startsWith('cli/') && f !== 'cli/compile/viewRegistry.ts');
    expect(
      clientFilesNamed(cli.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')] as const)),
      'add the module to runtime/client/viewRegistry.ts and read it with readViewRegistry()',
    ).toEqual([]);
  });
});

/** Lines whose comment tells history instead of why: an issue number, "as before", "before issue". */
function historyComments(files: ReadonlyArray<readonly [file: string, source: string]>): string[] {
  const HISTORY = /\bissue\s+\d+\b|\bas before\b/i;
  return files.flatMap(([file, source]) =>
    source.split('\n').flatMap((line, n) => {
      const comment = /(\/\/|\/\*|^\s*\*)(.*)$/.exec(line)?.[2];
      return comment !== undefined && HISTORY.test(comment) ? [`${file}:${n + 1}`] : [];
    }),
  );
}

describe('comments', () => {
  it('finds a comment that tells history (a test of the rule)', () => {
    expect(
      historyComments([
        ['a.ts', '// Issue 19: the pages carry it\nconst issue = 19; // why: the cache\n * works as before'],
      ]),
    ).toEqual(['a.ts:1', 'a.ts:3']);
  });

  it('say why, not history: no issue numbers, no "as before"', () => {
    const tests = readdirSync(join(ROOT, 'tests'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name))
      .map((e) => relative(ROOT, join(e.parentPath, e.name)).split('\\').join('/'))
      .filter((f) => f !== 'tests/architecture.test.ts');
    const files = [...FILES, ...tests].map((f) => [f, readFileSync(join(ROOT, f), 'utf8')] as const);
    expect(historyComments(files), 'say why the code is so; the history is in git').toEqual([]);
  });
});

/** Folders entered file by file, with no index.ts: [folder, reason]. */
const LEAF_FOLDERS: ReadonlyArray<readonly [string, string]> = [
  [
    'examples/verify-assertion',
    'one plain JavaScript file integrators copy into their own backends as it is (with its types beside it): an index would be a second file to copy',
  ],
  [
    'schemas/api',
    'the wire schemas: the pages import endpoints.ts (names, methods, URLs) and types only; an index would put every zod route schema in front of them',
  ],
  [
    'runtime/client/generated',
    'written by `console generate`: the config, the route tree and the screen modules, each imported by name by the composition roots',
  ],
  [
    'runtime/client/router',
    'the generated route tree imports its route builders one by one (through the view registry) and createAppRouter imports the tree: an index would close the circle generated → router → generated',
  ],
  [
    'runtime/client/ui/shell',
    'each shell component brings its stylesheet (CSS is the one side effect the bundler keeps): the light login page imports LoginRoot alone, and an index would put the console shell’s stylesheets in front of it',
  ],
  [
    'runtime/client/ui/screen/blocks',
    'the block views, each reached through the view registry (runtime/client/viewRegistry.ts), so a screen’s chunk carries only the views its manifest uses; an index would put them all in front of every screen',
  ],
  ['runtime/client/ui/screen/fields', 'the field views, the same way'],
];

/**
 * Deep imports allowed: [importer folder (and below), imported file or folder], each with its reason.
 */
const ALLOWED_DEEP_IMPORTS: ReadonlyArray<readonly [string, string]> = [
  // A dynamic import, on the first secured call: the cipher (crypto-js) stays out of the pages'
  // entry chunks. Through core/transport/index.ts the chunk would be the whole folder's.
  ['runtime/client/api', 'runtime/core/transport/secureParams.ts'],
  // The same for the local-date rewrite of a call's dates (date-fns), loaded with the first call that
  // has one, and the duplicate-login check's cipher, loaded after the login.
  ['runtime/client/api', 'runtime/core/format/withLocalDates.ts'],
  ['runtime/client/session', 'runtime/core/auth/duplicateCheckParam.ts'],
  // `console api import` is loaded when it runs (it brings the yaml library, which no other command
  // needs at start); commands/index.ts leaves it out.
  ['cli', 'cli/commands/apiImport.ts'],
  // The kit is imported a component at a time, so a screen's chunk carries only the components (and
  // their stylesheets: kit.css, date.css, grid.css) it uses; kit/index.ts re-exports every one.
  ['runtime/client/ui', 'runtime/client/ui/kit'],
];

/**
 * Where the browser runtime may build app-wide state when a module loads: the pages' composition
 * roots and the runtime folder that assembles a page (createConsoleRuntime makes every store).
 */
const STATE_ROOTS = [
  'runtime/client/main.tsx',
  'runtime/client/loginMain.tsx',
  'runtime/client/serverRender.tsx',
  'runtime/client/runtime/',
];
/** Module-level state allowed elsewhere: [file, name], each with its reason. */
const ALLOWED_MODULE_STATE: ReadonlyArray<readonly [string, string]> = [
  // A limit of four screen-chunk downloads at a time for the page. It holds no data (nothing a test
  // or a render could see from another), and the generated route tree that uses it is itself built
  // when its module loads, with no runtime to take it from.
  ['runtime/client/router/screenRoute.ts', 'routeChunkQueue'],
  // The configuration's message overrides (`i18n.messages`), set by createConsoleRuntime: the same
  // for every runtime of a process (a process serves one configuration), read by `t()` in every
  // component and helper, and holding no user's data.
  ['runtime/client/i18n/t.ts', 'overrides'],
  // A counter that makes the upload list's keys unique: any value will do, so runtimes sharing it
  // see nothing of each other.
  ['runtime/client/ui/kit/useFileUploads.ts', 'nextKey'],
];
/** A top-level declaration whose value is a store, a queue or a proxy, or any top-level `let` (state by another name). */
const MODULE_STATE =
  /^(?:export\s+)?(?:(?:const|let|var)\s+(\w+)\b[^=\n]*=\s*(?:proxy\s*[<(]|create\w*(?:State|Store|Queue)\s*[<(]|createTaskQueue\s*\()|(?:let|var)\s+(\w+)\b)/gm;

/** Each store, queue or proxy built at a client module's top level, as `file:line name`. */
function moduleStateOf(file: string, src: string): string[] {
  return [...src.matchAll(MODULE_STATE)].map(
    (m) => `${file}:${src.slice(0, m.index).split('\n').length} ${m[1] ?? m[2]}`,
  );
}

describe('state', () => {
  it('finds a store, queue or proxy built at a module top level (a test of the rule)', () => {
    const planted = [
      'export const dialogState = proxy<{ queue: string[] }>({ queue: [] });',
      'export const session: SessionState = createSessionState();',
      'const chunks = createTaskQueue({ concurrency: 4, delayMs: 0 });',
      'let loading = createLoadingState();',
      'let overrides: Record<string, string> = {};',
      // Inside a function it is the caller's: not module state.
      'export function createDialogs() {\n  const state = proxy({ queue: [] });\n  return state;\n}',
    ].join('\n');
    expect(moduleStateOf('planted.ts', planted)).toEqual([
      'planted.ts:1 dialogState',
      'planted.ts:2 session',
      'planted.ts:3 chunks',
      'planted.ts:4 loading',
      'planted.ts:5 overrides',
    ]);
  });

  it('the page runtime makes every store: no client module builds one when it loads (exceptions: ALLOWED_MODULE_STATE)', () => {
    const found = FILES.filter(
      (f) =>
        f.startsWith('runtime/client/') &&
        !STATE_ROOTS.some((r) => (r.endsWith('/') ? f.startsWith(r) : f === r)),
    ).flatMap((f) => moduleStateOf(f, readFileSync(join(ROOT, f), 'utf8')));
    const allowed = new Set(ALLOWED_MODULE_STATE.map(([file, name]) => `${file} ${name}`));
    const bad = found.filter((s) => !allowed.has(s.replace(/:\d+ /, ' ')));
    expect(
      bad,
      'make it in createConsoleRuntime and read it through the runtime (hooks, parameters)',
    ).toEqual([]);
  });
});
