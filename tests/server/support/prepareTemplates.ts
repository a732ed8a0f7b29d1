// `npm test`, stage 1, beside the type checker (one core busy, the other idle): makes the PGlite
// templates the unit tests copy, an initialised empty folder per PGlite version
// (tests/support/emptyPgliteDir.mjs) and a migrated, seeded dump per database-code version
// (testDatabase.ts), in node_modules/.cache/console-test-db. On a clean checkout the first test
// files otherwise made them, both workers at once. Does nothing when they exist.
//   node --import tsx tests/server/support/prepareTemplates.ts
import { emptyPgliteTemplate } from '../../support/emptyPgliteDir.mjs';
import { preparePgliteTemplate } from './testDatabase.ts';

const started = Date.now();
const empty = await emptyPgliteTemplate();
await preparePgliteTemplate();
process.stdout.write(`PGlite templates ready (${empty} and the seeded dump) in ${Date.now() - started} ms\n`);
