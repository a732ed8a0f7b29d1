// A fixed piece of single-core work, timed: how fast this machine is right now. A virtual machine's
// speed moves by a tenth or more from hour to hour, so the suite's time means little alone; with
// this figure beside it, two runs can be compared (npm test prints both).
import { createHash } from 'node:crypto';

/** Milliseconds this process takes for a fixed integer loop and a SHA-256 of 64 MiB (about 0.6 s here). */
export function referenceWorkloadMs() {
  const started = process.hrtime.bigint();
  let x = 0;
  for (let i = 0; i < 100_000_000; i++) x = (x + i * 7) % 1_000_003;
  createHash('sha256')
    .update(Buffer.alloc(64 * 1024 * 1024, x & 0xff))
    .digest();
  return Math.round(Number(process.hrtime.bigint() - started) / 1e6);
}
