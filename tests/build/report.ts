// `npm run bench:bundle`: the sizes of the default build (dist/client; `--dir DIR` for another), gzip -9:
// what /login loads against its budget, the entry chunk, the biggest screen chunks, all JavaScript and CSS.
// Exits 1 when /login is over budget. Build first: node cli/bin.mjs build.
import { fileURLToPath } from 'node:url';
import { LOGIN_LAZY, LOGIN_MAX_GZIP, LOGIN_PAGE } from './budgets.ts';
import { entryKey, kb, pageLoad, readClientBuild, routeTreeLazyModules } from './bundleGraph.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dirArg = process.argv.indexOf('--dir');
const build = readClientBuild(root, dirArg > 0 ? process.argv[dirArg + 1] : 'dist/client');
const out = (s: string) => process.stdout.write(`${s}\n`);

const login = pageLoad(build, LOGIN_PAGE, LOGIN_LAZY);
const over = login.gzip > LOGIN_MAX_GZIP;
out(
  `/login JavaScript   ${kb(login.gzip)} gzip (${kb(login.raw)} raw) in ${login.chunks.length} files; budget ${kb(LOGIN_MAX_GZIP)}${over ? '  OVER' : ''}`,
);
for (const c of [...login.chunks].sort((a, b) => b.gzip - a.gzip))
  out(`  ${kb(c.gzip).padStart(9)}  ${c.file}`);

const home = pageLoad(build, 'index.html', ['screens/index.screen.yaml']);
out(`/ (the console)     ${kb(home.gzip)} gzip (${kb(home.raw)} raw) in ${home.chunks.length} files`);

const entry = build.manifest[entryKey(build)]!;
const loginEntry = build.manifest[entryKey(build, 'login.html')]!;
out(
  `entry chunk         ${kb(build.gzipSize(entry.file))} gzip  ${entry.file} (console); ${kb(build.gzipSize(loginEntry.file))} gzip  ${loginEntry.file} (login page)`,
);

const screens = routeTreeLazyModules(root)
  .map((src) => ({ src, key: build.keyOf(src) }))
  .filter((s): s is { src: string; key: string } => s.key !== undefined)
  .map((s) => ({ ...s, gzip: build.gzipSize(build.manifest[s.key]!.file) }))
  .sort((a, b) => b.gzip - a.gzip);
out(
  `screen chunks       ${screens.length}, together ${kb(screens.reduce((n, s) => n + s.gzip, 0))} gzip; biggest:`,
);
for (const s of screens.slice(0, 5)) out(`  ${kb(s.gzip).padStart(9)}  ${s.src}`);

const files = [...new Set(Object.values(build.manifest).flatMap((c) => [c.file, ...(c.css ?? [])]))];
const sum = (re: RegExp) => files.filter((f) => re.test(f)).reduce((n, f) => n + build.gzipSize(f), 0);
out(`all JavaScript      ${kb(sum(/\.js$/))} gzip; CSS ${kb(sum(/\.css$/))} gzip`);
process.exitCode = over ? 1 : 0;
