import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { IMPORT_BASE_URL } from './support/baseUrl.ts';
import { loginAt } from './support/login.ts';

// 회원 일괄 등록 over the example backend, as an operator does it: the template from the console,
// 1,000 members typed into it with 10 mistakes, the server's check with each mistake on its cell,
// the file of those 10 rows to fix, and the 990 others registered in batches, then in the grid.
// On a server of its own (its backend keeps the 990: another file's 회원 목록 would need approval).
test.use({ baseURL: IMPORT_BASE_URL });

/** The 10 rows in error (0-based data rows) and what is wrong with each, as the server says it. */
const MISTAKES = new Map<number, [column: string, value: string, message: string]>(
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => {
    const i = 50 + k * 100;
    const kinds: [string, string, string][] = [
      ['name', '', '필수 입력 항목입니다.'],
      ['mobile', '010-12', '올바른 휴대폰번호가 아닙니다.'],
      ['birth', '1990-02-30', '날짜를 yyyy-MM-dd 형식으로 입력해주세요.'],
      ['email', 'hong@', '올바른 이메일 주소가 아닙니다.'],
      ['grade', '브론즈', 'VIP, 골드, 실버, 일반 중 하나를 입력해주세요.'],
    ];
    return [i, kinds[k % kinds.length]!];
  }),
);
const COLUMNS = ['name', 'mobile', 'birth', 'email', 'grade', 'address'];
const LABELS = ['이름', '휴대폰번호', '생년월일', '이메일', '등급', '주소'];

function member(i: number): string[] {
  const row = [
    `일괄${i}`,
    `010-7${String(i).padStart(3, '0')}-${1000 + i}`,
    '1991-03-04',
    `bulk${i}@example.com`,
    i % 2 ? '골드' : '',
    '서울특별시 중구 세종대로 110',
  ];
  const mistake = MISTAKES.get(i);
  if (mistake) row[COLUMNS.indexOf(mistake[0])] = mistake[1];
  return row;
}

test('회원 일괄 등록: template, 1,000 rows with 10 mistakes, the 10 shown on their cells and in a file, 990 registered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAt(page, 'operator', '/ops/members');
  const count = page.getByText(/^총 [\d,]+건$/);
  await expect(count).toBeVisible();
  const before = Number((await count.innerText()).replace(/\D/g, ''));

  await page.getByRole('button', { name: '회원 일괄 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 일괄 등록' });
  await expect(dialog.getByRole('listitem').filter({ hasText: '파일 선택' })).toHaveAttribute(
    'aria-current',
    'step',
  );

  // The template: the Korean headers (required ones marked), the rules as notes, an example row.
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '양식 내려받기' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('회원 일괄 등록_양식.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    '이름*',
    '휴대폰번호*',
    ...LABELS.slice(2),
  ]);
  expect(String(sheet.getCell('E1').note)).toContain('목록에서 선택: VIP, 골드, 실버, 일반');
  expect(sheet.getCell('A2').value).toBe('홍길동');

  // 1,000 members under the example row (left in: it is not registered), 10 of them wrong.
  for (let i = 0; i < 1000; i++) sheet.getRow(3 + i).values = member(i);
  const filled = test.info().outputPath('회원 1000명.xlsx');
  await workbook.xlsx.writeFile(filled);
  await dialog.locator('input[type=file]').setInputFiles(filled);
  await expect(dialog.getByText('회원 1000명.xlsx')).toBeVisible();
  await dialog.getByRole('button', { name: '검사하기' }).click();

  await expect(dialog.getByRole('status').first()).toHaveText('전체 1,000행 중 정상 990행, 오류 10행');
  const errors = dialog.getByRole('table');
  const rows = errors.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  for (const [n, [i, [column, , message]]] of [...MISTAKES].entries()) {
    const cells = rows.nth(n).locator('td');
    // The spreadsheet's row: the header is 1, the example 2.
    await expect(cells.first()).toHaveText(String(i + 3));
    await expect(cells.nth(1 + COLUMNS.indexOf(column))).toContainText(message);
  }

  // The rows in error as a file to fix: the 10, with the reason beside each.
  const errorDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '오류 행 내려받기' }).click();
  const errorFile = await errorDownload;
  expect(errorFile.suggestedFilename()).toMatch(/^회원 일괄 등록_오류_\d{8}\.xlsx$/);
  const fix = new ExcelJS.Workbook();
  await fix.xlsx.readFile(await errorFile.path());
  const fixSheet = fix.worksheets[0]!;
  expect((fixSheet.getRow(1).values as unknown[]).slice(1)).toEqual([...LABELS, '원본 행', '오류 내용']);
  expect(fixSheet.actualRowCount).toBe(11);
  expect(String(fixSheet.getCell('H2').value)).toBe('이름: 필수 입력 항목입니다.');

  // 990 sent in batches under a progress bar; the grid then lists them.
  await dialog.getByRole('button', { name: '정상 990행 등록' }).click();
  await expect(dialog.getByRole('status')).toHaveText('990행을 등록했습니다.', { timeout: 30_000 });
  await expect(dialog.getByRole('progressbar', { name: '등록 진행률' })).toHaveAttribute(
    'aria-valuenow',
    '990',
  );
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
  await expect(count).toHaveText(`총 ${(before + 990).toLocaleString('ko-KR')}건`);

  // One of them found by the end of a mobile number: masked by the server like every member.
  await page.getByLabel('검색어').fill('71007');
  await page.getByRole('button', { name: '조회' }).click();
  const grid = page.getByRole('main').getByRole('table');
  await expect(grid.locator('tbody tr')).toHaveCount(1);
  await expect(grid.locator('tbody tr').first()).toContainText('010-****-1007');
  await expect(grid.locator('tbody tr').first()).toContainText('1991-**-**');
});
