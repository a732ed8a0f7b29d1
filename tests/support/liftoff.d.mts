/** Node flags for the consoles the tests start as child processes: V8 compiles with Liftoff only. */
export const LIFTOFF_ONLY: string[];
