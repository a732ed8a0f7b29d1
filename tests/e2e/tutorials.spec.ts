import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { isMap, parseDocument } from 'yaml';
import { submitLogin, userMenu } from './support/login.ts';
import {
  answers,
  cliArgs,
  command,
  commands,
  fenced,
  freePort,
  freshCopy,
  GUIDE,
  newcomerEnv,
  removeCopy,
  runCli,
  Server,
  section,
  step,
  steps,
} from './support/tutorial.ts';

// docs/getting-started.md followed word for word on a fresh copy of the project, in one browser tab:
// the quick start (`npm start`, log in, stop it), then Tutorial 1 and Tutorial 2 in order. Every
// command, file and manifest comes from the guide's text (a changed guide is what runs); what the
// guide promises a browser shows is checked there. The guide's http://127.0.0.1:3000 is a free port.

const guide = readFileSync(GUIDE, 'utf8');
const quickStart = section(guide, 'Quick start');
const tutorial1 = steps(section(guide, 'Tutorial 1'));
const tutorial2 = steps(section(guide, 'Tutorial 2'));
const GUIDE_ORIGIN = 'http://127.0.0.1:3000';

// A first start migrates and seeds (and builds, unless the copy got a current build: freshCopy); two
// dev servers transform the client: minutes on a busy 2-core machine, not seconds.
test.setTimeout(420_000);

