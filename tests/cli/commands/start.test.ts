import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { removeTempProjects, run, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);
afterEach(() => {
  vi.unstubAllEnvs();
});

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A project holding the repository's config files and no screens (nothing to build from). */
function repositoryConfigProject(): string {
  const files: Record<string, string> = {};
  for (const name of ['console.config.yaml', 'console.config.qa.yaml', 'console.config.staging.yaml']) {
    files[name] = readFileSync(join(ROOT, name), 'utf8');
  }
  return tempProject(files);
}

describe('console start in staging and production', () => {
  it.each(['staging', 'production'])(
    '%s: refuses the default api.secret and the log key sender before building, exit 1',
    async (profile) => {
      vi.stubEnv('CONSOLE_API_SECRET', '');
      vi.stubEnv('CONSOLE_AUTH_KEY_FILE', '');
      vi.stubEnv('CONSOLE_AUTH_KEY_WEBHOOK', '');
      vi.stubEnv('CONSOLE_DATA_DIR', '/nonexistent/console-start-test');
      const root = repositoryConfigProject();
      const r = await run(root, 'start', '--profile', profile, '--port', '0');
      expect(r.code).toBe(1);
      expect(r.err[0]).toMatch(
        new RegExp(`^${profile} 프로필은 안전하지 않은 설정으로 시작하지 않습니다:\\n`),
      );
      expect(r.err[0]).toContain('  - api.secret: api.secret이 개발용 기본값입니다.');
      expect(r.err[0]).toContain('  - auth.keySender: ');
      expect(existsSync(join(root, 'dist'))).toBe(false);
    },
  );

  it('refuses CONSOLE_AUTH_KEY_FILE (keys in a file in plain text) as it refuses the log', async () => {
    vi.stubEnv('CONSOLE_API_SECRET', 'a-proper-secret-of-thirty-two-chars!');
    vi.stubEnv('CONSOLE_AUTH_KEY_WEBHOOK', '');
    vi.stubEnv('CONSOLE_AUTH_KEY_FILE', '/nonexistent/keys.jsonl');
    const r = await run(repositoryConfigProject(), 'start', '--profile', 'production', '--port', '0');
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      expect.stringMatching(
        /\n {2}- auth\.keySender: 2단계 인증 키가 파일에 평문으로 기록됩니다 \(CONSOLE_AUTH_KEY_FILE/,
      ),
    ]);
  });

  it('names a short CONSOLE_API_SECRET with its length', async () => {
    vi.stubEnv('CONSOLE_API_SECRET', 'only-twenty-chars-xx');
    vi.stubEnv('CONSOLE_AUTH_KEY_WEBHOOK', 'https://sms.example.com/console-keys');
    const r = await run(repositoryConfigProject(), 'start', '--profile', 'production', '--port', '0');
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      expect.stringMatching(
        /^production 프로필은 .*\n {2}- api\.secret: api\.secret이 20자로 너무 짧습니다\. [^\n]*$/,
      ),
    ]);
  });
});
