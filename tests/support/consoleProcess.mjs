// Helpers for scripts that run `console start` as a child process in its own process group
// (tests/cluster, tests/bench/load.mjs). Plain JavaScript: run by bare node.

/** Signals a child's whole process group (it and the example backend it launched). */
export function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Resolves once `${url}/api/health` answers 2xx; throws when `child` exits first or after `ms`. */
export async function waitHealthy(url, child, ms = 120_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the console exited (${child.exitCode})`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not become healthy within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