test('getting started: the quick start, then Tutorial 1 and Tutorial 2 in order, as written', async ({
  page,
}, testInfo) => {
  const project = freshCopy();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  /** A URL of the guide, on this run's port. */
  const url = (guideUrl: string) => guideUrl.replace(GUIDE_ORIGIN, origin);
  const env = newcomerEnv({ PORT: String(port), HOST: '127.0.0.1' });
  const servers: Server[] = [];
  const errors: string[] = [];
  let passed = false;
  page.on('pageerror', (e) => errors.push(String(e)));
  /** A `npx console …` line of the guide, run to its end in the copy. */
  const run = (line: string) => {
    const result = runCli(project, line);
    expect(result.code, `${line}\n${result.output}`).toBe(0);
    return result.output;
  };
  /** `npx console dev` in a terminal of its own, once it serves its URL. */
  const dev = async (line: string) => {
    expect(line).toBe('npx console dev');
    const server = new Server('npx console dev', project, cliArgs(project, line), env);
    servers.push(server);
    await server.until(`"개발 서버가 실행되었습니다: ${origin}"`, () =>
      server.output.includes(`개발 서버가 실행되었습니다: ${origin}`),
    );
    return server;
  };
  const file = (rel: string) => join(project, rel);
  const write = (rel: string, text: string) => {
    mkdirSync(dirname(file(rel)), { recursive: true });
    writeFileSync(file(rel), text);
  };

  try {
    await test.step('Quick start: npm start serves the console, admin logs in, then npm start stops', async () => {
      const start = /^npm ci && (npm start)\b.*serves (http:\/\/127\.0\.0\.1:3000)/m.exec(quickStart);
      expect(start, 'the quick start runs `npm ci && npm start` and names its URL').not.toBeNull();
      // `npm start` is package.json's start script; `npm ci` is the linked node_modules.
      const script = JSON.parse(readFileSync(file('package.json'), 'utf8')).scripts.start as string;
      expect(script).toBe('node cli/bin.mjs start');
      const server = new Server('npm start', project, script.split(' ').slice(1), env);
      servers.push(server);
      await server.until('/api/health', () => answers(`${origin}/api/health`));
      // "prints the URL"
      expect(server.output).toContain(origin);

      const login =
        /Open <(http:\/\/127\.0\.0\.1:3000)> and log in as `(\w+)` with the password `([^`]+)`/.exec(
          flat(quickStart),
        );
      expect(login, 'the quick start says where to log in, as whom').not.toBeNull();
      const [, home = '', userId = '', password = ''] = login!;
      await page.goto(url(home));
      await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible({ timeout: 30_000 });
      await submitLogin(page, userId, password);
      await expect(userMenu(page)).toBeVisible({ timeout: 30_000 });
      // "메뉴 관리 (`/pubs/MI/UI_FU_0088`) and 공지사항 (`/pubs/CS/NT/UI_FU_0013`) show real data."
      const shown = [...flat(quickStart).matchAll(/([가-힣]+(?: [가-힣]+)*) \(`(\/pubs\/[^`]+)`\)/g)].map(
        (m) => [m[1]!, m[2]!],
      );
      expect(shown.map(([title]) => title)).toEqual(['메뉴 관리', '공지사항']);
      for (const [title, path] of shown) {
        await page.goto(url(`${GUIDE_ORIGIN}${path}`));
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByText(/^총 [1-9][\d,]*건$/).first()).toBeVisible();
      }

      // Tutorial 1, step 1: "Stop the server that still runs (Ctrl+C in its terminal): `npm start` …"
      expect(flat(step(tutorial1, 1))).toMatch(
        /^1\. Stop the server that still runs \(Ctrl\+C in its terminal\): `npm start`/,
      );
      expect(await server.stop('SIGTERM')).toBe(0);
    });

    await test.step('Tutorial 1: a menu search screen', async () => {
      // 2. `npx console new screen …` writes the manifest it names.
      const s2 = step(tutorial1, 2);
      const scaffold = command(s2, 'npx console new screen');
      const screenFile = /writes\s+`(screens\/[^`]+\.screen\.yaml)`/.exec(s2)?.[1];
      expect(screenFile).toBeDefined();
      run(scaffold);
      expect(readFileSync(file(screenFile!), 'utf8')).toMatch(/^# yaml-language-server: \$schema=/);
      // 3. "Replace the whole file with" the block shown.
      const s3 = step(tutorial1, 3);
      expect(flat(s3)).toContain('Replace the whole file');
      write(screenFile!, fenced(s3, 'yaml'));
      // 4. `npx console validate` finds the manifest valid.
      run(command(step(tutorial1, 4), 'npx console validate'));
      // 5. `npx console dev` starts and prints the menu it added for the screen.
      const s5 = step(tutorial1, 5);
      expect(flat(s5)).toContain(`on <${GUIDE_ORIGIN}>`);
      const server = await dev(command(s5, 'npx console dev'));
      const screenPath = `/${screenFile!.replace(/^screens\//, '').replace(/\.screen\.yaml$/, '')}`;
      expect(server.output).toMatch(new RegExp(`menus added: .*${screenPath}`));

      // 6. Open the screen's URL: still logged in from the quick start, it opens in that session.
      const s6 = step(tutorial1, 6);
      const screenUrl = /Open <([^>]+)>/.exec(s6)?.[1] ?? '';
      expect(screenUrl).toBe(`${GUIDE_ORIGIN}${screenPath}`);
      expect(flat(s6)).toContain('If the browser is still logged in from the quick start, the screen opens');
      // The first page of a dev server waits for Vite to transform the client.
      await page.goto(url(screenUrl), { timeout: 120_000 });
      await expect(page.getByRole('heading', { level: 1, name: '메뉴 조회' })).toBeVisible({
        timeout: 90_000,
      });
      expect(new URL(page.url()).pathname).toBe(screenPath);
      // Step 5: its menu, 메뉴 조회, in a new folder XX of the side menu.
      expect(flat(s5)).toContain('in a new folder XX of the side menu');
      const menu = page.getByRole('tree', { name: '전체 메뉴' });
      await expect(menu.getByRole('treeitem', { name: 'XX', exact: true })).toBeVisible();
      await expect(menu.getByRole('treeitem', { name: '메뉴 조회', exact: true })).toBeAttached();

      // 7. Type 공지 in 메뉴명 and press Enter: the call's filters, the rows whose name holds it.
      const s7 = step(tutorial1, 7);
      expect(flat(s7)).toMatch(
        /^7\. Type 공지 in 메뉴명 and press Enter: the grid calls `POST \/api\/system\/menu\/list`/,
      );
      const sent = /with\s+`(\{[^`]+\})`/.exec(s7)?.[1] ?? '';
      const grid = page.getByRole('table', { name: '메뉴 목록' });
      await expect(rowsOf(grid)).toHaveCount(10, { timeout: 30_000 });
      const call = page.waitForRequest(
        (r) => new URL(r.url()).pathname === '/api/system/menu/list' && r.postDataJSON()?.mnuNm === '공지',
      );
      await page.getByLabel('메뉴명').fill('공지');
      await page.getByLabel('메뉴명').press('Enter');
      expect((await call).postDataJSON()).toMatchObject(JSON.parse(sent));
      // "shows the menus whose name contains it (공지사항 among them)"
      const names = grid.locator('tbody tr td:nth-child(2)');
      await expect(rowsOf(grid).filter({ hasText: '공지사항' }).first()).toBeVisible();
      const found = await names.allTextContents();
      expect(found.length).toBeGreaterThan(0);
      for (const name of found) expect(name).toContain('공지');
      // "메뉴 ID and 메뉴명 sort when their title in the header is clicked"
      for (const column of ['메뉴 ID', '메뉴명']) {
        await grid.getByRole('button', { name: column, exact: true }).click();
        await expect(grid.getByRole('columnheader', { name: column })).toHaveAttribute(
          'aria-sort',
          'ascending',
        );
      }
      // "초기화 empties the fields and shows every menu again, ten a page."
      await page.getByRole('button', { name: '초기화' }).click();
      await expect(page.getByLabel('메뉴명')).toHaveValue('');
      await expect(rowsOf(grid)).toHaveCount(10);
      await expect(page.getByRole('navigation', { name: '페이지' })).toBeVisible();

      // 8. The grid's title changed in the manifest shows in the open screen, without a page load.
      const s8 = step(tutorial1, 8);
      expect(flat(s8)).toMatch(
        /^8\. Change the grid's `title` in the manifest and save: the open screen updates in place/,
      );
      await page.evaluate(() => Object.assign(window, { tutorialMark: true }));
      const manifest = parseDocument(readFileSync(file(screenFile!), 'utf8'));
      const body = manifest.get('body') as {
        items: { get(k: string): unknown; set(k: string, v: unknown): void }[];
      };
      const gridBlock = body.items.find((b) => b.get('type') === 'grid');
      gridBlock!.set('title', '메뉴 목록 (수정)');
      writeFileSync(file(screenFile!), String(manifest));
      await expect(page.getByRole('table', { name: '메뉴 목록 (수정)' })).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => 'tutorialMark' in window)).toBe(true);
    });

    await test.step('Tutorial 2: a screen over your own API', async () => {
      // 1. Stop the development server of Tutorial 1 (Ctrl+C).
      expect(flat(step(tutorial2, 1))).toMatch(/^1\. Stop the development server of Tutorial 1/);
      // The open page's Vite client waits for a server on its port and reloads the page when one
      // answers: the next dev server's, at the moment this test opens /orders, which the reload of
      // Tutorial 1's screen then replaced now and then. The page leaves the console first.
      await page.goto('about:blank');
      expect(await servers.at(-1)!.stop('SIGINT')).toBe(0);

      // 2. orders.mjs in the project root, as shown.
      const s2 = step(tutorial2, 2);
      const backend = /in the project root as `([^`]+)`/.exec(s2)?.[1];
      expect(backend).toBe('orders.mjs');
      write(backend!, fenced(s2, 'js'));

      // 3. The upstream merged into console.config.yaml: its entry under the existing `upstreams:` key.
      const s3 = step(tutorial2, 3);
      expect(flat(s3)).toContain('add the `orders:` entry under it');
      const config = parseDocument(readFileSync(file('console.config.yaml'), 'utf8'));
      const fragment = parseDocument(fenced(s3, 'yaml'));
      const upstreams = config.get('upstreams', true);
      expect(isMap(upstreams), 'the example config has an upstreams: key').toBe(true);
      const added = fragment.get('upstreams', true);
      if (!isMap(upstreams) || !isMap(added)) throw new Error('upstreams: is not a map');
      for (const pair of added.items) upstreams.items.push(pair);
      // Written as a reader's editor keeps the rest of the file (`[local, dev, qa]` stays as it is).
      writeFileSync(file('console.config.yaml'), config.toString({ flowCollectionPadding: false }));

      // 4. The API in a new file.
      const s4 = step(tutorial2, 4);
      const apiFile = /in a new file `([^`]+)`/.exec(s4)?.[1];
      expect(apiFile).toBe('apis/orders.api.yaml');
      write(apiFile!, fenced(s4, 'yaml'));

      // 5. `npx console new screen /orders …`, then the manifest replaced by the one shown.
      const s5 = step(tutorial2, 5);
      const screenFile = /writes `(screens\/[^`]+\.screen\.yaml)`/.exec(s5)?.[1];
      expect(screenFile).toBe('screens/orders.screen.yaml');
      run(command(s5, 'npx console new screen'));
      expect(flat(s5)).toContain('Replace the whole file');
      write(screenFile!, fenced(s5, 'yaml'));

      // 6. `npx console validate` finds no problem; the typo it shows is the message it shows.
      const s6 = step(tutorial2, 6);
      const validate = command(s6, 'npx console validate');
      run(validate);
      const [, typo = '', message = ''] = /typo such as `([^`]+)` would be `([^`]+)`/.exec(flat(s6)) ?? [];
      const manifest = readFileSync(file(screenFile!), 'utf8');
      const right = typo.replace('orders.serch', 'orders.search');
      expect(manifest).toContain(right);
      writeFileSync(file(screenFile!), manifest.replace(right, typo));
      const wrong = runCli(project, validate);
      expect(wrong.code).toBe(1);
      expect(wrong.output).toContain(message);
      writeFileSync(file(screenFile!), manifest);

      // 7. `npx console dev` launches orders.mjs beside the console and gives /orders its menu.
      const s7 = step(tutorial2, 7);
      const server = await dev(commands(s7, 'npx console dev')[0] ?? '');
      expect(server.output).toMatch(/upstream orders: launched on http:\/\/127\.0\.0\.1:\d+/);
      expect(server.output).toMatch(/menus added: .*\/orders\b/);

      // 8. /orders: ten rows a page with separators; over them the count and tools; under them the pages.
      const s8 = step(tutorial2, 8);
      const ordersUrl = /Open <([^>]+)>/.exec(s8)?.[1] ?? '';
      expect(ordersUrl).toBe(`${GUIDE_ORIGIN}/orders`);
      await page.goto(url(ordersUrl), { timeout: 120_000 });
      await expect(page.getByRole('heading', { level: 1, name: '주문 조회' })).toBeVisible({
        timeout: 90_000,
      });
      // Step 7: its menu under 홈 in the side menu.
      const menu = page.getByRole('tree', { name: '전체 메뉴' });
      await expect(menu.getByRole('treeitem', { name: '주문 조회', exact: true })).toBeAttached();

      const grid = page.getByRole('main').locator('table');
      expect(flat(s8)).toContain('the grid shows ten rows a page, the amounts with thousands separators');
      await expect(rowsOf(grid)).toHaveCount(10, { timeout: 30_000 });
      await expect(rowsOf(grid).first()).toContainText('A-1');
      await expect(rowsOf(grid).nth(9).locator('td').nth(1)).toContainText('10,000');

      const over = /Over the rows: ([^.]+)\./.exec(flat(s8))?.[1] ?? '';
      expect(over).toBe('총 120건, 새로고침, 열 설정 and the page size (10개씩, 20개씩, 50개씩, 100개씩)');
      const count = page.getByText('총 120건', { exact: true });
      await expect(count).toBeVisible();
      await expect(page.getByRole('button', { name: '새로고침' })).toBeVisible();
      await expect(page.getByRole('button', { name: '열 설정' })).toBeVisible();
      const sizes = page.getByLabel('페이지당 행 수');
      await expect(sizes.locator('option')).toHaveText(['10개씩', '20개씩', '50개씩', '100개씩']);
      for (const above of [count, sizes]) await expectAbove(above, grid);

      const under = /Under them: ([^(]+) \(/.exec(flat(s8))?.[1] ?? '';
      expect(under).toBe('처음, 이전, the pages 1 to 5, 다음 and 마지막');
      const pager = page.getByRole('navigation', { name: '페이지' });
      await expect(pager.getByRole('button')).toHaveText([
        '처음',
        '이전',
        '1',
        '2',
        '3',
        '4',
        '5',
        '다음',
        '마지막',
      ]);
      await expectAbove(grid, pager);

      // 9. 엑셀 다운로드 above the grid saves 주문 조회_yyyyMMdd.xlsx (Korea's day): all 120 rows.
      const s9 = step(tutorial2, 9);
      expect(flat(s9)).toMatch(/^9\. Press 엑셀 다운로드 above the grid/);
      const named = /saves `([^`]+)_yyyyMMdd\.xlsx`/.exec(s9)?.[1];
      expect(named).toBe('주문 조회');
      const button = page.getByRole('button', { name: '엑셀 다운로드' });
      await expectAbove(button, grid);
      const download = page.waitForEvent('download');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
      await button.click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(`${named}_${today.replaceAll('-', '')}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await saved.path());
      const sheet = workbook.worksheets[0]!;
      expect(flat(s9)).toContain('with all 120 rows under the headers 주문번호 and 금액');
      expect(sheet.getRow(1).values).toEqual([undefined, '주문번호', '금액']);
      const orderNos = Array.from(
        { length: sheet.rowCount - 1 },
        (_, i) => sheet.getRow(i + 2).getCell(1).value,
      );
      expect(orderNos).toEqual(Array.from({ length: 120 }, (_, i) => `A-${i + 1}`));

      // Step 8: "120 rows make 12 pages": 마지막 shows the twelfth, A-111 to A-120.
      expect(flat(s8)).toContain('120 rows make 12 pages');
      await pager.getByRole('button', { name: '마지막' }).click();
      await expect(pager.locator('[aria-current="page"]')).toHaveText('12');
      await expect(rowsOf(grid).locator('td:first-child')).toHaveText(
        Array.from({ length: 10 }, (_, i) => `A-${111 + i}`),
      );

      expect(await server.stop('SIGINT')).toBe(0);
    });
    expect(errors).toEqual([]);
    passed = true;
  } finally {
    if (!passed) {
      for (const s of servers) await testInfo.attach(`${s.name} output`, { body: s.output });
    }
    for (const s of servers) {
      if (s.running) await s.stop('SIGTERM', 10_000).catch(() => undefined);
      s.kill();
    }
    removeCopy(project);
  }
});

/** Prose of the guide with its line breaks and indentation as single spaces. */
function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** The data rows of a grid's table. */
function rowsOf(grid: Locator): Locator {
  return grid.locator('tbody tr');
}

/** `a` stands above `b` on the page (its bottom edge at or over `b`'s top edge). */
async function expectAbove(a: Locator, b: Locator): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB && boxA.y + boxA.height <= boxB.y + 1, 'one stands above the other').toBe(true);
}
