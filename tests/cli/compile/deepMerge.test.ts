import { describe, expect, it } from 'vitest';
import { deepMerge } from '../../../cli/compile/index.ts';

describe('deepMerge', () => {
  it('merges mappings key by key and replaces lists and scalars', () => {
    const base = {
      auth: { jwt: { storage: 'local', cookie: { path: '/' } }, excludeUrlPatterns: ['/a', '/b'] },
      x: 1,
    };
    const over = { auth: { jwt: { cookie: { secure: false } }, excludeUrlPatterns: ['/c'] }, x: 2 };
    expect(deepMerge(base, over)).toEqual({
      auth: { jwt: { storage: 'local', cookie: { path: '/', secure: false } }, excludeUrlPatterns: ['/c'] },
      x: 2,
    });
  });

  it('leaves its inputs untouched', () => {
    const base = { a: { b: 1 } };
    deepMerge(base, { a: { c: 2 } });
    expect(base).toEqual({ a: { b: 1 } });
  });

  it('keeps the base where the overlay says nothing, and lets null replace', () => {
    expect(deepMerge({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(deepMerge({ a: { b: 1 } }, { a: null })).toEqual({ a: null });
  });
});
