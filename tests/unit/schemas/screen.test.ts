import { describe, expect, it } from 'vitest';
import { blockSchema } from '../../../schemas/blocks/index.ts';
import { LAYOUTS, screenSchema } from '../../../schemas/screen.ts';

describe('screenSchema', () => {
  it('needs only a title; everything else has a default', () => {
    expect(screenSchema.parse({ title: '홈' })).toEqual({
      title: '홈',
      layout: 'default',
      popups: {},
      auth: true,
      roles: [],
      body: [],
    });
  });

  it('accepts the four layouts and the three auth modes', () => {
    expect(LAYOUTS).toEqual(['default', 'main', 'side', 'none']);
    for (const layout of LAYOUTS) expect(screenSchema.safeParse({ title: 't', layout }).success).toBe(true);
    for (const auth of [true, false, 'exists'])
      expect(screenSchema.safeParse({ title: 't', auth }).success).toBe(true);
    expect(screenSchema.safeParse({ title: 't', auth: 'yes' }).success).toBe(false);
  });

  it('refuses an empty title and unknown keys', () => {
    expect(screenSchema.safeParse({ title: '' }).success).toBe(false);
    expect(screenSchema.safeParse({ title: 't', titel: 't' }).success).toBe(false);
  });

  it('refuses a manifest with both component and body', () => {
    const r = screenSchema.safeParse({
      title: 't',
      component: './X.tsx',
      body: [{ type: 'text', text: 'x' }],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ code: 'custom', path: ['body'], params: { code: 'CON205' } });
    expect(screenSchema.safeParse({ title: 't', component: './X.tsx' }).success).toBe(true);
  });

  it('takes only relative module paths as component', () => {
    for (const component of ['X.tsx', '/abs/X.tsx', './X.css', './my screen.tsx']) {
      expect(screenSchema.safeParse({ title: 't', component }).success, component).toBe(false);
    }
    expect(screenSchema.safeParse({ title: 't', component: '../shared/X.jsx' }).success).toBe(true);
  });
});

describe('blockSchema', () => {
  it('defaults a heading to level 2 and a placeholder to the Korean notice', () => {
    expect(blockSchema.parse({ type: 'heading', text: '소개' })).toEqual({
      type: 'heading',
      text: '소개',
      level: 2,
    });
    expect(blockSchema.parse({ type: 'placeholder' })).toEqual({
      type: 'placeholder',
      text: '준비 중인 화면입니다.',
    });
  });

  it('needs at least one link, each to a relative URL', () => {
    expect(blockSchema.safeParse({ type: 'links', items: [] }).success).toBe(false);
    expect(
      blockSchema.safeParse({ type: 'links', items: [{ label: 'a', to: 'https://x.example' }] }).success,
    ).toBe(false);
    expect(blockSchema.safeParse({ type: 'links', items: [{ label: 'a', to: '/docs' }] }).success).toBe(true);
  });

  it('refuses heading levels outside 1-3 and unknown block types', () => {
    expect(blockSchema.safeParse({ type: 'heading', text: 'x', level: 4 }).success).toBe(false);
    expect(blockSchema.safeParse({ type: 'headin', text: 'x' }).success).toBe(false);
  });

  it('takes a bulk action `batch` only over an api action with params', () => {
    const grid = (action: unknown) =>
      blockSchema.safeParse({
        type: 'grid',
        columns: [{ key: 'mnuId', label: 'ID' }],
        source: { api: 'menu.list' },
        bulkActions: [{ label: '선택 숨김', batch: 'menus', action }],
      });
    expect(grid({ api: 'menu.batch', params: { mnuId: '{mnuId}', dpYn: 'N' } }).success).toBe(true);
    const noParams = grid({ api: 'menu.batch' });
    expect(noParams.success).toBe(false);
    expect(JSON.stringify(noParams.error?.issues)).toContain('batch needs an api action with params');
    expect(grid({ alert: '안내' }).success).toBe(false);
  });
});
