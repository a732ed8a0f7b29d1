import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { deflateRawSync } from 'node:zlib';
import { count, desc, eq, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importBatches,
  importJobs,
  personalAccessLogs,
  type SeedScreen,
} from '../../../runtime/server/db/index.ts';
import { STAGED_HOURS, sweepImports } from '../../../runtime/server/gateway/import/index.ts';
import { type ConsoleConfigInput, importSchema } from '../../../schemas/index.ts';
import { type SystemFixture, systemFixture } from '../system/systemFixture.ts';

// 엑셀 일괄 등록 through the gateway: the template, an upload checked on the server with the
// manifest's rules, the rows in error as a file, the valid rows sent in batches once each, and
// every malformed file refused in Korean with nothing staged and nothing sent.

const SPEC = importSchema.parse({
  api: 'shop.members.bulk',
  fileName: '회원 일괄 등록',
  batchSize: 5,
  columns: [
    { key: 'name', label: '이름', required: true, validators: [{ maxLength: 10 }], example: '홍길동' },
    { key: 'mobile', label: '휴대폰번호', required: true, validators: ['mobile'], example: '010-1234-5678' },
    { key: 'birth', label: '생년월일', type: 'date', example: '1990-01-31' },
    { key: 'gender', label: '성별', codeGroup: 'GENDER' },
    {
      key: 'grade',
      label: '등급',
      options: [
        { value: 'VIP', label: 'VIP' },
        { value: 'GOLD', label: '골드' },
      ],
    },
    { key: 'point', label: '포인트', type: 'number' },
  ],
});

const HEADER = ['이름', '휴대폰번호', '생년월일', '성별', '등급', '포인트'];

