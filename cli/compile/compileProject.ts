import type { ConsoleConfig } from '../../schemas/index.ts';
import { type Diagnostic, sortDiagnostics } from './diagnostic.ts';
import { generateFiles } from './generateRoutes.ts';
import { loadConfig } from './loadConfig.ts';
import { loadScreens, type ScreenEntry } from './loadScreens.ts';
import { type WriteResult, type WrittenFiles, writeGenerated } from './writeGenerated.ts';

export interface CompileOptions {
  root: string;
  profile?: string | undefined;
  env?: Record<string, string | undefined>;
}

export interface CompiledProject {
  config: ConsoleConfig | undefined;
  profile: string;
  /**
   * The config files read (`console.config.yaml`, then the profile's overlay, then
   * `apis/**\/*.api.yaml`), relative to the root.
   */
  configFiles: string[];
  screens: ScreenEntry[];
  /** Sorted; empty when the project is valid. */
  diagnostics: Diagnostic[];
}

/** Loads and validates the config and every manifest. Never throws for bad input. */
export function compileProject(opts: CompileOptions): CompiledProject {
  const cfg = loadConfig(opts);
  // Checked together with the config: manifests resolve code groups against the config's
  // `management.codeGroups` and the declared `apis` (names and schemas) whenever that part is valid, even if the rest
  // of the config is not.
  const scr = loadScreens(opts.root, { codeGroups: cfg.codeGroups, apiNames: cfg.apiNames, apis: cfg.apis });
  return {
    config: cfg.config,
    profile: cfg.profile,
    configFiles: cfg.files,
    screens: scr.screens,
    diagnostics: sortDiagnostics([...cfg.diagnostics, ...scr.diagnostics]),
  };
}

export interface GenerateOutcome extends CompiledProject {
  write?: WriteResult;
}

/** Validate, then (only when valid) generate the route tree; `check` compares instead of writing. */
export function generateProject(opts: CompileOptions & { check?: boolean }): GenerateOutcome {
  return generateCompiled(opts.root, compileProject(opts), { check: opts.check });
}

/**
 * The generated files of a compiled project, written (or compared, `check`) only when it is valid;
 * `written`: what the caller last wrote (regenerateChanged), so unchanged files are not read back.
 */
export function generateCompiled(
  root: string,
  project: CompiledProject,
  opts: { check?: boolean | undefined; written?: WrittenFiles } = {},
): GenerateOutcome {
  if (project.diagnostics.length || !project.config) return project;
  const files = generateFiles(project.screens, project.config);
  const write = writeGenerated(root, files, { check: opts.check ?? false, written: opts.written });
  return { ...project, diagnostics: sortDiagnostics(write.stale), write };
}
