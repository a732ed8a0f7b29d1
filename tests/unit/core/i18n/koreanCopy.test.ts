import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  IMPORT_MESSAGES_KO,
  MESSAGES_KO,
  PRIVACY_MESSAGES_KO,
  SHELL_MESSAGES_KO,
} from '../../../../runtime/core/i18n/index.ts';

// Korean UI text says its units in Korean: 9/100바이트, 30초, 5분, 3일, 10개, 2회 — never "byte",
// "sec", "min", "days", "items" after a number (file sizes keep B, KB, MB: spec section 9).
const ENGLISH_UNIT =
  /(?:\d|\})\s*(?:bytes?|secs?|seconds?|mins?|minutes?|hours?|hrs?|days?|items?|pcs|ea|times)\b/i;

const root = join(import.meta.dirname, '../../../..');
const filesUnder = (dir: string, ends: RegExp): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => ends.test(f))
    .map((f) => join(dir, f));

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

/** The string and template literals of a source file's code lines (comments left out). */
const literalsOf = (source: string): string[] =>
  source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .flatMap((line) => [...line.matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2] ?? ''));

describe('Korean copy', () => {
  it('the message catalogue says no unit in English', () => {
    const bad = Object.entries({
      ...MESSAGES_KO,
      ...PRIVACY_MESSAGES_KO,
      ...SHELL_MESSAGES_KO,
      ...IMPORT_MESSAGES_KO,
    }).filter(([, text]) => ENGLISH_UNIT.test(text));
    expect(bad).toEqual([]);
  });

  it('no screen manifest says a unit in English', () => {
    const bad = filesUnder('screens', /\.screen\.yaml$/).flatMap((file) =>
      stringsOf(parse(readFileSync(join(root, file), 'utf8')))
        .filter((text) => ENGLISH_UNIT.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(bad).toEqual([]);
  });

  it('no text the browser code writes says a unit in English (the byte counter says 바이트)', () => {
    const bad = filesUnder('runtime/client', /\.tsx?$/).flatMap((file) =>
      literalsOf(readFileSync(join(root, file), 'utf8'))
        .filter((text) => ENGLISH_UNIT.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(bad).toEqual([]);
  });

  it('would catch the old counter', () => {
    expect(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      literalsOf('counter: `${byteLength(value)}/${maxBytes} byte`,').some((t) => ENGLISH_UNIT.test(t)),
    ).toBe(true);
  });
});
