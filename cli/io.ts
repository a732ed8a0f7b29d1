/** Where a command prints: injected so tests read output without spawning a process. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
}
