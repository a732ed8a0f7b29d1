export declare const SYSTEM_HEADLESS_SHELL: string;
export declare const SYSTEM_CHROMIUM: string;
export declare const APT_PACKAGES: string[];
export declare const INSTALL_HINT: string;

export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'headless-shell' | 'system' | 'playwright';
}

export declare function bundledChromiumPath(): string | undefined;
export declare function findChromium(
  env?: NodeJS.ProcessEnv,
  paths?: { headlessShellPath?: string; systemPath?: string; bundledPath?: string },
): FoundChromium | undefined;
export declare function hasNotoCjk(): boolean | undefined;
export declare function ensureChromium(options?: {
  install?: boolean;
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  headlessShellPath?: string;
  systemPath?: string;
  bundledPath?: string;
}): Promise<string>;
