import { expect, type Page, test } from '@playwright/test';
import { STAGING_BASE_URL } from './support/baseUrl.ts';

// The hybrid-app bridge on /docs/bridge, inside a fake app: a user agent carrying ConsoleHybrid
// and a fake iOS `webkit.messageHandlers` or Android `window.android` injected before load. The
// fake app records what the page posts and answers the page's callbacks.

interface Posted {
  name: string;
  message: { token: string; callbackName: string; data: unknown };
}

/** The fake app, run in the page before load: `window.__posted` records the messages. */
function fakeApp() {
  return (kind: string) => {
    const w = window as unknown as Record<string, unknown> & { __posted: unknown[] };
    w.__posted = [];
    const receive = (name: string, message: { callbackName?: string; data?: { type?: string } }) => {
      w.__posted.push({ name, message });
      const cb = message.callbackName;
      if (!cb?.startsWith('__consoleBridge_')) return; // an answer to one of the app's calls
      const data =
        name === 'current_time'
          ? { time: Date.UTC(2030, 0, 1) }
          : name === 'storage' && message.data?.type === '02'
            ? { value: '앱에 저장된 값' }
            : {};
      setTimeout(() => (w[cb] as (r: unknown) => void)({ resCode: '0000', resMessage: '정상', data }), 10);
    };
    if (kind === 'ios') {
      w.webkit = {
        messageHandlers: new Proxy(
          {},
          { get: (_t, name: string) => ({ postMessage: (m: never) => receive(name, m) }) },
        ),
      };
    } else {
      w.android = new Proxy(
        {},
        { get: (_t, name: string) => (json: string) => receive(name, JSON.parse(json)) },
      );
    }
  };
}

async function openInApp(page: Page, platform: 'ios' | 'android') {
  await page.addInitScript(fakeApp(), platform);
  await page.goto('/docs/bridge');
  await expect(page.getByRole('heading', { level: 1, name: '앱 브리지' })).toBeVisible();
}

const posted = (page: Page) => page.evaluate(() => (window as unknown as { __posted: Posted[] }).__posted);

/**
 * A bridge token as the app makes it: the device's local time (the page's, Asia/Seoul here, not
 * this process's) `offsetMs` from now, and the smallest 6-digit part that makes the digit sum
 * mod 17 equal 3.
 */
