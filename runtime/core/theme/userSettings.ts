import { AA_TEXT_CONTRAST, contrastRatio } from './contrast.ts';

/** The console's densities (`app.density`): 14 px text and 32 px controls, or 16 px and 40 px. */
export const DENSITIES = ['compact', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];

/**
 * What a staff member chose in 화면 설정 (kept per user in the browser): each left out follows the
 * configuration. `tabs` only turns tab mode off where the configuration turns it on.
 */
export interface UserSettings {
  density?: Density;
  /** Brand colour `#rrggbb` (one of USER_THEME_COLOURS, or the configuration's). */
  primary?: string;
  /** The side menu folded away on desktop. */
  menuCollapsed?: boolean;
  /** Tab mode; false turns it off for this user where `management.tabs.enabled` turns it on. */
  tabs?: boolean;
}

/** The colours 화면 설정 offers beside the configuration's: each keeps white text at 4.5:1 or more. */
export const USER_THEME_COLOURS: ReadonlyArray<{ name: string; value: string }> = [
  { name: '파랑', value: '#1f5eff' },
  { name: '남색', value: '#3730a3' },
  { name: '청록', value: '#0f766e' },
  { name: '초록', value: '#15803d' },
  { name: '보라', value: '#7e22ce' },
  { name: '빨강', value: '#b91c1c' },
  { name: '먹색', value: '#374151' },
];

/** Local-storage key of `userId`'s settings. */
export const userSettingsKey = (userId: string) => `console:settings:${userId}`;

const isColour = (v: unknown): v is string =>
  typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v) && contrastRatio(v, '#ffffff') >= AA_TEXT_CONTRAST;

/**
 * The settings kept as JSON (`raw`), each value checked: one that is not what 화면 설정 could have
 * written (an edited storage, an older form) is left out, so the configuration's applies.
 */
export function parseUserSettings(raw: string | null | undefined): UserSettings {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : undefined;
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object') return {};
  const d = data as Record<string, unknown>;
  const out: UserSettings = {};
  if (DENSITIES.includes(d.density as Density)) out.density = d.density as Density;
  if (isColour(d.primary)) out.primary = d.primary.toLowerCase();
  if (typeof d.menuCollapsed === 'boolean') out.menuCollapsed = d.menuCollapsed;
  if (typeof d.tabs === 'boolean') out.tabs = d.tabs;
  return out;
}

/** The density and brand colour the page shows: the user's where chosen, else the configuration's. */
export function themeWithSettings<A extends { density: Density; theme: { primary: string } }>(
  app: A,
  settings: UserSettings,
): A {
  return {
    ...app,
    density: settings.density ?? app.density,
    theme: { ...app.theme, primary: settings.primary ?? app.theme.primary },
  };
}
