import { expect, test } from '@playwright/test';

const DAY = 24 * 60 * 60;

test.describe('Korean', () => {
  test('the document is Korean and the login page renders Hangul', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('h1')).toHaveText('로그인');
  });

  test('Hangul is drawn with real glyphs, not boxes', async ({ page }) => {
    await page.goto('/login');
    const h1 = page.locator('h1');
    await expect(h1).toHaveText('로그인');

    // Draw single characters on a canvas in the h1's own font stack and compare the pixels. With no font
    // for Hangul, every syllable becomes the same .notdef box, so '가' and '나' come out identical (and
    // equal to an unassigned code point); with real glyphs they differ.
    const probe = await h1.evaluate(async (el) => {
      await document.fonts.ready;
      const family = getComputedStyle(el).fontFamily;
      const size = 48;
      const canvas = document.createElement('canvas');
      canvas.width = size * 2;
      canvas.height = size * 2;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('no 2d canvas');
      const draw = (text: string) => {
        ctx.clearRect(0, 0, canvas.width, canvas.height);
        ctx.font = `${size}px ${family}`;
        ctx.fillStyle = '#000';
        ctx.textBaseline = 'top';
        ctx.fillText(text, 8, 8);
        const alpha = ctx.getImageData(0, 0, canvas.width, canvas.height).data.filter((_, i) => i % 4 === 3);
        return {
          pixels: alpha.join(','),
          ink: alpha.filter((a) => a > 0).length,
          width: ctx.measureText(text).width,
        };
      };
      const ga = draw('가');
      const na = draw('나');
      const tofu = draw('\u{10FFFD}');
      return {
        family,
        gaInk: ga.ink,
        gaWidth: ga.width,
        tofuWidth: tofu.width,
        gaDiffersFromNa: ga.pixels !== na.pixels,
        gaDiffersFromTofu: ga.pixels !== tofu.pixels,
      };
    });
    test.info().annotations.push({ type: 'font', description: JSON.stringify(probe) });

    expect(probe.gaInk, `'가' draws something in ${probe.family}`).toBeGreaterThan(0);
    expect(probe.gaDiffersFromNa, `'가' and '나' look different in ${probe.family} (else: boxes)`).toBe(true);
    expect(probe.gaDiffersFromTofu, `'가' is not the missing-glyph box in ${probe.family}`).toBe(true);
  });

  test('the i18n_redirected cookie is ko for a year', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.locator('h1')).toHaveText('로그인');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value)
      .toBe('ko');

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')!;
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    const now = Date.now() / 1000;
    expect(cookie.expires, 'expires about 365 days ahead').toBeGreaterThan(now + 364 * DAY);
    expect(cookie.expires, 'expires about 365 days ahead').toBeLessThan(now + 366 * DAY);
  });
});
