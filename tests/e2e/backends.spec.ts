import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type TestInfo, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { dialog, hydrated, loginAt, toast } from './support/login.ts';
import { addMenus } from './support/menus.ts';

// Screens over the integrator's own backend (examples/shop-backend, launched by `console start`),
// reached only through the console's gateway (/api/ext). These journeys log in as admin and operator
// for long stretches, on their worker's own server (a login replaces the same user's other sessions
// on its database; baseUrl.ts), one after another. Each is a whole errand of several screens: a
// minute each at most, not the 30 s of a single check.
test.describe.configure({ mode: 'default', timeout: 60_000 });

test('공지사항 pages, searches and registers notices on the example backend, through the console', async ({
  page,
}) => {
  const first = page.waitForResponse((r) => r.url().includes('/api/ext/shop.notices'));
  await loginAt(page, 'admin', '/pubs/CS/NT/UI_FU_0013');
  expect((await first).status()).toBe(200);
  // 57 seeded notices (more once this journey has run against the same server), ten a page; the
  // backend pages and counts them.
  const count = page.getByText(/^총 [\d,]+건$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(57);
  const titles = page.locator('.c-accordion__button');
  await expect(titles).toHaveCount(10);
  await page.getByRole('navigation', { name: '페이지' }).getByRole('button', { name: '마지막' }).click();
  await expect(titles).toHaveCount(total % 10 || 10);
  await expect(titles.last()).toContainText('(1)');

  await page.getByRole('button', { name: '공지 등록' }).click();
  const popup = page.getByRole('dialog', { name: '공지 등록' });
  await popup.getByLabel('제목').fill('게이트웨이 점검 안내');
  await popup.getByLabel('내용').fill('예제 백엔드에 등록된 공지입니다.');
  await popup.getByRole('button', { name: '등록', exact: true }).click();
  await expect(toast(page)).toContainText('공지사항이 등록되었습니다.');
  await expect(page.getByText(`총 ${total + 1}건`)).toBeVisible();

  // 엑셀 다운로드: the server asks the backend for every page and streams them into one workbook.
  const download = page.waitForEvent('download');
  // The bar says it is done for 1 s only (spec section 9): watched from the click, in the page, so
  // reading the workbook below on a busy machine cannot outlast it.
  const doneShown = page.getByRole('status').filter({ hasText: '파일을 내려받았습니다.' }).waitFor();
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^공지사항_\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(total + 2);
  expect(sheet?.getRow(1).values).toEqual([undefined, '제목', '내용', '등록일']);
  await doneShown;

  await page.getByLabel('검색어').fill('게이트웨이');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(titles.first()).toContainText('게이트웨이 점검 안내');

  // "My" points: the backend answers for the user the console's identity assertion names.
  await page.goto('/pubs/MP/PI/UI_FU_0019');
  const grid = page.getByRole('table', { name: '포인트 내역' });
  await expect(page.getByText('총 40건')).toBeVisible();
  await expect(grid.locator('tbody tr')).toHaveCount(10);
  await page.getByLabel('페이지당 행 수').selectOption('50');
  await expect(grid.locator('tbody tr')).toHaveCount(40);
});

test('a member keeps their own anniversaries and profile on the example backend', async ({ page }) => {
  await loginAt(page, 'operator', '/pubs/MP/MI/UI_FU_0024');
  const cards = page.locator('.c-card');
  await expect(cards).toHaveCount(3);
  await cards.filter({ hasText: '결혼기념일' }).getByRole('button', { name: '삭제' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('기념일이 삭제되었습니다.');
  await expect(cards).toHaveCount(2);

  await page.goto('/pubs/MP/MI/UI_FU_0025');
  await page.getByRole('radio', { name: '부모생일' }).check();
  await page.getByRole('radio', { name: '남자' }).check();
  await page.getByLabel('날짜').fill('1955-12-21');
  await page.getByRole('checkbox', { name: '개인정보 수집 및 이용 동의' }).check();
  await page.getByRole('button', { name: '확인', exact: true }).click();
  // The backend allows one parent's birthday (the seed has one): its refusal, in its words.
  await expect(dialog(page)).toContainText('자녀는 최대 3명까지 가능하며 그 외에는 1명만 가능합니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await page.getByRole('radio', { name: '결혼기념일' }).check();
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '기념일 등록' })).toContainText(
    '기념일을 정상적으로 등록했습니다.',
  );

  // 회원정보 변경: the form starts from the member's record and saves back to it.
  await page.goto('/pubs/MP/MI/UI_FU_0023');
  await expect(page.getByRole('textbox', { name: '이메일', exact: true })).toHaveValue(
    'operator@example.com',
  );
  await expect(page.getByText('ope*****@example.com')).toBeVisible();
  await page.getByLabel('상세주소').fill('5층 501호');
  await page.getByRole('button', { name: '저장' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('회원정보가 수정되었습니다.');
  await page.reload();
  await expect(page.getByLabel('상세주소')).toHaveValue('5층 501호');
});

test('a member gifts points, unlinks an SNS account and changes their favourite store on the example backend', async ({
  page,
}) => {
  await loginAt(page, 'operator', '/pubs/MP/PG/UI_FU_0020');
  const giftable = page.locator('.c-details__item', { hasText: '선물 가능한 포인트(P)' }).locator('dd');
  await expect(giftable).toHaveText(/^[\d,]+$/);
  const before = Number((await giftable.textContent())?.replace(/\D/g, ''));

  // 받는 사람 조회: the backend finds the member by name and mobile number, or says it cannot.
  await page.getByLabel('이름').fill('김정관');
  await page.getByLabel('휴대폰번호').fill('01099999999');
  await page.getByRole('button', { name: '조회하기' }).click();
  await expect(dialog(page)).toContainText('입력하신 정보와 일치하는 정관장 멤버스 회원이 없습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await page.getByLabel('휴대폰번호').fill('01012345678');
  await page.getByRole('button', { name: '조회하기' }).click();
  const popup = page.getByRole('dialog', { name: '포인트 선물' });
  await expect(popup.getByText('김*관')).toBeVisible();
  await expect(popup.getByText('M0001')).toBeVisible();
  await popup.getByLabel('선물 할 포인트').fill('300');
  await popup.getByRole('button', { name: '선물하기' }).click();
  await expect(dialog(page)).toContainText('선물한 포인트는 취소할 수 없습니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(dialog(page)).toContainText('김정관님에게 300P 선물 완료');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(popup).toBeHidden();
  await expect(giftable).toHaveText((before - 300).toLocaleString('en-US'));
  await page.goto('/pubs/MP/PI/UI_FU_0019');
  await expect(page.getByRole('table', { name: '포인트 내역' })).toContainText('김정관님에게 선물');

  // SNS 계정 연동: 연결해제 on the backend; the list reads it back.
  await page.goto('/pubs/MP/MI/UI_FU_0023');
  const sns = page.getByRole('table', { name: 'SNS 계정 연동' });
  const kakao = sns.getByRole('row').filter({ hasText: '카카오' });
  await expect(kakao).toContainText('연결');
  await kakao.getByRole('button', { name: '연결해제' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('카카오 계정 연결이 해제되었습니다.');
  await expect(kakao).toContainText('미연결');

  // 단골매장 관리: search the stores on the backend and choose one.
  await page.goto('/pubs/MP/MI/UI_FU_0028');
  await expect(page.getByRole('heading', { name: '정관장 압구정점', level: 2 })).toBeVisible();
  await page.getByLabel('시/도 선택').selectOption('부산광역시');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const cards = page.locator('.c-card');
  await expect(cards).toHaveCount(2);
  await cards.filter({ hasText: '정관장 해운대점' }).getByRole('button', { name: '매장 선택' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('정관장 해운대점을(를) 단골매장으로 변경했습니다.');
  await expect(page).toHaveURL(/\/pubs\/MP\/MI\/UI_FU_0026$/);
  await expect(page.getByRole('heading', { name: '정관장 해운대점', level: 2 })).toBeVisible();
});

test('a viewer reads the same screens without a way to change them', async ({ page }) => {
  await loginAt(page, 'viewer', '/pubs/MP/MI/UI_FU_0024');
  const cards = page.locator('.c-card');
  await expect(cards).toHaveCount(3);
  // SAVE and DELETE are not the viewer's: the buttons that would need them are not there.
  await expect(page.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '기념일 등록' })).toHaveCount(0);

  await page.goto('/pubs/MP/MI/UI_FU_0023');
  await expect(page.getByRole('textbox', { name: '이메일', exact: true })).toHaveValue('viewer@example.com');
  await expect(page.getByRole('button', { name: '저장' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '수정' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'SNS 계정 연동' })).toContainText('카카오');
  await expect(page.getByRole('button', { name: '연결해제' })).toHaveCount(0);

  // A POST search is a read: 받는 사람 조회 works, 선물하기 is not offered.
  await page.goto('/pubs/MP/PG/UI_FU_0020');
  await page.getByLabel('이름').fill('김정관');
  await page.getByLabel('휴대폰번호').fill('01012345678');
  await page.getByRole('button', { name: '조회하기' }).click();
  const popup = page.getByRole('dialog', { name: '포인트 선물' });
  await expect(popup.getByText('M0001')).toBeVisible();
  await expect(popup.getByRole('button', { name: '선물하기' })).toHaveCount(0);
});

test('단골매장 관리: 복사 puts the favourite store’s address and phone number on the clipboard', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await loginAt(page, 'admin', '/pubs/MP/MI/UI_FU_0026');
  const item = (label: string) => page.locator('.c-details__item').filter({ hasText: label });
  // The value as shown (the store may have changed in another journey), without the button's label.
  const shown = async (label: string) =>
    (
      await item(label)
        .locator('dd')
        .evaluate((dd) => dd.firstChild?.textContent ?? '')
    ).trim();
  // The button shows once the store is read (an item without a value has none).
  await expect(page.getByRole('button', { name: '주소 복사' })).toBeVisible();
  const address = await shown('주소');
  expect(address.length).toBeGreaterThan(5);
  await page.getByRole('button', { name: '주소 복사' }).click();
  await expect(toast(page)).toContainText('복사되었습니다.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  const phone = await shown('전화번호');
  expect(phone).toMatch(/\d/);
  await page.getByRole('button', { name: '전화번호 복사' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(phone);
  // 영업시간 has no copy button (the manifest asks for it on 주소 and 전화번호 only).
  await expect(page.getByRole('button', { name: '영업시간 복사' })).toHaveCount(0);
});

test('a field’s 중복 확인 button asks the management API whether the id is free', async ({ page }) => {
  await loginAt(page, 'admin', '/pubs/MS/MJ/UI_FU_0008');
  const userId = page.getByRole('textbox', { name: '아이디', exact: true });
  const check = page.getByRole('button', { name: '중복 확인' });
  await check.click();
  await expect(page.getByText('아이디를 입력해주세요.')).toBeVisible();
  await expect(userId).toBeFocused();
  await userId.fill('mustchange');
  await check.click();
  await expect(dialog(page)).toContainText('이미 사용 중인 아이디입니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await userId.fill('newmember01');
  await check.click();
  await expect(dialog(page)).toContainText('사용 가능한 아이디입니다.');
  await dialog(page).getByRole('button', { name: '확인' }).click();
});

const MIB = 1024 * 1024;
/** Bytes of a given size with a recognisable pattern (so a download can be compared). */
function bytes(size: number, seed: number): Buffer {
  // A loop over a Buffer: Array.from of 11 MiB numbers took over a second of CPU.
  const out = Buffer.allocUnsafe(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed) % 251;
  return out;
}

/**
 * A file of these bytes on disk, for `setInputFiles(path)`: Chromium reads it itself, where a buffer
 * of megabytes would cross the protocol as base64.
 */
function fileOf(testInfo: TestInfo, name: string, data: Buffer): string {
  const path = testInfo.outputPath(name);
  writeFileSync(path, data);
  return path;
}

test('/docs/forms: files go up with progress, one is cancelled, refusals come before any byte, a download matches', async ({
  page,
}, testInfo) => {
  await loginAt(page, 'admin', '/docs/forms');
  const field = page.locator('.c-file').filter({ hasText: '첨부파일' }).first();
  await expect(field.getByRole('button', { name: '파일 선택' })).toBeEnabled();
  const input = field.locator('input[type="file"]');

  // Refused in the browser: no upload request is made.
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/file/upload') || r.url().includes('/api/file/tus')) uploads.push(r.url());
  });
  await input.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: bytes(1000, 1),
  });
  await expect(field.getByRole('alert')).toContainText('실행 파일은 올릴 수 없습니다: setup.exe');
  await input.setInputFiles(fileOf(testInfo, '대용량.zip', bytes(11 * MIB, 2)));
  await expect(field.getByRole('alert')).toContainText(
    '허용된 파일 크기를 초과하였습니다: 대용량.zip. 최대 업로드 가능한 크기는 "10.00 MB" 입니다.',
  );
  expect(uploads).toEqual([]);

  // Two files up, with their sizes.
  const report = bytes(300 * 1024, 3);
  await input.setInputFiles([
    { name: '월간 보고서.txt', mimeType: 'text/plain', buffer: report },
    { name: '회의록.txt', mimeType: 'text/plain', buffer: bytes(2048, 4) },
  ]);
  const list = field.getByRole('list');
  await expect(list.getByRole('button', { name: '월간 보고서.txt 내려받기' })).toBeVisible();
  await expect(list.getByRole('button', { name: '회의록.txt 내려받기' })).toBeVisible();
  await expect(list).toContainText('300.00 KB');
  await expect(list).toContainText('2.00 KB');

  // A third, held on its way until the test lets go (a timed hold raced the click on a loaded
  // machine: the upload finished first), is cancelled: its row goes and nothing is stored. The
  // route is removed only once its handler has aborted the request: Playwright continues a request
  // whose handler is still running when the route is removed, and now and then Chromium still sent
  // it on to the server after the page had cancelled it.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  let aborted = () => {};
  const abortedHeld = new Promise<void>((r) => {
    aborted = r;
  });
  await page.route('**/api/file/upload', async (route) => {
    await held;
    await route.abort().catch(() => undefined);
    aborted();
  });
  await input.setInputFiles({ name: '취소할 파일.txt', mimeType: 'text/plain', buffer: bytes(4096, 5) });
  await expect(field.getByRole('progressbar', { name: '취소할 파일.txt 업로드 진행률' })).toBeVisible();
  await field.getByRole('button', { name: '취소할 파일.txt 업로드 취소' }).click();
  await expect(field.getByText('취소할 파일.txt')).toHaveCount(0);
  release();
  await abortedHeld;
  await page.unroute('**/api/file/upload');

  // The download is the uploaded bytes, saved under the Korean name.
  const download = page.waitForEvent('download');
  const doneShown = page.getByRole('status').filter({ hasText: '파일을 내려받았습니다.' }).waitFor();
  await list.getByRole('button', { name: '월간 보고서.txt 내려받기' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('월간 보고서.txt');
  expect(readFileSync(await file.path()).equals(report)).toBe(true);
  await doneShown;

  // The set as a files block: the form's value is the set's id.
  await page.getByRole('button', { name: '올린 파일 보기' }).click();
  const popup = page.getByRole('dialog', { name: '올린 파일' });
  await expect(popup.getByRole('button', { name: /^월간 보고서\.txt 내려받기/ })).toBeVisible();
  await expect(popup.getByRole('button', { name: /^회의록\.txt 내려받기/ })).toBeVisible();
  await expect(popup.getByText('취소할 파일.txt')).toHaveCount(0);
});

test('a large file goes up resumably and, when the connection drops half-way, resumes where the server is', async ({
  page,
  context,
}, testInfo) => {
  await loginAt(page, 'admin', '/docs/forms');
  const field = page.locator('.c-file').filter({ hasText: '첨부파일' }).first();
  const input = field.locator('input[type="file"]');
  const data = bytes(9 * MIB, 6);
  const half = 4 * MIB + 12345;
  const offsets: string[] = [];
  let dropped = false;
  await page.route('**/api/file/tus/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    offsets.push(request.headers()['upload-offset'] ?? '');
    if (dropped) return route.continue();
    // The network goes away mid-request: the server has received the first part, the browser
    // never hears back.
    dropped = true;
    const headers = { ...request.headers() };
    delete headers['content-length'];
    await route.fetch({ headers, postData: request.postDataBuffer()!.subarray(0, half) });
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await input.setInputFiles(fileOf(testInfo, '설계 도면.bin', data));
  await expect.poll(() => dropped).toBe(true);
  await page.waitForTimeout(500);
  await expect(field.getByRole('button', { name: '설계 도면.bin 내려받기' })).toHaveCount(0);
  await expect(field.getByRole('progressbar', { name: '설계 도면.bin 업로드 진행률' })).toBeVisible();
  await context.setOffline(false);
  await expect(field.getByRole('button', { name: '설계 도면.bin 내려받기' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(field.getByRole('list')).toContainText('9.00 MB');
  // Back online, it went on from the offset the server held: the first part was not sent again.
  expect(offsets).toEqual(['0', String(half)]);
  const download = page.waitForEvent('download');
  await field.getByRole('button', { name: '설계 도면.bin 내려받기' }).click();
  expect(readFileSync(await (await download).path()).equals(data)).toBe(true);
});

test('a resumable upload cut off by a reload goes on from where it stopped when the same file is chosen again', async ({
  page,
}, testInfo) => {
  await loginAt(page, 'admin', '/docs/forms');
  // A file on disk: the same file chosen again has the same name, size and modification time.
  const path = fileOf(testInfo, '현장 사진 묶음.bin', bytes(9 * MIB + 777, 8));
  const half = 5 * MIB;
  const offsets: string[] = [];
  let held = false;
  await page.route('**/api/file/tus/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    offsets.push(request.headers()['upload-offset'] ?? '');
    if (held) return route.continue();
    // The server receives the first part; the page is reloaded before any answer comes.
    held = true;
    const headers = { ...request.headers() };
    delete headers['content-length'];
    await route.fetch({ headers, postData: request.postDataBuffer()!.subarray(0, half) });
  });
  const field = () => page.locator('.c-file').filter({ hasText: '첨부파일' }).first();
  await field().locator('input[type="file"]').setInputFiles(path);
  await expect.poll(() => held).toBe(true);
  await page.reload();
  await hydrated(page);
  await field().locator('input[type="file"]').setInputFiles(path);
  await expect(field().getByRole('button', { name: '현장 사진 묶음.bin 내려받기' })).toBeVisible({
    timeout: 20_000,
  });
  expect(offsets).toEqual(['0', String(half)]);
});

test('공지 등록 takes attachments and 상세 보기 lists them for download', async ({ page }) => {
  await loginAt(page, 'admin', '/pubs/CS/NT/UI_FU_0013');
  await page.getByRole('button', { name: '공지 등록' }).click();
  const popup = page.getByRole('dialog', { name: '공지 등록' });
  await popup.getByLabel('제목').fill('첨부파일 공지');
  await popup.getByLabel('내용').fill('첨부한 안내문을 확인해주세요.');
  const guide = bytes(5000, 7);
  await popup.locator('input[type="file"]').setInputFiles({
    name: '안내문.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), guide]),
  });
  await expect(popup.getByRole('button', { name: '안내문.pdf 내려받기' })).toBeVisible();
  await popup.getByRole('button', { name: '등록', exact: true }).click();
  await expect(toast(page)).toContainText('공지사항이 등록되었습니다.');

  await page.getByLabel('검색어').fill('첨부파일 공지');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.locator('.c-accordion__button').first().click();
  await page.getByRole('button', { name: '상세 보기' }).first().click();
  const detail = page.getByRole('dialog', { name: '공지사항' });
  await expect(detail.getByRole('heading', { name: '첨부파일 공지' })).toBeVisible();
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: /^안내문\.pdf 내려받기/ }).click();
  expect((await download).suggestedFilename()).toBe('안내문.pdf');
});

test('인터페이스 이력 finds the declared-API call the admin just made, with its result, duration and user', async ({
  page,
}) => {
  // The console logs the call to interfaces.apiLogging's URLs in the background (best effort).
  const call = page.waitForResponse((r) => r.url().includes('/api/ext/shop.notices'));
  const logged = page.waitForResponse((r) => r.url().endsWith('/api/interface/log/response'));
  await loginAt(page, 'admin', '/pubs/CS/NT/UI_FU_0013');
  const tranId = (await call).headers()['x-tran-id'];
  expect(tranId).toMatch(/^[0-9A-Za-z]{22}$/);
  expect((await logged).status()).toBe(200);

  await page.goto('/pubs/MI/interfaces');
  await expect(page.getByRole('heading', { level: 1, name: '인터페이스 이력' })).toBeVisible();
  await page.getByLabel('인터페이스 ID').fill('shop.notices');
  await page.getByLabel('사용자 ID').fill('admin');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  const row = page
    .getByRole('table', { name: '인터페이스 호출 기록' })
    .locator('tbody tr')
    .filter({ hasText: tranId! });
  await expect(row).toHaveCount(1);
  for (const text of ['shop.notices', 'OUTBOUND', 'HTTP', '0000', 'admin'])
    await expect(row).toContainText(text);
  // A result code nobody got finds nothing.
  await page.getByLabel('결과 코드').fill('9999');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page.getByText('조회된 인터페이스 기록이 없습니다.')).toBeVisible();
});

test('메뉴 관리: 상세 reads the record (menu.get) and 선택 숨김/표시 saves the selection in one batch (menu.batch)', async ({
  page,
}) => {
  await loginAt(page, 'admin', '/pubs/MI/UI_FU_0088');
  const grid = page.getByRole('table', { name: '메뉴 목록' });
  await page.getByLabel('메뉴명').fill('공지');
  await page.getByRole('button', { name: '조회' }).click();
  const notice = grid.locator('tbody tr', { hasText: '공지사항' });
  await expect(notice).toHaveCount(1);
  const mnuId = (await notice.locator('td').nth(1).textContent())!;
  const read = page.waitForRequest(
    (r) => r.method() === 'GET' && new URL(r.url()).pathname === `/api/system/menu/${mnuId}`,
  );
  await notice.getByRole('button', { name: '상세' }).click();
  await read;
  const detail = page.getByRole('dialog', { name: '메뉴 상세' });
  await expect(detail.getByRole('heading', { name: '공지사항' })).toBeVisible();
  const item = (label: string) =>
    detail.locator('.c-details__item', { has: page.getByText(label, { exact: true }) });
  await expect(item('메뉴 ID').locator('dd')).toHaveText(mnuId);
  await expect(item('메뉴 URL').locator('dd')).toHaveText('/pubs/CS/NT/UI_FU_0013');
  await expect(item('권한 범위').locator('dd')).toHaveText('03');
  await expect(item('등록 일시').locator('dd')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);

  await addMenus(page, ['일괄 표시 가', '일괄 표시 나']);
  await page.getByLabel('메뉴명').fill('일괄 표시');
  await page.getByRole('button', { name: '조회' }).click();
  // The rows of this search, not the two the search for 공지 left (공지사항, 공지 관리) until it answers:
  // 전체 선택 on those would select rows the answer then replaces.
  await expect(grid.locator('tbody tr')).toHaveText([/일괄 표시 가/, /일괄 표시 나/]);
  const shown = () => grid.locator('tbody tr td:nth-child(6)');
  await expect(shown()).toHaveText(['표시', '표시']);

  // One call for the whole selection, not one per row.
  const batches: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/system/menu/batch')) batches.push(r.postDataJSON());
  });
  // The confirm opens at once: the two toasts of 메뉴 추가 in front of it close after a second each
  // (they made it wait 6 s, past the assertion's time on a loaded machine).
  await grid.getByRole('checkbox', { name: '전체 선택' }).check();
  await page.getByRole('button', { name: '선택 숨김' }).click();
  await expect(dialog(page)).toContainText('선택한 메뉴 2개를 숨기시겠습니까?', { timeout: 4000 });
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('선택 숨김: 2건을 처리했습니다.');
  await expect(shown()).toHaveText(['미표시', '미표시']);
  expect(batches).toHaveLength(1);
  expect(batches[0]).toEqual({
    menus: [expect.objectContaining({ dpYn: 'N' }), expect.objectContaining({ dpYn: 'N' })],
  });

  await grid.getByRole('checkbox', { name: '전체 선택' }).check();
  await page.getByRole('button', { name: '선택 표시' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('선택 표시: 2건을 처리했습니다.');
  await expect(shown()).toHaveText(['표시', '표시']);
  expect(batches).toHaveLength(2);

  await grid.getByRole('checkbox', { name: '전체 선택' }).check();
  await page.getByRole('button', { name: '선택 삭제' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await expect(toast(page)).toContainText('선택 삭제: 2건을 처리했습니다.');
  await expect(grid).toContainText('조회된 메뉴가 없습니다.');
});