async function xlsx(rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('회원');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A zip of `entries` (deflated), as a workbook is one: for files a spreadsheet program would not make. */
function zip(entries: Record<string, Buffer>, broken?: string): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    // `broken`: that entry's deflated bytes are garbage (a damaged file).
    const packed = name === broken ? Buffer.alloc(deflateRawSync(data).length, 0xff) : deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** Text as EUC-KR / CP949 bytes (what Korean Excel writes as CSV), from the decoder's own table. */
function encodeEucKr(text: string): Buffer {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('euc-kr');
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x41; trail <= 0xfe; trail++) {
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  return Buffer.from(
    [...text].flatMap((ch) => (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : (table.get(ch) ?? [0x3f]))),
  );
}

describe('엑셀 일괄 등록 through the gateway', () => {
  let backend: FastifyInstance;
  let t: SystemFixture;
  let route: string;
  const received: Record<string, unknown>[][] = [];
  // The server's warnings (a reader's failure on a file is logged with its error): shown with an
  // upload refused where it should not be.
  const warnings: string[] = [];

  beforeAll(async () => {
    backend = Fastify({ logger: false });
    let next = 1;
    backend.post('/members/bulk', async (request, reply) => {
      const rows = (request.body as { rows: Record<string, unknown>[] }).rows;
      const refused = rows.findIndex((r) => r.name === '거절');
      if (refused >= 0)
        return reply
          .code(400)
          .send({ resultCode: 'SHOP400', resultMessage: `${refused + 1}번째 회원은 등록할 수 없습니다.` });
      received.push(rows);
      return {
        resultCode: '0000',
        body: { list: rows.map((r) => ({ ...r, memberNo: `N${String(next++).padStart(5, '0')}` })) },
      };
    });
    await backend.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(backend.server.address() as { port: number }).port}`;
    const config: ConsoleConfigInput = {
      upstreams: { shop: { url } },
      apis: {
        'shop.members.bulk': {
          upstream: 'shop',
          method: 'POST',
          path: '/members/bulk',
          rows: 'list',
          personal: { subject: 'memberNo', fields: { name: 'NAME', mobile: 'PHONE' }, action: 'CREATE' },
        },
      },
      files: { importMaxBytes: 8 * 1024 * 1024, importMaxRows: 200 },
    };
    const screens: SeedScreen[] = [];
    t = await systemFixture({
      config,
      screens: () => screens,
      logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
    });
    route = await t.menuUrl(t.menus.adminOnly);
    screens.push({ path: route, title: '회원', apis: ['shop.members.bulk'], imports: { members: SPEC } });
  });
  afterAll(async () => {
    await t?.close();
    await backend?.close();
  });

  const base = '/api/ext/shop.members.bulk/import';
  const upload = (file: Buffer | string, who = t.admin, importId = 'members') =>
    t.app.inject({
      method: 'POST',
      url: base,
      query: { importId, fileName: '회원.xlsx' },
      headers: { ...who, 'Menu-Id': t.menus.adminOnly, 'content-type': 'application/octet-stream' },
      payload: file,
    });
  const jobs = async () => (await t.db.select({ n: count() }).from(importJobs))[0]!.n;

  it('gives a template with the Korean headers, their rules as notes, an example row and the code lists', async () => {
    const res = await t.post(`${base}/template`, { importId: 'members' }, t.admin, t.menus.adminOnly);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      '회원 일괄 등록_양식.xlsx',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '이름*',
      '휴대폰번호*',
      '생년월일',
      '성별',
      '등급',
      '포인트',
    ]);
    expect(String(sheet.getCell('B1').note)).toContain('휴대폰번호 (010-1234-5678)');
    expect(String(sheet.getCell('C1').note)).toContain('날짜 yyyy-MM-dd');
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['홍길동', '010-1234-5678']);
    // 성별 from the GENDER codes, 등급 from the options: drop-down lists over the 코드 목록 sheet.
    const codes = wb.getWorksheet('코드 목록')!;
    expect((codes.getColumn(1).values as unknown[]).slice(1)).toEqual(['성별', '남성', '여성']);
    expect((codes.getColumn(2).values as unknown[]).slice(1)).toEqual(['등급', 'VIP', '골드']);
    expect(sheet.getCell('D2').dataValidation).toMatchObject({ type: 'list' });
    expect(wb.getWorksheet('작성 안내')).toBeDefined();
  });

  it('leaves no copy of the uploaded rows in the system temp folder (the reader writes in the upload’s own)', async () => {
    // exceljs copies a worksheet stored before the shared strings (as Excel saves it) to a temp file.
    const mine = () =>
      readdirSync(tmpdir()).filter(
        (f) => f.startsWith(`tmp-${process.pid}-`) || f.startsWith('console-import-'),
      );
    const before = mine();
    const rows: unknown[][] = [HEADER];
    for (let i = 0; i < 50; i++) rows.push([`회원${i}`, `010-3100-${1000 + i}`]);
    const checked = await upload(await xlsx(rows));
    expect(checked.json(), warnings.join('\n')).toMatchObject({ resultCode: '0000' });
    expect(checked.json().body.total).toBe(50);
    // The upload's folder goes once the answer is out.
    await expect.poll(mine).toEqual(before);
  });

  it('reads a workbook whose sheet comes after the shared strings but before workbook.xml (the order varies between programs)', async () => {
    const rows: unknown[][] = [HEADER];
    for (let i = 0; i < 5; i++)
      rows.push([`회원${i}`, `010-3200-${1000 + i}`, new Date(Date.UTC(1990, 0, i + 1))]);
    const made = await JSZip.loadAsync(await xlsx(rows));
    const names = Object.keys(made.files).filter((n) => !made.files[n]?.dir);
    const first = ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml'];
    const order = [
      ...first,
      ...names.filter((n) => !first.includes(n) && n !== 'xl/workbook.xml'),
      'xl/workbook.xml',
    ];
    const entries: Record<string, Buffer> = {};
    for (const name of order) entries[name] = await made.files[name]!.async('nodebuffer');
    const checked = await upload(zip(entries));
    expect(checked.json(), warnings.join('\n')).toMatchObject({ resultCode: '0000' });
    expect(checked.json().body).toMatchObject({ total: 5, valid: 5 });
  });

  it('never reads shared-string cells as indexes: a workbook whose shared strings are lost is refused as unreadable', async () => {
    // What exceljs's streaming reader gives now and then when it loses the shared strings of a
    // good file (read again, it reads whole); here they are not in the file at all.
    const made = await JSZip.loadAsync(await xlsx([HEADER, ['회원1', '010-3300-1000']]));
    const entries: Record<string, Buffer> = {};
    for (const name of Object.keys(made.files).filter((n) => !made.files[n]?.dir))
      if (name !== 'xl/sharedStrings.xml') entries[name] = await made.files[name]!.async('nodebuffer');
    const checked = await upload(zip(entries));
    expect(checked.statusCode).toBe(422);
    expect(checked.json()).toMatchObject({ resultCode: 'IMPORT_UNREADABLE' });
    expect(warnings.join('\n')).toContain('shared strings');
  });

  it('checks every row on the server and previews the rows in error, each message on its cell', async () => {
    const rows: unknown[][] = [
      HEADER,
      ['홍길동', '010-1234-5678', '1990-01-31'],
      ['박민수', '010-1234-5678', '1990-01-31', '남성', 'VIP', 100],
    ];
    for (let i = 0; i < 17; i++)
      rows.push([`회원${i}`, `010-2000-${String(1000 + i)}`, '', 'F', '골드', '1,200']);
    rows.push(['', '010-123', '1990-02-30', '기타', 'BASIC', 'abc']);
    rows.push(['김철수', 1012345678, new Date(Date.UTC(1991, 4, 6)), '', '', '']);
    const res = await upload(await xlsx(rows));
    expect(res.statusCode).toBe(200);
    const preview = res.json().body;
    // The template's example row, left in, is not a member: 1 + 17 + 1 valid rows, 1 in error.
    expect(preview).toMatchObject({ total: 20, valid: 19, invalid: 1, batches: 4, batchSize: 5 });
    expect(preview.errors).toEqual([
      {
        line: 21,
        cells: {
          name: '',
          mobile: '010-123',
          birth: '1990-02-30',
          gender: '기타',
          grade: 'BASIC',
          point: 'abc',
        },
        errors: {
          name: '필수 입력 항목입니다.',
          mobile: '올바른 휴대폰번호가 아닙니다.',
          birth: '날짜를 yyyy-MM-dd 형식으로 입력해주세요.',
          gender: '남성, 여성 중 하나를 입력해주세요.',
          grade: 'VIP, 골드 중 하나를 입력해주세요.',
          point: '숫자로 입력해주세요.',
        },
      },
    ]);

    // The rows in error as a file to fix: the same headers, then 원본 행 and 오류 내용.
    const file = await t.post(
      `${base}/${preview.jobId}/errors`,
      { importId: 'members' },
      t.admin,
      t.menus.adminOnly,
    );
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...HEADER, '원본 행', '오류 내용']);
    expect(sheet.actualRowCount).toBe(2);
    expect(String(sheet.getCell('H2').value)).toContain('휴대폰번호: 올바른 휴대폰번호가 아닙니다.');

    // Nothing was sent yet; now each batch once, in order.
    expect(received).toHaveLength(0);
    let last: Record<string, unknown> = {};
    for (let n = 1; n <= preview.batches; n++) {
      const sent = await t.post(
        `${base}/${preview.jobId}/batches/${n}`,
        { importId: 'members' },
        t.admin,
        t.menus.adminOnly,
      );
      expect(sent.statusCode).toBe(200);
      last = sent.json().body;
      expect(last.ok).toBe(true);
    }
    expect(last).toMatchObject({ done: 19, failed: 0, waiting: 0 });
    expect(received.flat()).toHaveLength(19);
    expect(received[0]![0]).toEqual({
      name: '박민수',
      mobile: '010-1234-5678',
      birth: '1990-01-31',
      gender: 'M',
      grade: 'VIP',
      point: 100,
    });
    // A number typed into Excel lost its 0 (1012345678) and a date cell is a date: given back as written.
    expect(received.flat().at(-1)).toMatchObject({
      name: '김철수',
      mobile: '01012345678',
      birth: '1991-05-06',
    });
    expect(received.flat()[1]).toEqual({
      name: '회원0',
      mobile: '010-2000-1000',
      gender: 'F',
      grade: 'GOLD',
      point: 1200,
    });
    // A batch already sent is never sent again.
    const again = await t.post(
      `${base}/${preview.jobId}/batches/1`,
      { importId: 'members' },
      t.admin,
      t.menus.adminOnly,
    );
    expect(again.json().body).toMatchObject({ ok: true, done: 19 });
    expect(received.flat()).toHaveLength(19);
    // 입력 of personal data recorded, with the numbers the backend gave the new members.
    await t.app.personalRecords.flush();
    const [record] = await t.db
      .select()
      .from(personalAccessLogs)
      .where(gt(personalAccessLogs.id, 0))
      .orderBy(desc(personalAccessLogs.id))
      .limit(1);
    expect(record).toMatchObject({ action: 'CREATE', source: 'shop.members.bulk', subjectCnt: 4 });
  });

  it('says which batch the backend refused and why, and sends the others', async () => {
    received.length = 0;
    const rows: unknown[][] = [HEADER];
    for (let i = 0; i < 12; i++) rows.push([i === 7 ? '거절' : `회원${i}`, `010-3000-${1000 + i}`]);
    const checked = await upload(await xlsx(rows));
    expect(checked.json(), warnings.join('\n')).toMatchObject({ resultCode: '0000' });
    const preview = checked.json().body;
    const results = [];
    for (let n = 1; n <= 3; n++)
      results.push(
        (
          await t.post(
            `${base}/${preview.jobId}/batches/${n}`,
            { importId: 'members' },
            t.admin,
            t.menus.adminOnly,
          )
        ).json().body,
      );
    expect(results[1]).toMatchObject({
      ok: false,
      firstLine: 7,
      lastLine: 11,
      message: '3번째 회원은 등록할 수 없습니다.',
    });
    expect(results[2]).toMatchObject({ ok: true, done: 7, failed: 5, waiting: 0 });
    expect(received.flat()).toHaveLength(7);
  });

  it('reads a CSV in UTF-8 or in EUC-KR, as Korean Excel saves it', async () => {
    const text = `${HEADER.join(',')}\r\n이영희,010-5555-6666,1988.3.4,여성,골드,"1,000"\r\n`;
    const utf8 = (await upload(`\uFEFF${text}`)).json().body;
    expect(utf8).toMatchObject({ total: 1, valid: 1, invalid: 0 });
    const eucKr = (await upload(encodeEucKr(text))).json().body;
    expect(eucKr).toMatchObject({ total: 1, valid: 1, invalid: 0 });
    expect(eucKr.jobId).not.toBe(utf8.jobId);
  });

  it('refuses a file that is no table, a zip bomb, too many rows, formulas or a wrong header, writing nothing', async () => {
    received.length = 0;
    const before = await jobs();
    const refusals: [Buffer | string, number, string, RegExp][] = [
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 415, 'IMPORT_FILE_TYPE', /엑셀\(xlsx\) 또는 CSV/],
      [
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        415,
        'IMPORT_FILE_TYPE',
        /xls\(Excel 97-2003\)/,
      ],
      [
        zip({
          '[Content_Types].xml': Buffer.from('<Types/>'),
          'xl/workbook.xml': Buffer.from('<workbook/>'),
          'xl/worksheets/sheet1.xml': Buffer.alloc(40 * 1024 * 1024, 0x20),
        }),
        422,
        'IMPORT_BAD_WORKBOOK',
        /압축을 풀면 지나치게 큽니다/,
      ],
      [zip({ 'a.txt': Buffer.from('hello') }), 415, 'IMPORT_FILE_TYPE', /엑셀\(xlsx\) 또는 CSV/],
      [
        `${HEADER.join(',')}\n${Array.from({ length: 201 }, (_, i) => `회원${i},010-1111-${1000 + i}`).join('\n')}`,
        413,
        'IMPORT_TOO_MANY_ROWS',
        /200행까지/,
      ],
      // A million rows: refused at the first row over the limit, long before the end of the file.
      [`${HEADER.join(',')}\n${'a,0\n'.repeat(1_000_000)}`, 413, 'IMPORT_TOO_MANY_ROWS', /200행까지/],
      [
        await xlsx([
          HEADER,
          ['홍길동', '010-1234-5678'],
          ['김철수', { formula: 'HYPERLINK("http://x")', result: 'x' }],
        ]),
        422,
        'IMPORT_FORMULA',
        /수식이 들어 있는 셀이 있습니다\(B3\)/,
      ],
      [`${HEADER.join(',')}\n=cmd|' /C calc'!A0,010-1234-5678`, 422, 'IMPORT_FORMULA', /\(A2\)/],
      [`이름,전화\n홍길동,010-1234-5678`, 422, 'IMPORT_HEADER', /없는 열: 휴대폰번호, 생년월일/],
      [`${HEADER.join(',')}\n`, 422, 'IMPORT_EMPTY', /등록할 행이 없습니다/],
      [Buffer.from([0xff, 0xfe, 0x41, 0x00]), 415, 'IMPORT_FILE_TYPE', /CSV/],
      // A damaged workbook: the reader's failure is a refusal in Korean, not a 500.
      [
        zip(
          {
            '[Content_Types].xml': Buffer.from('<Types/>'),
            'xl/workbook.xml': Buffer.from('<workbook/>'),
            'xl/worksheets/sheet1.xml': Buffer.from(
              '<worksheet><sheetData></sheetData></worksheet>'.repeat(50),
            ),
          },
          'xl/worksheets/sheet1.xml',
        ),
        422,
        'IMPORT_BAD_WORKBOOK',
        /파일이 손상되었거나/,
      ],
      [Buffer.alloc(9 * 1024 * 1024, 0x41), 413, 'IMPORT_TOO_LARGE', /이하의 파일/],
    ];
    for (const [file, status, code, message] of refusals) {
      const res = await upload(file);
      expect({ status: res.statusCode, code: res.json().resultCode }, res.body).toEqual({ status, code });
      expect(res.json().resultMessage).toMatch(message);
    }
    expect(await jobs()).toBe(before);
    expect(received).toHaveLength(0);
  });

  it('drops the staged rows of a job a day old, keeping its record; the job can no longer be sent', async () => {
    const preview = (await upload(`${HEADER.join(',')}\n홍길동,010-1234-5678`)).json().body;
    await sweepImports(t.db, Date.now() + (STAGED_HOURS + 1) * 3_600_000);
    const [job] = await t.db.select().from(importJobs).where(eq(importJobs.jobId, preview.jobId));
    expect(job).toMatchObject({ status: 'EXPIRED', totalCnt: 1, validCnt: 1, usrId: 'admin' });
    expect(await t.db.select().from(importBatches).where(eq(importBatches.jobId, preview.jobId))).toEqual([]);
    const res = await t.post(
      `${base}/${preview.jobId}/batches/1`,
      { importId: 'members' },
      t.admin,
      t.menus.adminOnly,
    );
    expect(res.json().resultCode).toBe('IMPORT_JOB_NOT_FOUND');
  });

  it('refuses a user without the menu, an unknown import and another user’s job', async () => {
    const file = `${HEADER.join(',')}\n홍길동,010-1234-5678`;
    expect((await upload(file, t.staff)).statusCode).toBe(403);
    expect((await upload(file, t.admin, 'nope')).json().resultCode).toBe('IMPORT_NOT_FOUND');
    const preview = (await upload(file)).json().body;
    const res = await t.post(
      `${base}/${preview.jobId}/batches/1`,
      { importId: 'members' },
      t.staff,
      t.menus.adminOnly,
    );
    expect(res.statusCode).toBe(403);
    const bad = await t.post(
      `${base}/not-a-job/batches/1`,
      { importId: 'members' },
      t.admin,
      t.menus.adminOnly,
    );
    expect(bad.json().resultCode).toBe('IMPORT_JOB_NOT_FOUND');
  });
});
