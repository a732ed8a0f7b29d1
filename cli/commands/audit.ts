import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { koreanMidnight } from '../../runtime/core/privacy/index.ts';
import type { ConsoleConfig } from '../../schemas/config/index.ts';
import { compileProject, formatDiagnostic } from '../compile/index.ts';
import { type DbCommandOptions, withDatabase } from './db.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `console audit verify [--from YYYY-MM-DD] [--to YYYY-MM-DD]`: proves 개인정보 접속기록 of the
 * period (Korean days) intact — each row's hash against its content, each link, no gap, the daily
 * anchors — or names the first row that is not. Writes the anchors of the days past first. 1 when
 * broken.
 */
export async function auditVerifyCommand(
  o: DbCommandOptions & { from?: string | undefined; to?: string | undefined },
): Promise<number> {
  for (const day of [o.from, o.to]) {
    if (day !== undefined && !DAY.test(day)) {
      o.io.err(`날짜는 YYYY-MM-DD로 입력해주세요: ${day}`);
      return 1;
    }
  }
  let broken = false;
  const code = await withDatabase(o, async (db, database) => {
    await db.anchorPersonalAccess(database.db);
    const report = await db.verifyPersonalAccess(database.db, { from: o.from, to: o.to });
    const period = `${o.from ?? '처음'} ~ ${o.to ?? '지금'}`;
    if (report.broken) {
      broken = true;
      const b = report.broken;
      const what = {
        content: '내용이 그 해시와 다릅니다 (기록이 바뀌었습니다)',
        link: '앞 기록의 해시와 이어지지 않습니다 (앞 기록이 바뀌었거나 바뀌어 끼워졌습니다)',
        gap: '바로 앞 기록들이 없습니다 (지워졌습니다)',
        subjects: '가리키는 정보주체 목록이 없거나 그 해시와 다릅니다 (목록이 바뀌었거나 지워졌습니다)',
        anchor: '그날의 기준값(anchor)과 다릅니다 (그날의 마지막 기록이 없거나 바뀌었습니다)',
      }[b.reason];
      o.io.err(
        `개인정보 접속기록이 훼손되었습니다: 순번 ${b.seq}${b.id ? ` (id ${b.id}, ${b.accDttm})` : ` (${b.accDttm.slice(0, 10)})`}의 기록이 ${what}. 검사 기간 ${period}, ${report.rows}건.`,
      );
      return;
    }
    o.io.out(
      report.rows === 0
        ? `개인정보 접속기록 ${period}: 기록이 없습니다.`
        : `개인정보 접속기록 ${period}: ${report.rows}건(순번 ${report.firstSeq}~${report.lastSeq})이 온전합니다. 일별 기준값 ${report.anchors}개가 일치합니다.`,
    );
  });
  return code !== 0 ? code : broken ? 1 : 0;
}

/** The retention classes `console audit purge` knows: what each deletes, and its retention setting. */
export const RETENTION_CLASSES = {
  'personal-access': {
    name: '개인정보 접속기록',
    setting: 'privacy.retention.personalAccessYears',
    years: (c: ConsoleConfig) => c.privacy.retention.personalAccessYears,
  },
  'authority-changes': {
    name: '권한 변경 이력',
    setting: 'privacy.retention.authorityChangeYears',
    years: (c: ConsoleConfig) => c.privacy.retention.authorityChangeYears,
  },
} as const;
export type RetentionClass = keyof typeof RETENTION_CLASSES;

/**
 * `console audit purge --before YYYY-MM-DD [--class personal-access|authority-changes]`: deletes
 * the records of a retention class older than that Korean day, refused when the day is within the
 * class's retention (`privacy.retention.*`: 개인정보 접속기록 2 years by default, 권한 변경 이력 3);
 * the database itself refuses any row younger than the legal floor (a year; three years).
 * Interface logs are not a class here: the server keeps them `interfaces.apiLogging.keepDays`.
 */
export async function auditPurgeCommand(
  o: DbCommandOptions & {
    before: string;
    class?: string | undefined;
    profile?: string | undefined;
    now?: () => number;
  },
): Promise<number> {
  if (!DAY.test(o.before)) {
    o.io.err(`날짜는 YYYY-MM-DD로 입력해주세요: ${o.before}`);
    return 1;
  }
  const which = (o.class ?? 'personal-access') as RetentionClass;
  const retention = RETENTION_CLASSES[which];
  if (!retention) {
    o.io.err(`보존 분류는 ${Object.keys(RETENTION_CLASSES).join(', ')} 중 하나입니다: ${o.class}`);
    return 1;
  }
  const project = compileProject({ root: o.root, profile: o.profile, env: o.env });
  if (!project.config) {
    for (const d of project.diagnostics) o.io.out(formatDiagnostic(d));
    o.io.err('설정에 문제가 있어 보존 기간을 알 수 없습니다. 고친 뒤 다시 실행하세요.');
    return 1;
  }
  const years = retention.years(project.config);
  const before = koreanMidnight(o.before);
  const now = new Date(o.now?.() ?? Date.now());
  const floor = new Date(now);
  floor.setFullYear(floor.getFullYear() - years);
  if (before.getTime() > floor.getTime()) {
    o.io.err(
      `보존 기간(${years}년, ${retention.setting}) 안의 기록은 지울 수 없습니다: ${o.before} 이전이 아니라 ${floor.toISOString().slice(0, 10)} 이전까지만 지울 수 있습니다.`,
    );
    return 1;
  }
  return withDatabase(o, async (db, database) => {
    if (which === 'authority-changes') {
      const deleted = await db.purgeAuthorityChanges(database.db, before);
      o.io.out(`${retention.name} ${o.before} 이전 ${deleted}건을 지웠습니다.`);
      return;
    }
    await db.anchorPersonalAccess(database.db, now);
    const deleted = await db.purgePersonalAccess(database.db, before);
    o.io.out(`${retention.name} ${o.before} 이전 ${deleted}건을 지웠습니다 (일별 기준값은 남습니다).`);
  });
}

/**
 * `console audit export [--from] [--to] --out <file>`: writes 개인정보 접속기록 of the period and
 * the anchors of its days to a JSON-lines file, to keep apart from the database (C4), and prints the
 * file's SHA-256 to note elsewhere (a ticket, a second store) so the copy itself is checkable.
 */
export async function auditExportCommand(
  o: DbCommandOptions & { from?: string | undefined; to?: string | undefined; out: string },
): Promise<number> {
  for (const day of [o.from, o.to]) {
    if (day !== undefined && !DAY.test(day)) {
      o.io.err(`날짜는 YYYY-MM-DD로 입력해주세요: ${day}`);
      return 1;
    }
  }
  const path = resolve(o.root, o.out);
  if (existsSync(path)) {
    o.io.err(`이미 있는 파일입니다. 다른 이름을 주세요: ${o.out}`);
    return 1;
  }
  return withDatabase(o, async (db, database) => {
    await db.anchorPersonalAccess(database.db);
    const file = createWriteStream(path, { flags: 'wx' });
    const hash = createHash('sha256');
    const written = await db.exportPersonalAccess(database.db, { from: o.from, to: o.to }, async (line) => {
      hash.update(`${line}\n`);
      if (!file.write(`${line}\n`)) await once(file, 'drain');
    });
    await new Promise<void>((done, fail) =>
      file.end((error?: Error | null) => (error ? fail(error) : done())),
    );
    o.io.out(
      `개인정보 접속기록 ${written.records}건과 일별 기준값 ${written.anchors}개를 ${o.out}에 썼습니다. SHA-256 ${hash.digest('hex')}`,
    );
  });
}
