import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { blockTypesOf, componentModulesOf } from './blockTypesOf.ts';
import { type Diagnostic, formatDiagnostic } from './diagnostic.ts';
import { attachExampleSources } from './exampleSources.ts';
import { fieldTypesOf } from './fieldTypesOf.ts';
import { loadScreen, SCREENS_DIR } from './loadScreens.ts';
import { viewRegistry as views } from './viewRegistry.ts';

const posixJoin = (...parts: string[]) =>
  join(...parts)
    .split(sep)
    .join('/');

/**
 * Vite plugin: a `*.screen.yaml` import becomes a module whose default export is the screen's
 * React component, validated by the same pipeline as `console validate`. The generated route tree
 * imports each manifest lazily, so every screen is its own chunk, and the module imports only the
 * block views, field views (of its forms and searches) and `component` modules its manifest uses.
 */
export function consoleScreens(root: string): Plugin {
  const screensDir = join(root, SCREENS_DIR);
  // The dev server (not a build) gets screens that update in place when their manifest is saved.
  let serving = false;
  return {
    name: 'console-screens',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },

    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.screen.yaml')) return null;
      // An editor that saves in place empties the file before it writes: under `console dev` a
      // manifest read empty waits (up to 200 ms) for its text before it counts as empty, or the open
      // page would get an error for a save that is still being written.
      if (serving && code.trim() === '')
        return writtenText(file).then((text) => screenModule(this, text, file));
      return screenModule(this, code, file);
    },
  };

  function screenModule(ctx: { error(message: string): never }, code: string, file: string) {
    const rel = relative(screensDir, file).split(sep).join('/');
    const diagnostics: Diagnostic[] = [];
    const entry = loadScreen(root, rel, code, diagnostics);
    if (!entry) {
      ctx.error(diagnostics.map(formatDiagnostic).join('\n') || `${rel}: invalid screen manifest`);
    }
    const m = entry.manifest;
    attachExampleSources(entry.file, code, m);
    const definition = { title: m.title, body: m.body, popups: m.popups };
    const lines = [
      `import { createScreenComponent } from ${JSON.stringify(posixJoin(root, views().factory))};`,
    ];
    const blockViews: string[] = [];
    blockTypesOf(m).forEach((type, i) => {
      lines.push(`import V${i} from ${JSON.stringify(posixJoin(root, views().blocks[type]))};`);
      blockViews.push(`${JSON.stringify(type)}: V${i}`);
    });
    const fields: string[] = [];
    fieldTypesOf(m).forEach((type, i) => {
      lines.push(`import F${i} from ${JSON.stringify(posixJoin(root, views().fields[type]))};`);
      fields.push(`${JSON.stringify(type)}: F${i}`);
    });
    // Only screens with fields name the registry, so the modules of field-less screens stay as they were.
    const fieldRegistry = fields.length ? ` fields: { ${fields.join(', ')} },` : '';
    const components: string[] = [];
    componentModulesOf(m).forEach((module, i) => {
      lines.push(`import C${i} from ${JSON.stringify(posixJoin(root, SCREENS_DIR, rel, '..', module))};`);
      components.push(`${JSON.stringify(module)}: C${i}`);
    });
    const hot = serving ? `, ${JSON.stringify(rel)}` : '';
    lines.push(
      `export default createScreenComponent(${JSON.stringify(definition)}, { views: { ${blockViews.join(', ')} },${fieldRegistry} components: { ${components.join(', ')} } }${hot});`,
    );
    // Self-accepting: Vite re-runs this module on save, and createScreenComponent swaps the definition.
    if (serving) lines.push('if (import.meta.hot) import.meta.hot.accept();');
    lines.push('');
    return { code: lines.join('\n'), map: null };
  }
}

/** The file's text once it has some, read every 20 ms for up to 200 ms (empty if it stays empty). */
async function writtenText(file: string): Promise<string> {
  let text = '';
  for (let i = 0; i < 10 && text.trim() === ''; i++) {
    await new Promise((r) => setTimeout(r, 20));
    text = await readFile(file, 'utf8').catch(() => '');
  }
  return text;
}
