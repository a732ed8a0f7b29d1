import { Command, CommanderError, Option } from 'commander';
import type { LogFormat } from '../runtime/server/index.ts';
import {
  adminCreateCommand,
  adminUnlockCommand,
  auditExportCommand,
  auditPurgeCommand,
  auditVerifyCommand,
  bridgeTypesCommand,
  buildCommand,
  dbMigrateCommand,
  dbSeedCommand,
  devCommand,
  docsCommand,
  doctorCommand,
  generateCommand,
  newScreenCommand,
  type PasswordReader,
  schemaCommand,
  secretRotateCommand,
  startCommand,
  validateCommand,
} from './commands/index.ts';
import type { Io } from './io.ts';

export interface MainOptions {
  /** Project root (the folder holding console.config.yaml). */
  root: string;
  io?: Io;
  /** How `admin create` reads a password. Default: standard input (a hidden prompt on a terminal). */
  readPassword?: PasswordReader;
}

const defaultIo: Io = {
  out: (s) => process.stdout.write(`${s}\n`),
  err: (s) => process.stderr.write(`${s}\n`),
};

/** `--log text|json`: how the server's log lines are written to standard output. */
const logOption = (fallback: LogFormat) =>
  new Option(
    '--log <format>',
    'server log on standard output: text (one readable line per event, info and above) or json (pino lines at logging.level, for log shippers)',
  )
    .choices(['text', 'json'])
    .default(fallback);

