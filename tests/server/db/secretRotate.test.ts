import { afterEach, describe, expect, it } from 'vitest';
import { secretRotateCommand } from '../../../cli/commands/index.ts';
import { KEY_PUBLISH_MS, loadKeyRing } from '../../../runtime/server/auth/serverKeys.ts';
import { REFRESH_SECONDS } from '../../../runtime/server/auth/tokens.ts';
import { migrate, openDatabase, serverKeys } from '../../../runtime/server/db/index.ts';
import { captureIo } from '../support/captureIo.ts';
import { createEmptyDatabaseOptions } from '../support/testDatabase.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

describe('console secret rotate', () => {
  it('adds a signing key and retires the old one, which still verifies', async () => {
    const empty = await createEmptyDatabaseOptions();
    cleanups.push(empty.cleanup);
    // A first start generates the key.
    let database = await openDatabase(empty.options);
    await migrate(database);
    const first = await loadKeyRing(database.db, { retiredSeconds: REFRESH_SECONDS });
    await database.close();

    const out = captureIo();
    expect(await secretRotateCommand({ root: ROOT, io: out.io, env: empty.env })).toBe(0);
    expect(out.lines.at(-1)).toMatch(
      /^새 서버 키 [0-9a-f]{16}를 게시했습니다\. 1\.5초 뒤부터 이 키로 서명하고/,
    );

    database = await openDatabase(empty.options);
    try {
      // Published now, signing once the publication delay has passed.
      const ring = await loadKeyRing(database.db, {
        retiredSeconds: REFRESH_SECONDS,
        now: () => Date.now() + KEY_PUBLISH_MS + 100,
      });
      expect(ring.signing.kid).not.toBe(first.signing.kid);
      expect(ring.verifying.has(first.signing.kid)).toBe(true);
      const rows = await database.db.select().from(serverKeys);
      expect(rows.filter((r) => r.retiredDttm === null)).toHaveLength(1);
      const rightAway = await loadKeyRing(database.db, { retiredSeconds: REFRESH_SECONDS });
      expect(rightAway.signing.kid).toBe(first.signing.kid);
      expect(rightAway.verifying.has(ring.signing.kid)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses when CONSOLE_SECRET_KEY is set, saying how to rotate it', async () => {
    const out = captureIo();
    const code = await secretRotateCommand({
      root: ROOT,
      io: out.io,
      env: { CONSOLE_SECRET_KEY: 'x'.repeat(40) },
    });
    expect(code).toBe(1);
    expect(out.lines.join('\n')).toContain('CONSOLE_SECRET_KEY_PREVIOUS');
  });
});
