import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  darken,
  parseHexColour,
  tint,
} from '../../../../runtime/core/theme/index.ts';
import { configSchema } from '../../../../schemas/config/index.ts';

describe('theme colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(parseHexColour('#abc')).toEqual([170, 187, 204]);
    expect(parseHexColour('blue')).toBeUndefined();
  });

  it('the default brand colour and its hover shade carry white text at AA; the pale shade carries dark text', () => {
    const primary = configSchema.parse({}).app.theme.primary;
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(darken(primary, 0.2), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // The current menu: the dark shade's text on the pale shade.
    expect(contrastRatio(darken(primary, 0.2), tint(primary, 0.9))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('app.theme.primary refuses a colour white text cannot be read on, saying the ratio', () => {
    const r = configSchema.safeParse({ app: { theme: { primary: '#ffcc00' } } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(
      /^버튼의 흰 글자가 읽히도록 흰색과의 명암비가 4.5:1 이상인 색이어야 합니다 \(1\.\d+:1\)\.$/,
    );
    expect(configSchema.safeParse({ app: { theme: { primary: '#0b6b3a' } } }).success).toBe(true);
    expect(configSchema.safeParse({ app: { theme: { primary: 'green' } } }).success).toBe(false);
    expect(configSchema.parse({}).app.density).toBe('compact');
  });
});
