import { describe, expect, it } from 'vitest';
import {
  apiBaseOf,
  assetsBaseOf,
  BASE_PATH_PATTERN,
  stripBasePath,
  withBasePath,
} from '../../../../runtime/core/url/index.ts';

describe('app.basePath', () => {
  it.each([
    ['/', true],
    ['/admin/', true],
    ['/ops/console-2/', true],
    ['/a.b_c~d/', true],
    ['/admin', false],
    ['admin/', false],
    ['//', false],
    ['/admin//', false],
    ['/../', false],
    ['/./', false],
    ['/a/../', false],
    ['/관리/', false],
    ['/a%2F/', false],
    ['/a b/', false],
    ['/admin/?x', false],
  ])('%j is a base path: %s', (input, expected) => {
    expect(BASE_PATH_PATTERN.test(input)).toBe(expected);
  });

  it('puts app paths under the base, and leaves every other URL as it is', () => {
    expect(withBasePath('/admin/', '/')).toBe('/admin/');
    expect(withBasePath('/admin/', '/pubs/SY/users?x=1#y')).toBe('/admin/pubs/SY/users?x=1#y');
    expect(withBasePath('/admin/', '/latest.json')).toBe('/admin/latest.json');
    expect(withBasePath('/', '/pubs/SY/users')).toBe('/pubs/SY/users');
    for (const other of [
      'https://example.com/a',
      '//cdn.example.com/a',
      '?q=1',
      '#top',
      'data:x',
      'a/b',
      '',
    ]) {
      expect(withBasePath('/admin/', other)).toBe(other);
    }
  });

  it('reads a request URL back as the app URL, or undefined outside the base', () => {
    expect(stripBasePath('/admin/', '/admin/api/health')).toBe('/api/health');
    expect(stripBasePath('/admin/', '/admin/')).toBe('/');
    expect(stripBasePath('/admin/', '/admin')).toBe('/');
    expect(stripBasePath('/admin/', '/admin?rtnUrl=%2Fx')).toBe('/?rtnUrl=%2Fx');
    expect(stripBasePath('/admin/', '/admin/pubs/x?y=1')).toBe('/pubs/x?y=1');
    for (const outside of ['/', '/api/health', '/administration/', '/adminx', '/Admin/', '/latest.json']) {
      expect(stripBasePath('/admin/', outside)).toBeUndefined();
    }
    expect(stripBasePath('/', '/api/health')).toBe('/api/health');
    // Inverse of withBasePath for every app path.
    for (const path of ['/', '/login?rtnUrl=%2Fa', '/pubs/SY/users', '/assets/x.js']) {
      expect(stripBasePath('/ops/console/', withBasePath('/ops/console/', path))).toBe(path);
    }
  });

  it('calls the API under the base unless api.baseUrl says otherwise', () => {
    expect(apiBaseOf('', '/')).toBe('');
    expect(apiBaseOf('', '/admin/')).toBe('/admin');
    expect(apiBaseOf('https://api.example.com', '/admin/')).toBe('https://api.example.com');
  });

  it('loads the build from the CDN when there is one, else from under the base', () => {
    expect(assetsBaseOf({ basePath: '/admin/' })).toBe('/admin/');
    expect(assetsBaseOf({ basePath: '/admin/', assetsBaseUrl: 'https://cdn.example.com/console' })).toBe(
      'https://cdn.example.com/console/',
    );
    expect(assetsBaseOf({ basePath: '/', assetsBaseUrl: 'https://cdn.example.com/' })).toBe(
      'https://cdn.example.com/',
    );
  });
});
