import { describe, expect, it } from 'vitest';
import { type FileLike, matchesAccept } from '../../../../runtime/core/files/index.ts';
import { prng, randomInt, randomStrings } from '../support/randomStrings.ts';

const pdf: FileLike = { name: '계약서.PDF', type: 'application/pdf' };
const png: FileLike = { name: 'photo.png', type: 'image/png' };
const jpg: FileLike = { name: 'scan.JPEG', type: 'image/jpeg' };
const unknown: FileLike = { name: 'notes', type: '' };
const tarGz: FileLike = { name: 'backup.tar.gz', type: 'application/gzip' };

describe('matchesAccept: spec section 5, fidelity.md', () => {
  it.each<
    [string, readonly FileLike[] | null | undefined, string | readonly string[] | null | undefined, boolean]
  >([
    ['no rule', [pdf], undefined, true],
    ['null rule', [pdf], null, true],
    ['empty rule', [pdf], '', true],
    ['blank entries only', [pdf], ' , ,', true],
    ['no files', [], '.pdf', true],
    ['null files', null, '.pdf', true],
    ['extension, case-insensitive', [pdf], '.pdf', true],
    ['extension without a dot', [pdf], 'pdf', true],
    ['extension is a suffix of the name only', [{ name: 'apdf', type: '' }], 'pdf', false],
    ['upper-case rule', [png], '.PNG', true],
    ['several entries with spaces', [png], '.pdf, .png', true],
    ['an array of entries', [png, pdf], ['.png', '.pdf'], true],
    ['double extension', [tarGz], '.tar.gz', true],
    ['wrong extension', [png], '.jpg', false],
    ['mime wildcard', [png, jpg], 'image/*', true],
    ['mime wildcard, other major type', [pdf], 'image/*', false],
    ['exact mime', [pdf], 'application/pdf', true],
    ['mime, case-insensitive', [pdf], 'Application/PDF', true],
    ['mime rule, file without a type', [unknown], 'image/*', false],
    ['any type', [unknown], '*/*', true],
    ['EVERY file must match', [png, pdf], 'image/*', false],
    ['each file may match a different entry', [png, pdf], 'image/*,.pdf', true],
    ['Hangul name', [{ name: '사진.한글', type: '' }], '.한글', true],
    ['full-width dot is not a dot', [{ name: 'a．pdf', type: '' }], '.pdf', false],
  ])('%s', (_, files, accept, expected) => {
    expect(matchesAccept(files, accept)).toBe(expected);
  });

  it('never throws on random rules and names; a name always matches its own extension', () => {
    const rng = prng(0x5eed30);
    const strings = randomStrings(0x5eed31, 300, 12);
    for (const name of strings) {
      const accept = strings[randomInt(rng, strings.length)]!;
      const type = strings[randomInt(rng, strings.length)]!;
      expect(typeof matchesAccept([{ name, type }], accept)).toBe('boolean');
      expect(matchesAccept([{ name, type }], '')).toBe(true);
      const ext = 'abcdefghij'.slice(randomInt(rng, 5)).slice(0, 1 + randomInt(rng, 4));
      const file = { name: `${name}.${ext}`, type };
      expect(matchesAccept([file], `.${ext.toUpperCase()}`)).toBe(true);
      expect(matchesAccept([file], `.${ext}x`)).toBe(false);
    }
  });
});
