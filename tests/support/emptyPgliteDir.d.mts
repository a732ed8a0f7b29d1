/** Fills `dataDir` (which must not exist yet) with an initialised, empty PGlite data folder. */
export function copyEmptyPgliteDir(dataDir: string): Promise<void>;
