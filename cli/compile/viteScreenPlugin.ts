import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { type Diagnostic, formatDiagnostic } from './diagnostic.ts';
import { loadScreen, SCREENS_DIR } from './loadScreens.ts';

/**
 * Vite plugin: a `*.screen.yaml` import becomes a module whose default export is the screen's
 * React component, validated by the same pipeline as `console validate`. The generated route tree
 * imports each manifest lazily, so every screen is its own chunk.
 */
export function consoleScreens(root: string): Plugin {
  const screensDir = join(root, SCREENS_DIR);
  const factory = join(root, 'runtime/client/ui/screen/createScreenComponent.ts').split(sep).join('/');
  return {
    name: 'console-screens',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.screen.yaml')) return null;
      const rel = relative(screensDir, file).split(sep).join('/');
      const diagnostics: Diagnostic[] = [];
      const entry = loadScreen(root, rel, code, diagnostics);
      if (!entry) {
        this.error(diagnostics.map(formatDiagnostic).join('\n') || `${rel}: invalid screen manifest`);
      }
      const definition = { title: entry.manifest.title, body: entry.manifest.body };
      return {
        code: `import { createScreenComponent } from ${JSON.stringify(factory)};\nexport default createScreenComponent(${JSON.stringify(definition)});\n`,
        map: null,
      };
    },
  };
}
