export {
  adminCreateCommand,
  adminUnlockCommand,
  type PasswordReader,
  readPasswordFromStdin,
} from './admin.ts';
export { auditExportCommand, auditPurgeCommand, auditVerifyCommand } from './audit.ts';
export { bridgeTypesCommand } from './bridgeTypes.ts';
export { buildCommand } from './build.ts';
export {
  BUILD_META,
  type BuildMeta,
  type BuildMetaScreen,
  buildMetaScreens,
  buildState,
  CLIENT_DIR,
  finishClientBuild,
  inputHash,
  readBuildMeta,
} from './clientBuild.ts';
export { dataDirLockedMessage } from './dataDirLocked.ts';
export { type DbCommandOptions, dbMigrateCommand, dbSeedCommand, withDatabase } from './db.ts';
export { devCommand, menusAddedLine } from './dev.ts';
export { docsCommand } from './docs.ts';
export { doctorCommand } from './doctor.ts';
export { generateCommand } from './generate.ts';
export { type LaunchedUpstreams, launchBesideConsole, launchUpstreams } from './launchUpstreams.ts';
export { manifestFileFor, newScreenCommand, scaffoldManifest } from './newScreen.ts';
export { type RouteAssets, routeAssetsOf } from './routeAssets.ts';
export { schemaCommand } from './schema.ts';
export { secretRotateCommand } from './secret.ts';
export { buildServerRender, prerenderLogin } from './serverRenderBuild.ts';
export { startCommand } from './start.ts';
export { type GeneratedFile, syncGeneratedFiles } from './syncGeneratedFiles.ts';
export { validateCommand } from './validate.ts';
