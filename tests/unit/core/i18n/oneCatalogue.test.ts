import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES_KO } from '../../../../runtime/core/i18n/index.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const CLIENT = join(ROOT, 'runtime/client');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The code without its comments (block, JSX and line comments). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const HANGUL = /[\uAC00-\uD7A3]/;

describe('one message catalogue (i18n.messages overrides reach every string)', () => {
  it('no user-facing Korean text is written in the browser code outside runtime/core/i18n/messagesKo.ts', () => {
    const found = sources(CLIENT).flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line, i) =>
          HANGUL.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found, 'put the text in MESSAGES_KO and show it with t(key)').toEqual([]);
  });

  it('every catalogue entry has text and well-formed placeholders', () => {
    for (const [key, text] of Object.entries(MESSAGES_KO)) {
      expect(text.length, key).toBeGreaterThan(0);
      expect(/\{[^}]*$/.test(text), `${key} has an unclosed placeholder`).toBe(false);
    }
  });
});
