import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `<dataDir>.lock` (holding our pid) so a second process, or a second open in this one,
 * fails with a clear message instead of corrupting the PGlite folder. A lock left by a process
 * that no longer runs is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readPid(lockFile) === process.pid) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(lockFile);
      if (pid !== undefined && isAlive(pid)) {
        const who = pid === process.pid ? 'this process' : `process ${pid}`;
        throw new Error(
          `the PGlite data folder ${dataDir} is already open in ${who}; PGlite allows one process per folder. ` +
            'Stop the other server (or command) first, or use a PostgreSQL server (DATABASE_URL) to run several. ' +
            `If no console runs, delete ${lockFile}.`,
        );
      }
      // Stale: the holder is gone.
      unlinkSync(lockFile);
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
