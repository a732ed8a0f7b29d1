// Node flags for the consoles the tests start as child processes (`console start`, `console dev`,
// `console db seed`, `console admin create`: the e2e servers, the CLI process tests, the tutorials).
// PGlite is a large WebAssembly module: V8 compiles it quickly with Liftoff, then recompiles its hot
// functions with TurboFan in the background. A test's console lives seconds or minutes and runs small
// queries, so the second compile is work it never earns back: measured here, `console start` took
// 1.5-2.5 CPU-s less to come up with `--liftoff-only`, and answered as fast. Only V8's compiler
// changes; the command and what it does are the same. The product's own `console start` keeps V8's
// defaults (a real server runs for days).
export const LIFTOFF_ONLY = ['--liftoff-only'];
