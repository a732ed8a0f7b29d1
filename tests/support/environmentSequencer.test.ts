import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { EnvironmentSequencer, environmentOf } from './environmentSequencer.ts';

const dir = mkdtempSync(join(tmpdir(), 'sequencer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A test file whose first line asks for `environment` (none: the project's). */
function file(name: string, environment?: string): string {
  const path = join(dir, name);
  writeFileSync(path, `${environment ? `// @vitest-environment ${environment}\n` : ''}export {};\n`);
  return path;
}

/** What the sequencer reads of a specification: its file and its project's name and settings. */
function spec(project: string, moduleId: string): TestSpecification {
  return {
    moduleId,
    project: { name: project, config: { environment: 'node', isolate: false, sequence: { groupOrder: 0 } } },
  } as unknown as TestSpecification;
}

describe('EnvironmentSequencer (a worker is reused only for a file of the same environment)', () => {
  it('reads the environment a file asks for, or the project default', () => {
    expect(environmentOf(file('dom.test.tsx', 'jsdom'), 'node')).toBe('jsdom');
    expect(environmentOf(file('plain.test.ts'), 'node')).toBe('node');
    expect(environmentOf(join(dir, 'missing.test.ts'), 'node')).toBe('node');
  });

  it('runs the files of one project and environment together, keeping their order otherwise', async () => {
    // No cached durations or sizes: vitest's own order is the list order, within each project.
    const ctx = {
      config: { root: dir },
      cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
    } as unknown as Vitest;
    const files = [
      spec('client', file('a.test.tsx', 'jsdom')),
      spec('client', file('b.test.ts')),
      spec('client', file('c.test.tsx', 'jsdom')),
      spec('client', file('d.test.ts')),
      spec('client', file('e.test.tsx', 'jsdom')),
    ];
    const sorted = await new EnvironmentSequencer(ctx).sort(files);
    expect(sorted.map((s) => s.moduleId.slice(dir.length + 1))).toEqual([
      'a.test.tsx',
      'c.test.tsx',
      'e.test.tsx',
      'b.test.ts',
      'd.test.ts',
    ]);
  });
});
