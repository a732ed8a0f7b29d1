import { describe, expect, it } from 'vitest';
import { devCommand, menusAddedLine } from '../../../cli/commands/index.ts';
import type { Io } from '../../../cli/io.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

describe('console dev', () => {
  it.each(['staging', 'production'])(
    'refuses the %s profile (no CSP, every caller looks like loopback)',
    async (profile) => {
      const err: string[] = [];
      const io: Io = { out: () => {}, err: (l) => err.push(l) };
      expect(await devCommand({ root: ROOT, profile, io })).toBe(1);
      expect(err.join('\n')).toContain(`console dev는 ${profile} 프로필로 실행하지 않습니다`);
    },
  );

  it('names the menus it added in one line, the first five of many', () => {
    expect(menusAddedLine(['/hello'])).toBe('menus added: /hello');
    expect(menusAddedLine(['/a', '/b', '/c', '/d', '/e', '/f', '/g'])).toBe(
      'menus added: /a, /b, /c, /d, /e, … (2 more)',
    );
  });
});
