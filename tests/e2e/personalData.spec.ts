import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { seedMembers } from '../../examples/shop-backend/members.ts';
import { dialog, loginAt } from './support/login.ts';
import { moreAction } from './support/rowActions.ts';

// 회원 관리 over the example backend: the members' names, mobile numbers, birthdays, e-mails and
// addresses are declared personal (apis.shop.members.personal). The console server masks them, so
// no raw value reaches the browser of a user without UNMASK — not in any answer, not in the file —
// and one row's raw values reach a user with UNMASK only with a reason, recorded as 원문조회.
test.describe.configure({ mode: 'default', timeout: 60_000 });

const MEMBERS = seedMembers();
const RAW = MEMBERS.flatMap((m) => [m.name, m.mobile, m.birth, m.email, m.address]);

/** Every answer of the gateway (/api/ext) the page receives, as text. */
function gatewayAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/ext/')) return;
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

const rawIn = (text: string) => RAW.filter((raw) => text.includes(raw));

test('an operator without UNMASK: every answer, the detail and the file are masked; the download asks a reason', async ({
  page,
}) => {
  const answers = gatewayAnswers(page);
  await loginAt(page, 'operator', '/ops/members');
  const table = page.getByRole('table', { name: '회원 목록' });
  await expect(table).toContainText('M100001');
  await expect(table.getByRole('row', { name: /M100001/ })).toContainText(/010-\*{4}-\d{4}/);
  // No 원문 보기 for a user without UNMASK.
  await expect(page.getByRole('button', { name: '원문 보기' })).toHaveCount(0);

  // A search and the detail of one member: masked too.
  await page.getByLabel('검색어').fill(MEMBERS[4]!.name);
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(table).toContainText(MEMBERS[4]!.memberNo);
  await table
    .getByRole('row', { name: new RegExp(MEMBERS[4]!.memberNo) })
    .getByRole('button', { name: '상세 보기' })
    .click();
  const detail = page.getByRole('dialog', { name: '회원 정보' });
  await expect(detail).toContainText('@example.com');
  expect(rawIn(await detail.innerText())).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // 엑셀 다운로드: a reason first; without one the dialog says so and nothing is made.
  await page.getByLabel('검색어').fill('');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  await expect(dialog(page)).toContainText('다운로드 사유를 선택해주세요.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toContainText('사유를 선택해주세요.');
  await dialog(page).getByLabel('사유', { exact: true }).selectOption({ label: '고객 문의 응대' });
  const download = page.waitForEvent('download');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^회원 목록_\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  const cells: string[] = [];
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      cells.push(String(cell.value ?? ''));
    });
  });
  expect(rawIn(cells.join('\n'))).toEqual([]);
  expect(cells).toContain('M100120');
  // Who made it, when, under which transaction and why: the last line, and the workbook's author.
  expect(cells.at(-1)).toMatch(/^다운로드 operator · .+ KST · 거래 ID \S+ · 사유 고객 문의 응대$/);
  expect(workbook.creator).toBe('operator');

  // Not one raw value in any answer the browser received.
  expect(answers.length).toBeGreaterThanOrEqual(3);
  expect(rawIn(answers.join('\n'))).toEqual([]);
});

test('an administrator with UNMASK sees one row in the clear for a reason, for a while, and 개인정보 접속기록 names that member', async ({
  page,
}) => {
  const member = MEMBERS[1]!;
  await loginAt(page, 'admin', '/ops/members');
  const table = page.getByRole('table', { name: '회원 목록' });
  const row = table.getByRole('row', { name: new RegExp(member.memberNo) });
  await expect(row).toContainText(/010-\*{4}-\d{4}/);
  await moreAction(row, '원문 보기');
  await expect(dialog(page)).toContainText('사유를 선택해주세요. 조회한 기록이 남습니다.');
  // 기타 needs words.
  await dialog(page).getByLabel('사유', { exact: true }).selectOption({ label: '기타 (직접 입력)' });
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toContainText('기타 사유를 2자 이상 입력해주세요.');
  await dialog(page).getByLabel('사유', { exact: true }).selectOption({ label: '본인 확인' });
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toContainText(member.mobile);
  await expect(dialog(page)).toContainText(member.address);
  await expect(dialog(page)).toContainText(/\d+초 후 다시 가려집니다\./);
  await dialog(page).getByRole('button', { name: '닫기' }).click();
  await expect(dialog(page)).toHaveCount(0);
  // The list itself never held the raw values.
  await expect(table).not.toContainText(member.mobile);

  await page.goto('/pubs/SY/privacyAccess');
  await page.getByRole('textbox', { name: '정보주체', exact: true }).fill(member.memberNo);
  await page.getByRole('button', { name: '조회', exact: true }).click();
  const records = page.getByRole('table', { name: '접속기록' });
  const unmasked = records.getByRole('row', { name: /원문조회/ });
  await expect(unmasked).toHaveCount(1);
  await expect(unmasked).toContainText('admin');
  await expect(unmasked).toContainText('본인 확인');
  await expect(unmasked).toContainText(member.memberNo);
  // The list views that showed the member are there too (조회), the operator's among them.
  await expect(records.getByRole('row', { name: /조회/ }).first()).toBeVisible();
});
