import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONFIG_SCHEMA_FILE,
  generateJsonSchemas,
  listScreenFiles,
  loadConfig,
  loadScreens,
  parseYamlSource,
  SCREEN_SCHEMA_FILE,
  SCREENS_DIR,
} from '../../../cli/compile/index.ts';
import { FIELD_VALIDATOR_NAMES } from '../../../runtime/core/form/index.ts';
import { BLOCK_TYPES } from '../../../schemas/blocks/index.ts';
import { listFiles, read, removeTempProjects, run, tempProject, writeFiles } from '../support/project.ts';

afterAll(removeTempProjects);

type Json = Record<string, unknown>;
const CONFIG = 'management:\n  codeGroups: [GENDER, PHONE_PREFIX]\n';
const schemaOf = (root: string, file: string) => JSON.parse(read(root, file)) as Json;

/** Every `const` of a `type` property anywhere under `node` (the block union's discriminators). */
function blockTypes(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) blockTypes(n, out);
  else if (node && typeof node === 'object') {
    const type = ((node as Json).properties as Json | undefined)?.type as Json | undefined;
    if (typeof type?.const === 'string') out.add(type.const);
    for (const v of Object.values(node)) blockTypes(v, out);
  }
  return out;
}

/** Every `enum` anywhere under `node`, as joined strings. */
function enums(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) enums(n, out);
  else if (node && typeof node === 'object') {
    const e = (node as Json).enum;
    if (Array.isArray(e)) out.push(e.join(','));
    for (const v of Object.values(node)) enums(v, out);
  }
  return out;
}

describe('console schema', () => {
  it('writes both schemas into the project root, then nothing while they are current', async () => {
    const root = tempProject({ 'console.config.yaml': CONFIG });
    const first = await run(root, 'schema');
    expect(first.code).toBe(0);
    expect(first.out).toEqual([CONFIG_SCHEMA_FILE, SCREEN_SCHEMA_FILE]);
    expect(first.err).toMatchInlineSnapshot(`
      [
        "wrote 2 schema file(s); editors with the YAML extension pick them up from the \`# yaml-language-server: $schema=…\` line.",
      ]
    `);
    const again = await run(root, 'schema');
    expect(again).toEqual({ code: 0, out: [], err: ['schema files are up to date; nothing written.'] });
    expect((await run(root, 'schema', '--check')).code).toBe(0);
  });

  it('writes into --out-dir, and --check reports a stale file without writing', async () => {
    const root = tempProject({ 'console.config.yaml': CONFIG });
    expect((await run(root, 'schema', '--out-dir', '.console')).out).toEqual([
      `.console/${CONFIG_SCHEMA_FILE}`,
      `.console/${SCREEN_SCHEMA_FILE}`,
    ]);
    writeFiles(root, { 'console.config.yaml': 'management:\n  codeGroups: [GENDER]\n' });
    const check = await run(root, 'schema', '--out-dir', '.console', '--check');
    expect(check.code).toBe(1);
    expect(check.out).toEqual([
      '.console/screen.schema.json:1:1 CON401 generated file is out of date; run `npx console schema`',
    ]);
    expect(read(root, `.console/${SCREEN_SCHEMA_FILE}`)).toContain('PHONE_PREFIX');
  });

  it('refuses an invalid config and writes nothing', async () => {
    const root = tempProject({ 'console.config.yaml': 'management:\n  codeGroups: GENDER\n' });
    const r = await run(root, 'schema');
    expect(r.code).toBe(1);
    expect(r.out).toMatchInlineSnapshot(`
      [
        "console.config.yaml:2:15 CON204 management.codeGroups: expected array, got "GENDER"
        at management.codeGroups
        1 | management:
      > 2 |   codeGroups: GENDER
          |               ^^^^^^",
      ]
    `);
    expect(listFiles(root)).toEqual(['console.config.yaml']);
  });

  it('describes a manifest: top-level shape, every block type, reference names as enums', async () => {
    const root = tempProject({ 'console.config.yaml': CONFIG });
    await run(root, 'schema');
    const screen = schemaOf(root, SCREEN_SCHEMA_FILE);
    expect(screen).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      required: ['title'],
      additionalProperties: false,
    });
    expect(Object.keys(screen.properties as Json)).toEqual(
      expect.arrayContaining(['$schema', 'title', 'layout', 'body', 'popups']),
    );
    expect([...blockTypes(screen.$defs)].sort()).toEqual([...BLOCK_TYPES].sort());
    const all = enums(screen);
    expect(all).toContain(FIELD_VALIDATOR_NAMES.join(','));
    expect(all).toContain([...FIELD_VALIDATOR_NAMES, 'message'].join(','));
    expect(all).toContain('GENDER,PHONE_PREFIX');
    expect(all).toContain('currency,date,datetime,time,fileSize,cardNo,corporateNo,files');
    expect(all.some((e) => e.startsWith('menu.list,'))).toBe(true);
    expect(read(root, SCREEN_SCHEMA_FILE)).not.toContain('consoleRef');
    const config = schemaOf(root, CONFIG_SCHEMA_FILE);
    expect(config).toMatchObject({ type: 'object', additionalProperties: false });
    expect(Object.keys(config.properties as Json)).toEqual(
      expect.arrayContaining(['app', 'management', 'api']),
    );
  });

  it('leaves code groups a plain string when the config lists none', () => {
    const text = generateJsonSchemas([]).get(SCREEN_SCHEMA_FILE)!;
    expect(text).toContain('"description": "Common-code group (management.codeGroups of the config)."');
    expect(enums(JSON.parse(text))).not.toContain('');
  });

  it('accepts every manifest of this repository that the CLI accepts, and refuses unknown names', () => {
    const repo = process.cwd();
    const config = loadConfig({ root: repo, env: {} }).config!;
    const schemas = generateJsonSchemas(config.management.codeGroups, Object.keys(config.apis));
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    const validate = ajv.compile(JSON.parse(schemas.get(SCREEN_SCHEMA_FILE)!));
    const valid = new Set(loadScreens(repo).screens.map((s) => s.file));
    let checked = 0;
    for (const rel of listScreenFiles(repo)) {
      const file = `${SCREENS_DIR}/${rel}`;
      if (!valid.has(file)) continue;
      const data = parseYamlSource(file, readFileSync(join(repo, file), 'utf8')).data;
      expect(validate(data), `${file}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    const field = (extra: Json) => ({
      title: '폼',
      body: [{ type: 'form', fields: [{ name: 'a', label: 'A', ...extra }] }],
    });
    expect(
      validate(field({ validators: ['email', { maxBytes: 40, message: '길어요' }], codeGroup: 'GENDER' })),
    ).toBe(true);
    expect(validate(field({ validators: ['emial'] }))).toBe(false);
    expect(validate(field({ validators: [{ maxByte: 40 }] }))).toBe(false);
    expect(validate(field({ format: 'curency' }))).toBe(false);
    const configValidate = ajv.compile(JSON.parse(schemas.get(CONFIG_SCHEMA_FILE)!));
    expect(configValidate(parseYamlSource('c', read(repo, 'console.config.yaml')).data)).toBe(true);
  });

  it('the committed schema files are current (run `npx console schema` after changing the schemas)', () => {
    const repo = process.cwd();
    const config = loadConfig({ root: repo, env: {} }).config!;
    for (const [name, content] of generateJsonSchemas(config.management.codeGroups, Object.keys(config.apis)))
      expect(read(repo, name), name).toBe(content);
  });
});
