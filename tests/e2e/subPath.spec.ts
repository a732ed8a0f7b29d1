import { type BrowserContext, expect, type Request, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { SUBPATH_BASE_URL, SUBPATH_ORIGIN } from './support/baseUrl.ts';
import { dialog, logout, submitLogin, toast } from './support/login.ts';

// A console under a sub-path of a shared host (app.basePath /admin/, the `dev` profile) behind the
// nginx of `npm run cluster`, which forwards /admin/ alone, over two instances on PostgreSQL: the
// login redirect and rtnUrl, a grid, a download, the event stream and the logout all stay under
// /admin/, and the browser asks for nothing outside it.
test.describe.configure({ mode: 'default', timeout: 60_000 });

const BASE = `${SUBPATH_BASE_URL}/`;

/** Every request a context's pages make, to check none leaves the base path. */
function recordRequests(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (r) => seen.push(r));
  return seen;
}

function outsideBase(requests: readonly Request[]): string[] {
  return requests.map((r) => r.url()).filter((u) => !/^(data|blob):/.test(u) && !u.startsWith(BASE));
}

test('under /admin/: login with rtnUrl, a grid, a download, the event stream and logout, nothing outside it', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const adminRequests = recordRequests(adminContext);
  const staffRequests = recordRequests(staffContext);
  try {
    // A deep link without a session goes to the login page under the base, keeping where it was going.
    const admin = await adminContext.newPage();
    await admin.goto(`${BASE}pubs/SY/users`);
    await expect(admin).toHaveURL(`${BASE}login?rtnUrl=%2Fpubs%2FSY%2Fusers`);
    await expect(admin).toHaveTitle(/관리 콘솔 \(DEV\)/);
    await submitLogin(admin, 'admin');
    await expect(admin).toHaveURL(`${BASE}pubs/SY/users`);
    const users = admin.getByRole('table', { name: '사용자 목록' });
    await expect(users.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();

    // The menu's links are under the base; one opens the next screen in the app.
    const codes = admin.getByRole('treeitem', { name: '공통코드 관리' }).getByRole('link');
    await expect(codes).toHaveAttribute('href', '/admin/pubs/SY/codes');
    await codes.click();
    await expect(admin).toHaveURL(`${BASE}pubs/SY/codes`);
    await expect(admin.getByRole('heading', { level: 1, name: '공통코드 관리' })).toBeVisible();

    // A reload of a deep link: the server's page and the router agree on the base.
    await admin.goto(`${BASE}pubs/CS/NT/UI_FU_0013`);
    await expect(admin.getByText(/^총 [\d,]+건$/)).toBeVisible();
    // 엑셀 다운로드 through the gateway, under the base.
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: '엑셀 다운로드' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^공지사항_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([undefined, '제목', '내용', '등록일']);

    // The event stream: an administrator's notice reaches a staff console (another instance, maybe).
    const staff = await staffContext.newPage();
    const stream = staff.waitForResponse((r) => r.url() === `${BASE}api/events` && r.ok());
    await staff.goto(`${BASE}login`);
    await submitLogin(staff, 'staff');
    await expect(staff).not.toHaveURL(/\/login/);
    expect(staff.url().startsWith(BASE)).toBe(true);
    await stream;
    await admin.goto(`${BASE}pubs/MI/users`);
    await admin.getByLabel('공지 내용').fill('경로 아래에서 보내는 공지입니다.');
    await admin.getByRole('button', { name: '공지 보내기' }).click();
    await expect(toast(admin)).toContainText('공지를 보냈습니다.');
    await expect(dialog(staff)).toContainText('경로 아래에서 보내는 공지입니다.');
    await staff.getByRole('button', { name: '확인' }).click();

    // Logout lands on the login page under the base.
    await logout(admin);
    await expect(admin).toHaveURL(new RegExp(`^${BASE.replaceAll('.', '\\.')}login`));

    // The cookies the console sets are the base path's.
    for (const cookie of await adminContext.cookies()) expect(cookie.path, cookie.name).toBe('/admin/');
    expect(outsideBase(adminRequests)).toEqual([]);
    expect(outsideBase(staffRequests)).toEqual([]);
    expect(adminRequests.length).toBeGreaterThan(20);
  } finally {
    await adminContext.close();
    await staffContext.close();
  }
});

test('a public screen comes rendered by the server under /admin/, its links under it too', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}docs/forms`);
    await expect(page.getByRole('heading', { level: 1, name: '입력 폼' })).toBeVisible();
    await expect(page.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/admin/login');
  } finally {
    await context.close();
  }
});

test('outside /admin/ the shared host is not the console’s', async ({ request }) => {
  for (const path of ['/', '/login', '/api/health', '/latest.json']) {
    const res = await request.get(`${SUBPATH_ORIGIN}${path}`);
    expect(res.status(), path).toBe(404);
  }
  expect((await request.get(`${BASE}api/health`)).status()).toBe(200);
});
