import { describe, expect, it } from 'vitest';
import { detectDevice } from '../../../../runtime/client/menu/index.ts';

const desktopUa =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
const pixelUa =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';
const iphoneUa = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0';

describe('detectDevice', () => {
  it.each([
    ['DESKTOP is fixed, even on a phone', 'DESKTOP', pixelUa, 400, 'DESKTOP'],
    ['MOBILE is fixed, even on a wide desktop', 'MOBILE', desktopUa, 1920, 'MOBILE'],
    ['ALL: a desktop browser at 1280 px', 'ALL', desktopUa, 1280, 'DESKTOP'],
    ['ALL: exactly 600 px is not mobile', 'ALL', desktopUa, 600, 'DESKTOP'],
    ['ALL: below 600 px is mobile', 'ALL', desktopUa, 599, 'MOBILE'],
    ['ALL: an Android user agent at any width', 'ALL', pixelUa, 1024, 'MOBILE'],
    ['ALL: an iPhone user agent', 'ALL', iphoneUa, 800, 'MOBILE'],
    ['NODE detects like ALL', 'NODE', desktopUa, 1280, 'DESKTOP'],
  ] as const)('%s', (_, type, userAgent, viewportWidth, expected) => {
    expect(detectDevice(type, { userAgent, viewportWidth })).toBe(expected);
  });

  it('is desktop outside a browser', () => {
    expect(detectDevice('ALL', undefined)).toBe('DESKTOP');
  });
});
