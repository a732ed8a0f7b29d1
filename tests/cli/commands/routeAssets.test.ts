import { afterAll, describe, expect, it } from 'vitest';
import { routeAssetsOf } from '../../../cli/commands/index.ts';
import { removeTempProjects, tempProject } from '../support/project.ts';

afterAll(removeTempProjects);

// Vite's manifest of a build: keys relative to runtime/client, `_` keys for shared chunks.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-2.js'],
    css: ['assets/index-1.css'],
  },
  '_shared-2.js': { file: 'assets/shared-2.js', css: ['assets/shared-2.css'] },
  '../../screens/docs/forms.screen.yaml': {
    file: 'assets/forms-3.js',
    src: '../../screens/docs/forms.screen.yaml',
    isDynamicEntry: true,
    imports: ['_shared-2.js', '_kit-4.js'],
    css: ['assets/forms-3.css'],
  },
  '_kit-4.js': {
    file: 'assets/kit-4.js',
    imports: ['_shared-2.js'],
    css: ['assets/kit-4.css', 'assets/shared-2.css'],
  },
  '../../screens/index.screen.yaml': {
    file: 'assets/home-5.js',
    src: '../../screens/index.screen.yaml',
    isDynamicEntry: true,
    imports: ['_shared-2.js'],
  },
  '_login.screen-6.js': { file: 'assets/login.screen-6.js', name: 'login.screen' },
};

describe('routeAssetsOf', () => {
  it("gives each screen what its route loads beyond the console page's own files", () => {
    const root = tempProject({ 'dist/client/.vite/manifest.json': JSON.stringify(MANIFEST) });
    const assets = routeAssetsOf(root, 'dist/client');
    expect(Object.fromEntries(assets)).toEqual({
      'screens/docs/forms.screen.yaml': {
        js: ['assets/forms-3.js', 'assets/kit-4.js'],
        css: ['assets/forms-3.css', 'assets/kit-4.css'],
      },
      'screens/index.screen.yaml': { js: ['assets/home-5.js'], css: [] },
    });
  });

  it('gives nothing for a build without a manifest', () => {
    const root = tempProject({ 'console.config.yaml': '' });
    expect(routeAssetsOf(root, 'dist/client').size).toBe(0);
  });
});