/** Parses argv, runs one command and resolves to the process exit code. Never calls process.exit. */
export async function main(argv: string[], opts: MainOptions): Promise<number> {
  const io = opts.io ?? defaultIo;
  let code = 0;
  const set = (c: number) => {
    code = c;
  };
  const program = new Command('console')
    .description('Validate, compile, build and serve a config-driven Korean staff console')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .showSuggestionAfterError();
  const profile = [
    '--profile <name>',
    'config profile overlay (default: CONSOLE_PROFILE, then app.profile)',
  ] as const;

  program
    .command('validate')
    .description(
      'check console.config.yaml and every screen manifest; print every problem as file:line:col CODE message',
    )
    .option(...profile)
    .action((o: { profile?: string }) => set(validateCommand({ root: opts.root, profile: o.profile, io })));
  program
    .command('generate')
    .description(
      'generate the typed route tree, the client config and the bridge types from the manifests and the config (written only when content changes)',
    )
    .option(...profile)
    .option('--check', 'exit 1 when the generated files are stale, without writing')
    .action((o: { profile?: string; check?: boolean }) =>
      set(generateCommand({ root: opts.root, profile: o.profile, check: o.check ?? false, io })),
    );
  program
    .command('bridge')
    .description('the hybrid-app bridge (mobile.hybrid, interfaces.definitions)')
    .command('types')
    .description(
      'write runtime/client/generated/bridge.gen.ts: TypeScript contracts of bridge.call and bridge.listen from the interface definitions and their request/response schemas (only when changed; `generate` writes it too)',
    )
    .option(...profile)
    .option('--check', 'exit 1 when the file is stale, without writing')
    .action((o: { profile?: string; check?: boolean }) =>
      set(bridgeTypesCommand({ root: opts.root, profile: o.profile, check: o.check ?? false, io })),
    );
  program
    .command('schema')
    .description(
      'write console.config.schema.json and screen.schema.json for editors (yaml-language-server), only when changed',
    )
    .option(...profile)
    .option('--out-dir <dir>', 'output folder, relative to the project root (default: the project root)')
    .option('--check', 'exit 1 when a schema file is stale, without writing')
    .action((o: { profile?: string; outDir?: string; check?: boolean }) =>
      set(
        schemaCommand({ root: opts.root, profile: o.profile, outDir: o.outDir, check: o.check ?? false, io }),
      ),
    );
  program
    .command('docs')
    .description('write the reference pages generated from the schemas (docs/reference/), only when changed')
    .option('--check', 'exit 1 when a reference page is stale, without writing')
    .action((o: { check?: boolean }) => set(docsCommand({ root: opts.root, check: o.check ?? false, io })));
  program
    .command('build')
    .description('generate, then build the client with Vite into dist/client')
    .option(...profile)
    .option('--out-dir <dir>', 'output folder (default dist/client)')
    .action(async (o: { profile?: string; outDir?: string }) =>
      set(await buildCommand({ root: opts.root, profile: o.profile, outDir: o.outDir, io })),
    );
  program
    .command('dev')
    .description('run the server and Vite dev server; regenerate when a manifest or the config is saved')
    .option(...profile)
    .option('--port <port>', 'port (default: PORT, then server.port)')
    .option(
      '--data-dir <dir>',
      'data folder (PGlite database, uploads) instead of CONSOLE_DATA_DIR or .data; e.g. while npm start holds .data',
    )
    .addOption(logOption('text'))
    .action(async (o: { profile?: string; port?: string; dataDir?: string; log?: LogFormat }) =>
      set(
        await devCommand({
          root: opts.root,
          profile: o.profile,
          port: o.port,
          dataDir: o.dataDir,
          log: o.log,
          io,
        }),
      ),
    );
  program
    .command('start')
    .description('serve the built console (building first when the build is missing or stale)')
    .option(...profile)
    .option('--port <port>', 'port (default: PORT, then server.port)')
    .option('--host <host>', 'host (default: HOST, then server.host)')
    .option('--out-dir <dir>', 'build folder to serve (default dist/client)')
    .addOption(logOption('json'))
    .action(async (o: { profile?: string; port?: string; host?: string; outDir?: string; log?: LogFormat }) =>
      set(
        await startCommand({
          root: opts.root,
          profile: o.profile,
          port: o.port,
          host: o.host,
          outDir: o.outDir,
          log: o.log,
          io,
        }),
      ),
    );
  const db = program
    .command('db')
    .description('the database: DATABASE_URL (PostgreSQL), else PGlite in CONSOLE_DATA_DIR or .data/');
  db.command('migrate')
    .description('apply the pending migrations (the server also does this at start)')
    .action(async () => set(await dbMigrateCommand({ root: opts.root, io })));
  db.command('seed')
    .description(
      'migrate, then add the demo data that is missing: app properties, a menu per screen, codes, file groups, authorities, and the demo accounts (local, dev and qa profiles, or --demo)',
    )
    .option(...profile)
    .option('--demo', 'add the demo accounts in any profile (by default only local, dev and qa get them)')
    .option(
      '--reset-demo',
      'restore the demo data (demo accounts, their sessions, menus, codes…) to its seeded state; implies --demo',
    )
    .action(async (o: { profile?: string; demo?: boolean; resetDemo?: boolean }) =>
      set(
        await dbSeedCommand({
          root: opts.root,
          profile: o.profile,
          demo: o.demo ?? false,
          resetDemo: o.resetDemo ?? false,
          io,
        }),
      ),
    );
  program
    .command('doctor')
    .description(
      'reconcile the database with the code: menus whose URL is no route, screens with no menu, an unreachable default menu, device scopes hiding children, function ids nobody is granted, declared APIs no screen uses; exit 1 on any, each with a fix',
    )
    .option(...profile)
    .action(async (o: { profile?: string }) =>
      set(await doctorCommand({ root: opts.root, profile: o.profile, io })),
    );
  const admin = program
    .command('admin')
    .description('administrators of the database (DATABASE_URL, else PGlite in CONSOLE_DATA_DIR or .data/)');
  admin
    .command('unlock <userId>')
    .description('unlock an account (lock, fail count and open unlock requests cleared)')
    .action(async (userId: string) => set(await adminUnlockCommand({ root: opts.root, userId, io })));
  admin
    .command('create <userId>')
    .description(
      'migrate, then add an ACTIVE ADMIN user; the password is the first line of standard input (a hidden prompt on a terminal), generated and printed once when empty or with --generate',
    )
    .option('--generate', 'generate a strong password and print it once')
    .option('--name <name>', 'display name (default 관리자)')
    .action(async (userId: string, o: { generate?: boolean; name?: string }) =>
      set(
        await adminCreateCommand({
          root: opts.root,
          userId,
          generate: o.generate ?? false,
          name: o.name,
          io,
          ...(opts.readPassword ? { readPassword: opts.readPassword } : {}),
        }),
      ),
    );
  program
    .command('secret')
    .description('the server-only key (tokens, duplicate-check values, second-step key hashes)')
    .command('rotate')
    .description(
      'a new database key signs from now on; the old one keeps verifying for 12 h (refused when CONSOLE_SECRET_KEY is set)',
    )
    .option('--revoke', 'the old key leaked: delete it now and end every login session')
    .action(async (o: { revoke?: boolean }) =>
      set(await secretRotateCommand({ root: opts.root, io, revoke: o.revoke ?? false })),
    );
  const audit = program
    .command('audit')
    .description('개인정보 접속기록 (personal-data access records): verify the chain, purge after retention');
  audit
    .command('verify')
    .description(
      'prove the records of a period intact (hash of each row, links, no gap, daily anchors) or name the first broken one; exit 1 when broken',
    )
    .option('--from <day>', 'first Korean day (YYYY-MM-DD); default the first record')
    .option('--to <day>', 'last Korean day (YYYY-MM-DD); default today')
    .action(async (o: { from?: string; to?: string }) =>
      set(await auditVerifyCommand({ root: opts.root, io, from: o.from, to: o.to })),
    );
  audit
    .command('export')
    .description(
      'write the records of a period and the anchors of its days to a JSON-lines file to keep apart, and print its SHA-256',
    )
    .requiredOption('--out <file>', 'the file to write (refused when it exists)')
    .option('--from <day>', 'first Korean day (YYYY-MM-DD); default the first record')
    .option('--to <day>', 'last Korean day (YYYY-MM-DD); default today')
    .action(async (o: { out: string; from?: string; to?: string }) =>
      set(await auditExportCommand({ root: opts.root, io, out: o.out, from: o.from, to: o.to })),
    );
  audit
    .command('purge')
    .description(
      'delete the records of a retention class older than a Korean day, refused within its retention (privacy.retention: personal-access 2 years by default, authority-changes 3) and, by the database, within the legal floor (a year; three years)',
    )
    .requiredOption('--before <day>', 'delete the records before this day (YYYY-MM-DD)')
    .option(
      '--class <class>',
      'personal-access (개인정보 접속기록, the default) or authority-changes (권한 변경 이력)',
    )
    .option('--profile <name>', 'the config profile whose retention applies')
    .action(async (o: { before: string; class?: string; profile?: string }) =>
      set(
        await auditPurgeCommand({
          root: opts.root,
          io,
          before: o.before,
          class: o.class,
          profile: o.profile,
        }),
      ),
    );
  program
    .command('api')
    .description("the integrator's backends: declared APIs")
    .command('import <openapi>')
    .description(
      'write the declared APIs of an OpenAPI 3.0/3.1 document (YAML or JSON), one per operation with its request and response schemas, into apis/<upstream>.api.yaml (only when changed)',
    )
    .requiredOption('--upstream <name>', 'the upstream (a key of `upstreams`) that answers them')
    .option('--prefix <name>', 'first part of every API name (default: the upstream)')
    .option(
      '--out <file>',
      'the API file to write, relative to the project root (default apis/<upstream>.api.yaml)',
    )
    .option('--check', 'exit 1 when the API file is stale, without writing')
    .action(
      async (input: string, o: { upstream: string; prefix?: string; out?: string; check?: boolean }) => {
        // Loaded on use: it brings the `yaml` library, which no other command needs at start.
        const { apiImportCommand } = await import('./commands/apiImport.ts');
        set(
          apiImportCommand({
            root: opts.root,
            input,
            upstream: o.upstream,
            prefix: o.prefix,
            out: o.out,
            check: o.check ?? false,
            io,
          }),
        );
      },
    );
  program
    .command('new')
    .description('scaffold something new')
    .command('screen <route-path>')
    .description('scaffold a valid screen manifest for a route path, e.g. /pubs/XX/YY/UI_FU_9999')
    .option('--title <title>', 'Korean title')
    .option('--layout <layout>', 'default | main | side | none', 'default')
    .action((path: string, o: { title?: string; layout: string }) =>
      set(newScreenCommand({ root: opts.root, path, title: o.title, layout: o.layout, io })),
    );

  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    io.err(`console: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  return code;
}

// Library surface of the compiled bundle (used by the benchmark and by integrators' scripts).
export { compileProject, formatDiagnostic, generateProject, regenerateChanged } from './compile/index.ts';
