import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../cli/compile/index.ts';
import { DOCTOR_CODES } from '../../runtime/core/doctor/index.ts';
import {
  FIELD_VALIDATOR_NAMES,
  MASK_NAMES,
  REQUIRED_MESSAGE,
  VALIDATOR_PARAMS,
  VALUE_FORMAT_NAMES,
} from '../../runtime/core/form/index.ts';
import { API_NAMES } from '../../schemas/api/catalogue.ts';
import { BLOCK_TYPES, FIELD_TYPES } from '../../schemas/blocks/index.ts';

const doc = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const readme = doc('README.md');
const diagnostics = doc('docs/diagnostics.md');
/** The manifest guides: screens and blocks, fields, and data (sources, columns, formats, masks, APIs). */
const manifestGuides = ['docs/screens-and-blocks.md', 'docs/fields.md', 'docs/data-and-backends.md']
  .map(doc)
  .join('\n');

describe('the docs stay true', () => {
  it.each(Object.keys(DIAGNOSTIC_CODES))('documents diagnostic code %s', (code) => {
    expect(diagnostics).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
  });
  it.each(Object.values(DOCTOR_CODES))('documents doctor code %s', (code) => {
    expect(diagnostics).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
  });
  it('keeps the two-command quick start in the README', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });
});

describe('the manifest guides', () => {
  const section = manifestGuides;
  it.each(BLOCK_TYPES)('documents block %s', (type) => {
    expect(section).toMatch(new RegExp(`^\\| \`${type}\` \\|`, 'm'));
  });
  it.each(FIELD_TYPES)('documents field type %s', (type) => {
    expect(section).toContain(`\`${type}\``);
  });
  it.each(FIELD_VALIDATOR_NAMES)('documents validator %s with its parameter kind', (name) => {
    const param = { none: '—', count: 'N', field: 'a field name' }[VALIDATOR_PARAMS[name]];
    expect(section).toMatch(new RegExp(`^\\| \`${name}\` \\| ${param} \\|`, 'm'));
  });
  it('quotes the required message as the runtime shows it', () => {
    expect(section).toContain(REQUIRED_MESSAGE);
  });
  it.each(VALUE_FORMAT_NAMES)('documents format %s', (name) => {
    expect(section).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });
  it.each(MASK_NAMES)('documents mask %s', (name) => {
    expect(section).toContain(`\`${name}\``);
  });
  it.each(API_NAMES)('documents API %s', (name) => {
    expect(section).toMatch(new RegExp(`^\\| \`${name.replace('.', '\\.')}\` \\|`, 'm'));
  });
});
