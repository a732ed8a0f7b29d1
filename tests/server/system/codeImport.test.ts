import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonCodes, type SeedScreen } from '../../../runtime/server/db/index.ts';
import { importSchema } from '../../../schemas/index.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

// 공통코드 일괄 등록: an import into the console's own route made for it (code.batch), sent as the
// caller through the route itself (its program, function, validation and audit), all or nothing
// per batch.

const SPEC = importSchema.parse({
  api: 'code.batch',
  batchSize: 2,
  columns: [
    { key: 'grpCd', label: '그룹 코드', required: true },
    { key: 'dtlCd', label: '코드', required: true },
    { key: 'cdNm', label: '코드 이름', required: true },
    { key: 'srtNo', label: '정렬 순서', type: 'number' },
    {
      key: 'useYn',
      label: '사용 여부',
      options: [
        { value: 'Y', label: '사용' },
        { value: 'N', label: '사용 안 함' },
      ],
    },
  ],
});

describe('공통코드 일괄 등록 (code.batch)', () => {
  let t: SystemFixture;
  const screens: SeedScreen[] = [];
  beforeAll(async () => {
    t = await systemFixture({ screens: () => screens });
    const route = await t.menuUrl(t.menus.code);
    screens.push({ path: route, title: '공통코드', apis: ['code.batch'], imports: { groups: SPEC } });
  });
  afterAll(() => t?.close());

  const base = '/api/system/code/batch/import';
  const upload = (csv: string, who = t.admin) =>
    t.app.inject({
      method: 'POST',
      url: base,
      query: { importId: 'groups', fileName: '코드.csv' },
      headers: { ...who, 'Menu-Id': t.menus.code, 'content-type': 'application/octet-stream' },
      payload: `그룹 코드,코드,코드 이름,정렬 순서,사용 여부\n${csv}`,
    });
  const send = (jobId: string, n: number, who = t.admin) =>
    t.post(`${base}/${jobId}/batches/${n}`, { importId: 'groups' }, who, t.menus.code);
  const code = async (grpCd: string, dtlCd: string) =>
    (
      await t.db
        .select()
        .from(commonCodes)
        .where(and(eq(commonCodes.grpCd, grpCd), eq(commonCodes.dtlCd, dtlCd)))
    )[0];

  it('saves each batch through the route, all or nothing, and names the code a batch was refused for', async () => {
    const preview = (
      await upload(
        [
          'GENDER,X1,기타1,5,사용',
          'GENDER,X2,기타2,,사용 안 함',
          'NO_SUCH,X3,없음,,',
          'GENDER,X4,기타4,,',
        ].join('\n'),
      )
    ).json().body;
    expect(preview).toMatchObject({ total: 4, valid: 4, invalid: 0, batches: 2 });
    const first = (await send(preview.jobId, 1)).json().body;
    expect(first).toMatchObject({ ok: true, rows: 2, done: 2 });
    expect(await code('GENDER', 'X1')).toMatchObject({
      cdNm: '기타1',
      srtNo: 5,
      useYn: 'Y',
      regUsrId: 'admin',
    });
    expect(await code('GENDER', 'X2')).toMatchObject({ cdNm: '기타2', useYn: 'N' });
    const second = (await send(preview.jobId, 2)).json().body;
    expect(second).toMatchObject({
      ok: false,
      firstLine: 4,
      lastLine: 5,
      message: '1번째 코드(NO_SUCH/X3): 코드 그룹을 찾을 수 없습니다: NO_SUCH. 그룹을 먼저 등록해주세요.',
      done: 2,
      failed: 2,
    });
    // All or nothing: X4 of the refused batch is not there either.
    expect(await code('GENDER', 'X4')).toBeUndefined();
  });

  it('needs SAVE on the 공통코드 menu: staff is refused and nothing is written', async () => {
    const before = await snapshot(t.db);
    const res = await upload('GENDER,X9,기타9,,', t.staff);
    expect(res.statusCode).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
