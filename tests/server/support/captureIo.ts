import type { Io } from '../../../cli/io.ts';

/** A CLI `Io` that keeps every line: standard output as is, standard error prefixed `ERR `. */
export function captureIo(): { io: Io; lines: string[] } {
  const lines: string[] = [];
  const io: Io = { out: (s) => lines.push(s), err: (s) => lines.push(`ERR ${s}`) };
  return { io, lines };
}
