// Vitest's file order, with one change: within a project, the files of one test environment run
// together (jsdom files, then node files), longest first, as vitest orders them.
//
// Why: a worker of a project without isolation is reused for the next file only when that file has
// the same environment; otherwise vitest stops it and starts a new process, which loads the modules
// again. With jsdom and node files interleaved by duration, the client project started 17 processes
// for 53 files on one worker.
import { readFileSync } from 'node:fs';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

const DOCBLOCK = /@vitest-environment\s+([\w-]+)/;

/** The environment a test file asks for in its docblock, or the project's. */
export function environmentOf(file: string, projectDefault: string): string {
  try {
    const head = readFileSync(file, 'utf8').slice(0, 2_000);
    return DOCBLOCK.exec(head)?.[1] ?? projectDefault;
  } catch {
    return projectDefault;
  }
}

export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const key = new Map<TestSpecification, string>();
    const rank = new Map<string, number>();
    for (const spec of sorted) {
      const k = `${spec.project.name}\0${environmentOf(spec.moduleId, spec.project.config.environment)}`;
      key.set(spec, k);
      if (!rank.has(k)) rank.set(k, rank.size);
    }
    // Array.prototype.sort is stable: the order within one project and environment stays.
    return sorted.sort((a, b) => (rank.get(key.get(a) ?? '') ?? 0) - (rank.get(key.get(b) ?? '') ?? 0));
  }
}
