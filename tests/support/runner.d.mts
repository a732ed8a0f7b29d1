export interface CommandResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  error?: Error;
  output: string;
}

export interface StepResult {
  passed: number;
  failed: number;
  skipped?: number;
  note?: string;
  /** The output a step running alongside another held back, printed by runSteps when it ends. */
  held?: string | undefined;
  /** The failed tests by name (`file › title`), listed under the summary. */
  failures?: string[] | undefined;
}

export interface StepContext {
  root: string;
  tmpDir: string;
  env: NodeJS.ProcessEnv;
  /** false: the step runs alongside another and holds its output (runCommand's `live`). */
  live?: boolean;
}

export interface Step {
  id: string;
  title: string;
  needs?: string[];
  /** Steps with the same stage run at the same time (see stagesOf); none: a stage of its own. */
  stage?: number;
  /** Steps of a stage in the same lane run one after another. Default: the step's id. */
  lane?: string;
  run(ctx: StepContext): Promise<StepResult>;
}

export interface SummaryRow extends StepResult {
  id: string;
  ms?: number;
}

export interface Prepared {
  env?: NodeJS.ProcessEnv;
  teardown?: () => unknown;
}

export declare function runCommand(
  cmd: string,
  args: string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; live?: boolean },
): Promise<CommandResult>;
export declare function stopAllChildren(signal?: NodeJS.Signals): void;
export declare function describeExit(r: CommandResult): string;
export declare function readJson(file: string): unknown;
export declare function summarizeVitest(report: unknown, exitCode: number | null): Required<StepResult>;
export declare function summarizePlaywright(report: unknown, exitCode: number | null): Required<StepResult>;
export declare function commandStep(o: {
  id: string;
  title: string;
  cmd: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  needs?: string[];
  stage?: number;
  lane?: string;
}): Step;
/** Options of a step whose counts come from a runner's JSON report. */
export interface ReportStepOptions {
  id: string;
  title: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  needs?: string[];
  stage?: number;
  lane?: string;
  setup?: (ctx: StepContext) => Promise<Prepared | undefined>;
}
export declare function vitestStep(o: ReportStepOptions): Step;
export declare function playwrightStep(o: ReportStepOptions): Step;
export declare function parseArgs(argv: string[]): {
  only: string[] | undefined;
  /** `--changed [REF]`: '' for the uncommitted changes, else the commit to compare with. */
  changed: string | undefined;
  list: boolean;
  help: boolean;
  unknown: string[];
};
export declare function selectSteps<S extends { id: string; needs?: string[] }>(
  steps: S[],
  only: string[] | undefined,
): { selected: S[]; added: string[] };
export declare function freePort(preferred?: number): Promise<number>;
export declare function formatSummary(rows: SummaryRow[]): string;
export declare function stagesOf<S extends { id: string; stage?: number; lane?: string }>(
  steps: S[],
): S[][][];
export declare function runSteps(
  steps: Step[],
  ctx: StepContext,
  options?: { shouldStop?: () => boolean },
): Promise<SummaryRow[]>;
