import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routePathOf } from '../../cli/compile/index.ts';
import { loadScreens, routeOf } from '../e2e/support/screens.ts';

// The e2e route list (tests/e2e/support/screens.ts) derives routes on its own; it must agree with the compiler.
describe('e2e route derivation', () => {
  const cases: Array<[string, string]> = [
    ['index.screen.yaml', '/'],
    ['login.screen.yaml', '/login'],
    ['docs/index.screen.yaml', '/docs'],
    ['index copy.screen.yaml', '/index%20copy'],
    ['pubs/MS/LG/UI_FU_0001.screen.yaml', '/pubs/MS/LG/UI_FU_0001'],
    ['고객/목록.screen.yaml', `/${encodeURIComponent('고객')}/${encodeURIComponent('목록')}`],
  ];
  it.each(cases)('%s → %s', (file, route) => {
    expect(routeOf(file)).toBe(route);
    expect(routePathOf(file)).toBe(route);
  });
});

describe('loadScreens', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reads title and auth of every manifest, sorted by route', () => {
    dir = mkdtempSync(join(tmpdir(), 'screens-'));
    mkdirSync(join(dir, 'screens', 'docs'), { recursive: true });
    writeFileSync(join(dir, 'screens', 'login.screen.yaml'), 'title: 로그인\nauth: false\n');
    writeFileSync(join(dir, 'screens', 'docs', 'index.screen.yaml'), 'title: 문서\n');
    writeFileSync(join(dir, 'screens', 'index.screen.yaml'), 'title: 홈\nauth: exists\n');
    writeFileSync(join(dir, 'screens', 'notes.md'), '# not a manifest\n');
    expect(loadScreens(dir)).toEqual([
      { file: 'index.screen.yaml', route: '/', title: '홈', auth: 'exists' },
      { file: 'docs/index.screen.yaml', route: '/docs', title: '문서', auth: true },
      { file: 'login.screen.yaml', route: '/login', title: '로그인', auth: false },
    ]);
  });

  it('names a manifest without a title', () => {
    dir = mkdtempSync(join(tmpdir(), 'screens-'));
    mkdirSync(join(dir, 'screens'), { recursive: true });
    writeFileSync(join(dir, 'screens', 'x.screen.yaml'), 'layout: none\n');
    expect(() => loadScreens(dir)).toThrow(/screens\/x\.screen\.yaml/);
  });
});
