export declare const TEST_PGLITE_SHARED_BUFFERS: string;
/** The cached, initialised empty PGlite folder (made when missing); its path. */
export function emptyPgliteTemplate(): Promise<string>;
/** Fills `dataDir` (which must not exist yet) with an initialised, empty PGlite data folder. */
export function copyEmptyPgliteDir(dataDir: string): Promise<void>;
