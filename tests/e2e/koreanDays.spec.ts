import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAt, toast } from './support/login.ts';

// A notice made by a staff member whose browser is not in Korea is of the Korean day: in the list,
// the detail, the exported workbook and its file name. The e2e servers (console and shop backend)
// run with TZ=America/Los_Angeles (playwright.config.ts). The browser's zone is one whose calendar
// day differs from Korea's at this moment, an hour or more from its own midnight, so the test can
// never pass by the zones agreeing: Los Angeles until 15:00 in Seoul (its day ends at 16:00 in
// summer, 17:00 in winter), then UTC−12 (Etc/GMT+12, a day behind until 21:00), from 20:00
// Kiritimati (UTC+14, a day ahead from 19:00).
const koreanDayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const koreanHour = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', hourCycle: 'h23' }).format(
    new Date(),
  ),
);
const browserZone =
  koreanHour < 15 ? 'America/Los_Angeles' : koreanHour < 20 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
test.use({ timezoneId: browserZone });

test('a notice made in a browser abroad shows the Korean day in the list, the detail and the export', async ({
  page,
}) => {
  await loginAt(page, 'admin', '/pubs/CS/NT/UI_FU_0013');
  const browserDay = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const day = koreanDayOf(new Date());
  expect(browserDay, `the browser's day in ${browserZone}`).not.toBe(day);

  const title = `해외 근무자 공지 ${Date.now()}`;
  await page.getByRole('button', { name: '공지 등록' }).click();
  const popup = page.getByRole('dialog', { name: '공지 등록' });
  await popup.getByLabel('제목').fill(title);
  await popup.getByLabel('내용').fill('한국 날짜로 등록됩니다.');
  await popup.getByRole('button', { name: '등록', exact: true }).click();
  await expect(toast(page)).toContainText('공지사항이 등록되었습니다.');

  await page.getByLabel('검색어').fill(title);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const item = page.locator('.c-accordion__button').first();
  await expect(item).toContainText(title);
  await expect(item).toContainText(`등록일 ${day}`);

  await item.click();
  await page.getByRole('button', { name: '상세 보기' }).first().click();
  const detail = page.getByRole('dialog', { name: '공지사항' });
  await expect(detail.getByText(day, { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: '닫기' }).first().click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`공지사항_${day.replaceAll('-', '')}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push(row.values as unknown[]));
  const made = rows.find((r) => r[1] === title);
  expect(made?.[3]).toBe(day);
});
