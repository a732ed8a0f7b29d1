// One contender for a PGlite folder lock, in its own process (dataDirLock.test.ts starts several).
// Reads JSON lines on stdin: {"go": dataDir} tries to take the lock and answers {"won": true} or
// {"won": false, "message"}; {"release": true} releases it and answers {"released": true}.
import { createInterface } from 'node:readline';
import { acquireDataDirLock } from '../../../runtime/server/db/dataDirLock.ts';

const answer = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`);
let release: (() => void) | undefined;
answer({ ready: true });
for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line) as { go?: string; release?: boolean };
  if (command.go !== undefined) {
    try {
      release = acquireDataDirLock(command.go);
      answer({ won: true });
    } catch (error) {
      answer({ won: false, message: (error as Error).message });
    }
  } else if (command.release) {
    release?.();
    release = undefined;
    answer({ released: true });
  }
}
