import { configSchema } from '../../schemas/index.ts';
import { generatedHeader } from './generatedHeader.ts';
import { rowsTable, schemaRows } from './schemaRows.ts';

/** What each top-level key of the config is about, in the file's order. */
const SECTIONS: Record<string, string> = {
  app: 'The application: profile, title, look.',
  auth: 'Login, the route guard, tokens and idle logout.',
  logging: 'The server log and the browser log.',
  server: 'The Fastify server: address, proxies, body parsers.',
  mobile: 'The hybrid app bridge (see [Hybrid app bridge](../hybrid-bridge.md)).',
  interfaces: 'Interface definitions and interface logging.',
  i18n: 'The Korean message catalogue.',
  management: 'The management module: the API, menus, tabs, favourites, events.',
  api: 'How the browser calls APIs.',
  files: 'Uploads and the sweep of unbound files.',
  upstreams: 'Your backends (server only; see [Data and backends](../data-and-backends.md)).',
  apis: 'Declared APIs (also in `apis/**/*.api.yaml`; see [Data and backends](../data-and-backends.md)).',
};

/** docs/reference/configuration.md: every key of `console.config.yaml`, from `schemas/config/`. */
export function configReferencePage(): string {
  const rows = schemaRows(configSchema, new Map());
  const top = [...new Set(rows.map((r) => r.key.split(/[.[]/)[0] ?? ''))];
  const parts = [
    '# Configuration reference (`console.config.yaml`)',
    '',
    generatedHeader('`schemas/config/`'),
    '',
    'Every key is optional; an empty file gives the defaults below. How profiles overlay the base file,',
    'what the browser receives and how API files join `apis`: [Configuration](../configuration.md).',
    '`<name>` stands for a key you choose (an upstream, a declared API, a message key).',
  ];
  for (const key of top) {
    parts.push('', `## \`${key}\``, '');
    if (SECTIONS[key]) parts.push(SECTIONS[key], '');
    parts.push(rowsTable(rows.filter((r) => r.key === key || r.key.startsWith(`${key}.`))));
  }
  return `${parts.join('\n')}\n`;
}
