import { BREAKPOINTS } from '../../core/layout/index.ts';
import type { Device } from '../../core/menu/index.ts';

/** What device detection reads from the browser (injected so it is testable without one). */
export interface DeviceEnvironment {
  userAgent: string;
  /** Viewport width in CSS pixels. */
  viewportWidth: number;
}

/** User agents treated as mobile. */
export const MOBILE_USER_AGENT = /Mobi|Android|iPhone/;
/** Below this viewport width (the XS breakpoint of spec section 9) a browser counts as mobile. */
export const MOBILE_MAX_WIDTH = BREAKPOINTS.s;

/**
 * The device the menu tree filters by (`mnuDvcScopCd`): `app.deviceType` DESKTOP or MOBILE is
 * fixed; ALL (and NODE) detects: mobile when the user agent matches `/Mobi|Android|iPhone/` or the
 * viewport is narrower than 600 px, else desktop. Decided once at load: resizing a window does not
 * swap the menu set under the user.
 */
export function detectDevice(deviceType: string, env: DeviceEnvironment | undefined): Device {
  if (deviceType === 'DESKTOP' || deviceType === 'MOBILE') return deviceType;
  if (!env) return 'DESKTOP';
  return MOBILE_USER_AGENT.test(env.userAgent) || env.viewportWidth < MOBILE_MAX_WIDTH ? 'MOBILE' : 'DESKTOP';
}

/** The browser's environment, or `undefined` outside one. */
export function browserDeviceEnvironment(): DeviceEnvironment | undefined {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return undefined;
  return { userAgent: navigator.userAgent, viewportWidth: window.innerWidth };
}
