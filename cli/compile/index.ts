export { type ApiKeyProblem, apiKeyProblems } from './apiKeyProblems.ts';
export {
  answerBodySchema,
  bodyKeys,
  objectKeys,
  propertySchema,
  requestKeys,
  rowKeys,
} from './apiSchemaKeys.ts';
export { blockTypesOf, componentModulesOf } from './blockTypesOf.ts';
export { boundApis } from './boundApis.ts';
export { checkConfigReferences } from './checkConfigReferences.ts';
export { checkInterfaceSchemas } from './checkInterfaceSchemas.ts';
export { type CheckedScreen, checkReferences, type ReferenceContext } from './checkReferences.ts';
export {
  type CompiledProject,
  type CompileOptions,
  compileProject,
  type GenerateOutcome,
  generateProject,
} from './compileProject.ts';
export { type ConfigReferenceRow, configReference } from './configReference.ts';
export { deepMerge } from './deepMerge.ts';
export {
  type DataPath,
  DIAGNOSTIC_CODES,
  type Diagnostic,
  type DiagnosticCode,
  formatDataPath,
  formatDiagnostic,
  sortDiagnostics,
} from './diagnostic.ts';
export { closest, didYouMean } from './didYouMean.ts';
export { type DeclaringFile, duplicateApis } from './duplicateApis.ts';
export { attachExampleSources, dedent } from './exampleSources.ts';
export { fieldTypesOf } from './fieldTypesOf.ts';
export { formatCodeFrame } from './formatCodeFrame.ts';
export { functionIds } from './functionIds.ts';
export { BRIDGE_TYPES_FILE, bridgeTypesFile } from './generateBridgeTypes.ts';
export { GENERATED_DIR, generateFiles, metaOf } from './generateRoutes.ts';
export { JSON_SCHEMA_TYPES, type JsonSchemaProblem, jsonSchemaProblems } from './jsonSchemaProblems.ts';
export { jsonSchemaSample } from './jsonSchemaSample.ts';
export { CONFIG_SCHEMA_FILE, generateJsonSchemas, SCREEN_SCHEMA_FILE } from './jsonSchemas.ts';
export { jsonSchemaType, propertyName } from './jsonSchemaType.ts';
export { API_FILE_SUFFIX, APIS_DIR, type ApiFile, listApiFiles, readApiFile } from './loadApiFiles.ts';
export {
  CONFIG_FILE,
  type LoadConfigOptions,
  type LoadedConfig,
  loadConfig,
  overlayFile,
} from './loadConfig.ts';
export {
  type LoadedScreens,
  type LoadScreensOptions,
  listScreenFiles,
  loadScreen,
  loadScreens,
  SCREENS_DIR,
  type ScreenEntry,
} from './loadScreens.ts';
export {
  type ApiKeyUse,
  type GridDeclaration,
  type ManifestReferences,
  manifestReferences,
  type Reference,
  type ReferenceKind,
} from './manifestReferences.ts';
export { type BlockWalk, type ManifestView, manifestView, partialManifestView } from './manifestView.ts';
export { formatPersonalHint, type PersonalHint, undeclaredPersonalData } from './personalHints.ts';
export { profileHeaderOf } from './profileHeader.ts';
export { forgetRegenerationIndexes, regenerateChanged } from './regenerateChanged.ts';
export { screenImports } from './screenImports.ts';
export { isValidRoutePath, routePathOf, SCREEN_SUFFIX, screenIdOf } from './screenPath.ts';
export { readViewRegistry, VIEW_REGISTRY, type ViewRegistry, viewRegistry } from './viewRegistry.ts';
export { CLIENT_PAGES_DIR, pageFor, pageHtml, routePathsOf, vitePages } from './vitePages.ts';
export { consoleScreens } from './viteScreenPlugin.ts';
export { walkBlock, walkBlocks } from './walkBlocks.ts';
export { type WriteResult, writeGenerated } from './writeGenerated.ts';
export {
  diagnosticAt,
  keyPositionOf,
  type Location,
  lineCol,
  locate,
  parseYamlFast,
  parseYamlSource,
  positionOf,
  type YamlSource,
  yamlSourceCache,
} from './yamlSource.ts';
export { zodDiagnostics } from './zodDiagnostics.ts';
