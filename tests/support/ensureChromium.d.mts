export declare const SYSTEM_CHROMIUM: string;
export declare const APT_PACKAGES: string[];
export declare const INSTALL_HINT: string;

export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | 'playwright';
}

export declare function bundledChromiumPath(): string | undefined;
export declare function findChromium(
  env?: NodeJS.ProcessEnv,
  paths?: { systemPath?: string; bundledPath?: string },
): FoundChromium | undefined;
export declare function hasNotoCjk(): boolean | undefined;
export declare function ensureChromium(options?: {
  install?: boolean;
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  systemPath?: string;
  bundledPath?: string;
}): Promise<string>;
