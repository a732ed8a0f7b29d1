import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configReference } from '../../cli/compile/configReference.ts';
import { DIAGNOSTIC_CODES } from '../../cli/compile/diagnostic.ts';
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

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README stays true', () => {
  it.each(configReference())('documents config key $key with its default', (row) => {
    expect(readme).toContain(`| \`${row.key}\` | \`${row.default}\` |`);
  });
  it.each(Object.keys(DIAGNOSTIC_CODES))('documents diagnostic code %s', (code) => {
    expect(readme).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
  });
  it.each(Object.values(DOCTOR_CODES))('documents doctor code %s', (code) => {
    expect(readme).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
  });
  it('keeps the two-command quick start', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });
});

describe('README manifest reference', () => {
  const section = readme.slice(readme.indexOf('## Screen manifests'), readme.indexOf('## Diagnostics'));
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
