import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  loginRequestSchema,
  MENU_URL_MESSAGE,
  menuAddSchema,
  menuBatchSchema,
  refusesControlCharacter,
  text,
  uploadFieldsSchema,
  userMessageOf,
} from '../../../schemas/index.ts';

const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
const LINES = ['\t', '\n', '\r'];

describe('text()', () => {
  it('refuses every C0 control character and DEL in a single-line field', () => {
    for (const c of [...C0, '\u007f']) {
      const result = text().safeParse(`a${c}b`);
      expect(result.success, JSON.stringify(c)).toBe(false);
      expect(refusesControlCharacter(result.error!.issues)).toBe(true);
    }
  });

  it('keeps tab, LF and CR in a multi-line field, and refuses the rest', () => {
    for (const c of [...C0, '\u007f']) {
      expect(text({ multiline: true }).safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(
        LINES.includes(c),
      );
    }
  });

  it('takes any other text: Korean, emoji, non-breaking and zero-width spaces', () => {
    for (const s of ['', '관리 콘솔', '😀', 'a\u00a0b', 'a\u200bb', '~!@#$%^&*()', 'a\u202eb']) {
      expect(text().safeParse(s).success, JSON.stringify(s)).toBe(true);
    }
  });

  it('refuses C1 controls and half a surrogate pair (a lone surrogate is no character at all)', () => {
    for (const s of ['\u0080', 'a\u009fb', '\ud83d', 'a\ude00', '\ude00\ud83d', '😀\ud800']) {
      const result = text({ multiline: true }).safeParse(s);
      expect(result.success, JSON.stringify(s)).toBe(false);
      expect(refusesControlCharacter(result.error!.issues)).toBe(true);
    }
  });

  it('refuses the bidirectional controls in ids and names only', () => {
    for (const s of ['admin\u202e', '\u2066관리자', 'a\u200fb']) {
      expect(text({ name: true }).safeParse(s).success, JSON.stringify(s)).toBe(false);
      expect(text().safeParse(s).success, JSON.stringify(s)).toBe(true);
    }
    expect(text({ name: true }).safeParse('김신입😀').success).toBe(true);
  });

  it('chains like z.string() and reports the control character beside other problems', () => {
    const schema = text().trim().min(1).max(3);
    expect(schema.parse('  ab ')).toBe('ab');
    const result = schema.safeParse('abcd\u0000');
    expect(result.error?.issues.map((i) => i.code).sort()).toEqual(['custom', 'too_big']);
    expect(refusesControlCharacter(result.error!.issues)).toBe(true);
    expect(refusesControlCharacter(z.string().safeParse(1).error!.issues)).toBe(false);
  });

  it('guards the shared request schemas, unions and optional fields included', () => {
    const fails = (schema: z.ZodType, value: unknown) => {
      const result = schema.safeParse(value);
      return !result.success && refusesControlCharacter(result.error.issues);
    };
    expect(fails(loginRequestSchema, { userId: 'a\u0000', userPw: 'x' })).toBe(true);
    expect(fails(menuAddSchema, { mnuNm: 'ok', proIdVal: 'P\u0000' })).toBe(true);
    expect(fails(menuAddSchema, { mnuNm: 'ok', uprMnuId: '1\u0000' })).toBe(true);
    expect(fails(uploadFieldsSchema, { fileGrpId: 'DEFAULT', fileId: 'a\u0000' })).toBe(true);
    expect(menuAddSchema.safeParse({ mnuNm: 'ok', proIdVal: '' }).success).toBe(true);
  });
});

describe('userMessageOf', () => {
  it('finds a field’s own Korean message, inside unions and arrays too (a menu URL of a batch)', () => {
    const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];
    expect(userMessageOf(issues(menuAddSchema, { mnuNm: 'x', mnuUrl: 'javascript:alert(1)' }))).toBe(
      MENU_URL_MESSAGE,
    );
    expect(
      userMessageOf(issues(menuBatchSchema, { menus: [{ mnuId: '1', mnuUrl: 'data:text/html,x' }] })),
    ).toBe(MENU_URL_MESSAGE);
    expect(userMessageOf(issues(menuAddSchema, { mnuNm: '', mnuUrl: '/docs' }))).toBeUndefined();
  });
});
