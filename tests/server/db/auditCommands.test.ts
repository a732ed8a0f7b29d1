import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditExportCommand, auditPurgeCommand, auditVerifyCommand } from '../../../cli/commands/index.ts';
import {
  adminAuditLogs,
  migrate,
  openDatabase,
  purgeAuthorityChanges,
  recordPersonalAccess,
} from '../../../runtime/server/db/index.ts';
import { captureIo } from '../support/captureIo.ts';
import { createEmptyDatabaseOptions } from '../support/testDatabase.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const record = (at: Date) => ({
  usrId: 'operator',
  usrIp: '10.0.0.7',
  sysCd: 'CONSOLE',
  action: 'READ' as const,
  source: 'shop.members',
  subjectIds: ['M100001'],
  at,
});

describe('console audit verify / purge', () => {
  it('says the records are intact, names the row changed behind the console, and keeps the retention', async () => {
    const empty = await createEmptyDatabaseOptions();
    cleanups.push(empty.cleanup);
    const database = await openDatabase(empty.options);
    await migrate(database);
    const old = new Date(Date.now() - 3 * 365 * 86_400_000);
    await recordPersonalAccess(database.db, record(old));
    await recordPersonalAccess(database.db, record(new Date(Date.now() - 86_400_000)));
    await recordPersonalAccess(database.db, record(new Date()));
    await database.close();

    // A copy to keep apart: every record in chain order, then the anchors; its SHA-256 printed.
    const dir = mkdtempSync(join(tmpdir(), 'audit-export-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const out = join(dir, 'records.jsonl');
    const exported = captureIo();
    expect(await auditExportCommand({ root: ROOT, io: exported.io, env: empty.env, out })).toBe(0);
    const text = readFileSync(out, 'utf8');
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.kind, l.seq ?? l.last_seq])).toEqual([
      ['record', 1],
      ['record', 2],
      ['record', 3],
      ['anchor', 1],
      ['anchor', 2],
    ]);
    expect(lines[1].prev_hash).toBe(lines[0].row_hash);
    // Each record with its list of subjects and the list's hash: checked without the database.
    expect(lines[0]).toMatchObject({
      subject_ids: ['M100001'],
      set_hash: createHash('sha256').update('["M100001"]').digest('hex'),
    });
    expect(exported.lines.at(-1)).toBe(
      `개인정보 접속기록 3건과 일별 기준값 2개를 ${out}에 썼습니다. SHA-256 ${createHash('sha256').update(text).digest('hex')}`,
    );
    const twice = captureIo();
    expect(await auditExportCommand({ root: ROOT, io: twice.io, env: empty.env, out })).toBe(1);
    expect(twice.lines.at(-1)).toBe(`ERR 이미 있는 파일입니다. 다른 이름을 주세요: ${out}`);

    const ok = captureIo();
    expect(await auditVerifyCommand({ root: ROOT, io: ok.io, env: empty.env })).toBe(0);
    expect(ok.lines.at(-1)).toMatch(
      /^개인정보 접속기록 처음 ~ 지금: 3건\(순번 1~3\)이 온전합니다\. 일별 기준값 2개가 일치합니다\.$/,
    );

    const again = await openDatabase(empty.options);
    await again.db.execute(sql.raw('alter table personal_access_logs disable trigger user'));
    await again.db.execute(
      sql.raw(`update personal_access_logs set subject_ids = '{M100009}' where seq = 2`),
    );
    await again.db.execute(sql.raw('alter table personal_access_logs enable trigger user'));
    await again.close();
    const bad = captureIo();
    expect(await auditVerifyCommand({ root: ROOT, io: bad.io, env: empty.env })).toBe(1);
    expect(bad.lines.at(-1)).toMatch(
      /^ERR 개인정보 접속기록이 훼손되었습니다: 순번 2 \(id 2, .+\)의 기록이 내용이 그 해시와 다릅니다/,
    );
    // The list of subjects the three records name, changed: the first of them is named.
    const lists = await openDatabase(empty.options);
    await lists.db.execute(sql.raw('alter table personal_subject_sets disable trigger user'));
    await lists.db.execute(sql.raw(`update personal_subject_sets set subject_ids = '{M100002}'`));
    await lists.db.execute(sql.raw('alter table personal_subject_sets enable trigger user'));
    await lists.close();
    const badList = captureIo();
    expect(await auditVerifyCommand({ root: ROOT, io: badList.io, env: empty.env })).toBe(1);
    expect(badList.lines.at(-1)).toMatch(
      /^ERR 개인정보 접속기록이 훼손되었습니다: 순번 1 \(id 1, .+\)의 기록이 가리키는 정보주체 목록이 없거나 그 해시와 다릅니다/,
    );

    // Within the retention (2 years by default): refused, nothing deleted; before it: the old row goes.
    const refused = captureIo();
    const lastYear = new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10);
    expect(await auditPurgeCommand({ root: ROOT, io: refused.io, env: empty.env, before: lastYear })).toBe(1);
    expect(refused.lines.at(-1)).toMatch(
      /^ERR 보존 기간\(2년, privacy\.retention\.personalAccessYears\) 안의 기록은 지울 수 없습니다/,
    );
    const purged = captureIo();
    const twoYearsAgo = new Date(Date.now() - 2.5 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect(await auditPurgeCommand({ root: ROOT, io: purged.io, env: empty.env, before: twoYearsAgo })).toBe(
      0,
    );
    expect(purged.lines.at(-1)).toBe(
      `개인정보 접속기록 ${twoYearsAgo} 이전 1건을 지웠습니다 (일별 기준값은 남습니다).`,
    );
  });

  it('keeps 권한 변경 이력 (authority-changes) three years: append-only, purged only past the retention and the floor', async () => {
    const empty = await createEmptyDatabaseOptions();
    cleanups.push(empty.cleanup);
    const database = await openDatabase(empty.options);
    await migrate(database);
    const change = (at: Date, trgtId: string) =>
      database.db
        .insert(adminAuditLogs)
        .values({ usrId: 'admin', usrIp: '10.0.0.1', actCd: 'role.grants', trgtId, regDttm: at });
    await change(new Date(Date.now() - 4 * 365 * 86_400_000), 'OLD');
    await change(new Date(Date.now() - 2 * 365 * 86_400_000), 'TWO_YEARS');
    await change(new Date(), 'TODAY');
    // The application cannot change or delete one.
    for (const statement of [
      `update admin_audit_logs set usr_id = 'x'`,
      `delete from admin_audit_logs where trgt_id = 'TODAY'`,
      'truncate admin_audit_logs',
    ])
      await expect(database.db.execute(sql.raw(statement))).rejects.toThrow();
    // The database refuses rows younger than three years whatever it is told.
    await expect(purgeAuthorityChanges(database.db, new Date())).rejects.toThrow();
    await database.close();
    // Within the three years: refused by the CLI.
    const refused = captureIo();
    const twoYearsAgo = new Date(Date.now() - 1.5 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect(
      await auditPurgeCommand({
        root: ROOT,
        io: refused.io,
        env: empty.env,
        before: twoYearsAgo,
        class: 'authority-changes',
      }),
    ).toBe(1);
    expect(refused.lines.at(-1)).toMatch(
      /^ERR 보존 기간\(3년, privacy\.retention\.authorityChangeYears\) 안의 기록은 지울 수 없습니다/,
    );
    const bad = captureIo();
    expect(
      await auditPurgeCommand({ root: ROOT, io: bad.io, env: empty.env, before: twoYearsAgo, class: 'logs' }),
    ).toBe(1);
    expect(bad.lines.at(-1)).toBe('ERR 보존 분류는 personal-access, authority-changes 중 하나입니다: logs');
    // Past both: the old row goes, the others stay.
    const purged = captureIo();
    const threeYearsAgo = new Date(Date.now() - 3.5 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect(
      await auditPurgeCommand({
        root: ROOT,
        io: purged.io,
        env: empty.env,
        before: threeYearsAgo,
        class: 'authority-changes',
      }),
    ).toBe(0);
    expect(purged.lines.at(-1)).toBe(`권한 변경 이력 ${threeYearsAgo} 이전 1건을 지웠습니다.`);
    const after = await openDatabase(empty.options);
    const left = await after.db.select({ trgtId: adminAuditLogs.trgtId }).from(adminAuditLogs);
    await after.close();
    expect(left.map((r) => r.trgtId).sort()).toEqual(['TODAY', 'TWO_YEARS']);
  });
});
