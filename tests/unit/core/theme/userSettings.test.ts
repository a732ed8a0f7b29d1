import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  parseUserSettings,
  themeWithSettings,
  USER_THEME_COLOURS,
  userSettingsKey,
} from '../../../../runtime/core/theme/index.ts';

describe('user settings (화면 설정)', () => {
  it('offers only colours that keep white button text readable', () => {
    for (const { name, value } of USER_THEME_COLOURS)
      expect(contrastRatio(value, '#ffffff'), name).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(new Set(USER_THEME_COLOURS.map((c) => c.name)).size).toBe(USER_THEME_COLOURS.length);
  });

  it('reads back what 화면 설정 wrote, and leaves out what it could not have written', () => {
    expect(
      parseUserSettings('{"density":"comfortable","primary":"#0F766E","menuCollapsed":true,"tabs":false}'),
    ).toEqual({ density: 'comfortable', primary: '#0f766e', menuCollapsed: true, tabs: false });
    // A pale colour (white text unreadable), an unknown density, wrong types, other keys: dropped.
    expect(
      parseUserSettings('{"density":"huge","primary":"#ffff00","menuCollapsed":"Y","tabs":1,"x":1}'),
    ).toEqual({});
    for (const raw of [null, undefined, '', 'not json', '[1]', '"text"', '42'])
      expect(parseUserSettings(raw)).toEqual({});
  });

  it("puts the user's density and colour over the configuration's, each only when chosen", () => {
    const app = { title: '관리 콘솔', density: 'compact' as const, theme: { primary: '#1f5eff' } };
    expect(themeWithSettings(app, {})).toEqual(app);
    expect(themeWithSettings(app, { density: 'comfortable' })).toEqual({ ...app, density: 'comfortable' });
    expect(themeWithSettings(app, { primary: '#0f766e' }).theme.primary).toBe('#0f766e');
    expect(userSettingsKey('kim')).toBe('console:settings:kim');
  });
});
