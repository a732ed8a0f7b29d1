import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../../runtime/server/static/index.ts';

describe('cacheControlFor', () => {
  it('caches hashed assets for a year, including their compressed siblings', () => {
    for (const path of ['assets/app-abc123.js', 'assets/app-abc123.js.br', 'assets\\chunks\\x-1.css.gz']) {
      expect(cacheControlFor(path), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes the pages (index.html, login.html) revalidate and leaves other files at the default', () => {
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('index.html.br')).toBe('no-cache');
    expect(cacheControlFor('login.html')).toBe('no-cache');
    expect(cacheControlFor('login.html.gz')).toBe('no-cache');
    expect(cacheControlFor('favicon.ico')).toBeUndefined();
    expect(cacheControlFor('build-meta.json')).toBeUndefined();
  });
});