function appToken(page: Page, offsetMs = 0): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date(Date.now() + offset);
    const p = (n: number) => String(n).padStart(2, '0');
    const time = `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
    for (let r = 0; r < 9000; r++) {
      const token = time + String(r).padStart(6, '0');
      if ([...token].reduce((sum, c) => sum + Number(c), 0) % 17 === 3) return token;
    }
    return '';
  }, offsetMs);
}

/** The app calls an inbound interface; resolves with what the page answered to `callbackName`. */
async function callIn(page: Page, name: string, request: Record<string, unknown>) {
  // The console defines its inbound interfaces once it has started; the app may call the moment the
  // page has loaded, so wait for the function (a call before it raced: "window[n] is not a function").
  await page.waitForFunction(
    (n) => typeof (window as unknown as Record<string, unknown>)[n] === 'function',
    name,
  );
  await page.evaluate(
    ([n, r]) => (window as unknown as Record<string, (x: unknown) => Promise<void>>)[n as string]!(r),
    [name, request] as const,
  );
  const all = await posted(page);
  return all.filter((p) => p.name === request.callbackName).at(-1)?.message as unknown as {
    resCode: string;
    resMessage: string;
    data?: unknown;
  };
}

for (const platform of ['ios', 'android'] as const) {
  test.describe(`in the ${platform} app`, () => {
    test.use({
      userAgent: `Mozilla/5.0 (${platform === 'ios' ? 'iPhone' : 'Linux; Android 14'}) ConsoleHybrid/1.0`,
    });

    test('the static bridges reach the app with a valid token and the answers render', async ({ page }) => {
      await openInApp(page, platform);
      await expect(page.getByText(platform === 'ios' ? 'iOS 앱' : 'Android 앱')).toBeVisible();
      // The console told the app it is ready.
      await expect.poll(async () => (await posted(page)).map((p) => p.name)).toContain('notify_loaded');
      await page.getByRole('button', { name: '앱 시각' }).click();
      const log = page.getByRole('list', { name: '브리지 결과' });
      await expect(log).toContainText('앱 시각: 2030-01-01T00:00:00.000Z');
      await page.getByRole('button', { name: '저장소 저장 후 읽기' }).click();
      await expect(log).toContainText('저장소: 앱에 저장된 값');
      const messages = await posted(page);
      const storage = messages
        .filter((p) => p.name === 'storage')
        .map((p) => (p.message.data as { type: string }).type);
      expect(storage).toEqual(['01', '02']);
      // Every token is 20 digits whose digit sum mod 17 is 3.
      for (const { message } of messages) {
        expect(message.token).toMatch(/^\d{20}$/);
        expect([...message.token].reduce((s, d) => s + Number(d), 0) % 17).toBe(3);
      }
    });

    test('inbound calls: 0000 with the answer, 5003 for a stale token, 5005 for an undefined id, 0401 for a login-only one logged out', async ({
      page,
    }) => {
      await openInApp(page, platform);
      const ok = await callIn(page, 'push_received', {
        token: await appToken(page),
        callbackName: 'onPush',
        data: { title: '새 쿠폰이 도착했습니다.' },
      });
      expect(ok).toEqual({ resCode: '0000', resMessage: '정상 처리되었습니다.', data: { shown: true } });
      await expect(page.getByRole('list', { name: '받은 알림' })).toContainText('새 쿠폰이 도착했습니다.');
      const stale = await callIn(page, 'push_received', {
        token: await appToken(page, -60_000),
        callbackName: 'onStale',
      });
      expect(stale.resCode).toBe('5003');
      const unknown = await callIn(page, 'coupon_issued', {
        token: await appToken(page),
        callbackName: 'onCoupon',
      });
      expect(unknown).toEqual({
        resCode: '5005',
        resMessage: '인터페이스 정보를 찾을 수 없습니다. : coupon-issued',
      });
      const loginOnly = await callIn(page, 'member_card', {
        token: await appToken(page),
        callbackName: 'onCard',
      });
      expect(loginOnly).toEqual({ resCode: '0401', resMessage: '인터페이스를 사용할 권한이 없습니다.' });
    });
  });
}

test('outside the app the page says so and the static bridges fall back', async ({ page }) => {
  await page.goto('/docs/bridge');
  await expect(page.getByText('브라우저 (앱 아님)')).toBeVisible();
  await page.getByRole('button', { name: '저장소 저장 후 읽기' }).click();
  await expect(page.getByRole('list', { name: '브리지 결과' })).toContainText('저장소: 저장한 값');
});

// The mock native host (dev and qa builds): `?native=android|ios` in a plain desktop browser, no
// fake app injected. It answers the page's calls and fires inbound ones from its panel.
test.describe('the mock native host', () => {
  test('?native=android: the static bridges and a declared interface answer, inbound calls fire from the panel', async ({
    page,
  }) => {
    await page.goto('/docs/bridge?native=android');
    await expect(page.getByRole('heading', { level: 1, name: '앱 브리지' })).toBeVisible();
    await expect(page.getByText('Android 앱')).toBeVisible();
    const log = page.getByRole('list', { name: '브리지 결과' });
    await page.getByRole('button', { name: '앱 시각' }).click();
    await expect(log).toContainText(/앱 시각: \d{4}-\d{2}-\d{2}T/);
    await page.getByRole('button', { name: '기기 정보' }).click();
    await expect(log).toContainText('기기 정보: Galaxy S24 / Android 14');
    await page.getByRole('button', { name: '저장소 저장 후 읽기' }).click();
    await expect(log).toContainText('저장소: 저장한 값');
    await page.getByRole('button', { name: '토스트' }).click();
    await expect(page.getByText('앱 토스트: 앱 브리지 토스트입니다.')).toBeVisible();

    const panel = page.getByRole('region', { name: '모의 앱 (Android)' });
    const toggle = panel.getByRole('button', { name: '모의 앱 (Android)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const answers = panel.getByRole('list', { name: '모의 앱 기록' });
    // The console told the app it is ready, and each call above reached the app.
    await expect(answers).toContainText('→ notify-loaded 0000');
    await expect(answers).toContainText('→ device-info 0000');

    await panel.getByRole('button', { name: 'push-received 보내기' }).click();
    await expect(answers).toContainText('← push-received 0000 정상 처리되었습니다.');
    await expect(page.getByRole('list', { name: '받은 알림' })).toContainText('새 쿠폰이 도착했습니다.');
    await panel.getByRole('button', { name: 'push-received 만료 토큰으로' }).click();
    await expect(answers).toContainText('← push-received 5003');
    await panel.getByRole('button', { name: 'coupon-issued 보내기' }).click();
    await expect(answers).toContainText('← coupon-issued 5005');
    await panel.getByRole('button', { name: 'member-card 보내기' }).click();
    await expect(answers).toContainText('← member-card 0401');
  });

  test('?native=ios plays an iOS app', async ({ page }) => {
    await page.goto('/docs/bridge?native=ios');
    await expect(page.getByText('iOS 앱')).toBeVisible();
    await page.getByRole('button', { name: '기기 정보' }).click();
    await expect(page.getByRole('list', { name: '브리지 결과' })).toContainText('기기 정보: Galaxy S24');
  });

  test('a staging build ignores ?native=', async ({ page }) => {
    await page.goto(`${STAGING_BASE_URL}/docs/bridge?native=android`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => navigator.userAgent)).not.toContain('ConsoleHybrid');
    await expect(page.getByRole('region', { name: /모의 앱/ })).toHaveCount(0);
  });
});
