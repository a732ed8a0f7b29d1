import type {
  Action,
  Block,
  FieldSpec,
  FollowAction,
  GridBlock,
  ImportSpec,
  ReferenceKind as SchemaReferenceKind,
} from '../../schemas/blocks/index.ts';
import type { BlockWalk } from './manifestView.ts';
import type { DataPath } from './walkBlocks.ts';

/** What a name in a manifest refers to: the kinds of schemas/blocks/references.ts, plus routes. */
export type ReferenceKind = SchemaReferenceKind | 'route';

/** One name a manifest uses that must resolve to something outside its own value. */
export interface Reference {
  kind: ReferenceKind;
  /** The name as written (a route: the path part of the target, before `?` and `#`). */
  name: string;
  /** Data path of the value; for a validator mapping, of the mapping whose key is the name. */
  path: DataPath;
  /** Validator written as a mapping (`{ maxBytes: 40 }`): the name is a key of the mapping at `path`. */
  key?: true;
  /** Validator: its parameter as written, when it is a mapping. */
  param?: string | number;
  /** Validator: the fields of the form or search it belongs to, and its own field's name. */
  fields?: readonly FieldSpec[];
  field?: string;
  /** Route: how it is reached, for the message (`link to`, `navigate to`); grid: `search for` (default), `export of`. */
  via?: string;
}

/** A grid a screen declares, by id (the default `grid` included). */
export interface GridDeclaration {
  id: string;
  path: DataPath;
  /** The API its rows come from (`source.api`), if any. */
  api?: string;
}

/**
 * A name that must be a property of a declared API's schema: a row key (`rows`: grid columns,
 * `titleKey`, `bodyKey`, `sort`) or a call parameter (`request`: fields whose values are sent, keys
 * of `params`). Checked only against a declared API with that schema.
 */
export interface ApiKeyUse {
  /** The API; for a search, the id of the grid whose API receives its values. */
  api: string | { grid: string };
  /**
   * `rows`: a key of the answer's rows; `body`: a key of the answer body (a record); `request`: a
   * parameter; `files`: a file field's parameter, which the API must list under `files`.
   */
  side: 'rows' | 'body' | 'request' | 'files';
  /** How the manifest uses the name, for the message (`column`, `field`, `parameter`, …). */
  what: string;
  name: string;
  /** Data path of the value; of the mapping whose key is the name when `key` is set. */
  path: DataPath;
  key?: true;
}

export interface ManifestReferences {
  refs: Reference[];
  grids: GridDeclaration[];
  apiKeys: ApiKeyUse[];
}

/** Every reference of the blocks `walk` visits, in document order (a ManifestView's walk). */
export function manifestReferences(walk: BlockWalk): ManifestReferences {
  const out: ManifestReferences = { refs: [], grids: [], apiKeys: [] };
  walk((block, path) => referencesOf(block, path, out));
  return out;
}

const route = (to: string, path: DataPath, via: string): Reference => ({
  kind: 'route',
  name: to.replace(/[?#].*$/, ''),
  path,
  via,
});

/** The references one block makes itself (nested blocks are visited by walkBlocks). */
function referencesOf(block: Block, path: DataPath, out: ManifestReferences): void {
  const refs = out.refs;
  switch (block.type) {
    case 'links':
      if (block.source) {
        const at: DataPath = [...path, 'source'];
        refs.push({ kind: 'api', name: block.source.api, path: [...at, 'api'] });
        paramKeys(block.source.api, block.source.params, [...at, 'params'], out.apiKeys);
        if (block.source.format !== undefined)
          refs.push({ kind: 'format', name: block.source.format, path: [...at, 'format'] });
        for (const key of ['label', 'to', 'description'] as const) {
          const name = block.source[key];
          if (name !== undefined)
            out.apiKeys.push({
              api: block.source.api,
              side: 'rows',
              what: `links ${key}`,
              name,
              path: [...at, key],
            });
        }
      }
      for (const [i, item] of block.items.entries())
        refs.push(route(item.to, [...path, 'items', i, 'to'], 'link to'));
      return;
    case 'cards':
      for (const [i, item] of block.items.entries())
        if (item.to !== undefined) refs.push(route(item.to, [...path, 'items', i, 'to'], 'link to'));
      return;
    case 'link':
      refs.push(route(block.to, [...path, 'to'], 'link to'));
      return;
    case 'button':
      walkAction(block.action, [...path, 'action'], out);
      return;
    case 'buttons':
      for (const [i, item] of block.items.entries())
        walkAction(item.action, [...path, 'items', i, 'action'], out);
      return;
    case 'dialog':
      if (block.popup !== undefined)
        refs.push({ kind: 'popup', name: block.popup, path: [...path, 'popup'] });
      walkAction(block.then, [...path, 'then'], out);
      return;
    case 'details':
      if (block.source) refs.push({ kind: 'api', name: block.source.api, path: [...path, 'source', 'api'] });
      for (const [i, item] of block.items.entries()) {
        walkDisplay(item, [...path, 'items', i], refs);
        if (block.source && item.key !== undefined)
          out.apiKeys.push({
            api: block.source.api,
            side: 'body',
            what: 'details key',
            name: item.key,
            path: [...path, 'items', i, 'key'],
          });
      }
      return;
    case 'form':
      // A loaded form may have fields its record lacks (a confirmation, a choice): not checked.
      if (block.load) refs.push({ kind: 'api', name: block.load.api, path: [...path, 'load', 'api'] });
      walkFields(block.fields, [...path, 'fields'], out);
      walkAction(block.submit?.action, [...path, 'submit', 'action'], out);
      submittedFields(block.submit?.action, block.fields, path, out.apiKeys);
      if (block.cancel?.navigate !== undefined)
        refs.push(route(block.cancel.navigate, [...path, 'cancel', 'navigate'], 'cancel navigates to'));
      return;
    case 'search':
      refs.push({ kind: 'grid', name: block.for, path: [...path, 'for'] });
      walkFields(block.fields, [...path, 'fields'], out);
      for (const [i, field] of block.fields.entries())
        out.apiKeys.push({
          api: { grid: block.for },
          side: 'request',
          what: 'search field',
          name: field.name,
          path: [...path, 'fields', i, 'name'],
        });
      return;
    case 'grid':
      if ('api' in block.source) {
        out.grids.push({ id: block.id, path: [...path, 'id'], api: block.source.api });
        refs.push({ kind: 'api', name: block.source.api, path: [...path, 'source', 'api'] });
        gridKeys(block, block.source.api, path, out.apiKeys);
        paramKeys(block.source.api, block.source.params, [...path, 'source', 'params'], out.apiKeys);
      } else out.grids.push({ id: block.id, path: [...path, 'id'] });
      for (const [i, column] of block.columns.entries()) walkDisplay(column, [...path, 'columns', i], refs);
      for (const [i, row] of block.rowActions.entries())
        walkAction(row.action, [...path, 'rowActions', i, 'action'], out);
      for (const [i, bulk] of block.bulkActions.entries())
        walkAction(bulk.action, [...path, 'bulkActions', i, 'action'], out);
      if (block.import) importReferences(block.import, [...path, 'import'], out);
      return;
    case 'stats':
      for (const [i, item] of block.items.entries()) {
        const own = item.source !== undefined;
        const source = item.source ?? block.source;
        const at: DataPath = own ? [...path, 'items', i, 'source'] : [...path, 'source'];
        if (own) refs.push({ kind: 'api', name: item.source!.api, path: [...at, 'api'] });
        if (item.to !== undefined) refs.push(route(item.to, [...path, 'items', i, 'to'], 'link to'));
        walkDisplay(item, [...path, 'items', i], refs);
        if (source)
          out.apiKeys.push({
            api: source.api,
            side: 'body',
            what: 'stats key',
            name: item.key,
            path: [...path, 'items', i, 'key'],
          });
      }
      if (block.source) {
        refs.push({ kind: 'api', name: block.source.api, path: [...path, 'source', 'api'] });
        paramKeys(block.source.api, block.source.params, [...path, 'source', 'params'], out.apiKeys);
      }
      return;
    case 'chart':
      refs.push({ kind: 'api', name: block.source.api, path: [...path, 'source', 'api'] });
      paramKeys(block.source.api, block.source.params, [...path, 'source', 'params'], out.apiKeys);
      for (const [what, column, at] of [
        ['chart x', block.x, [...path, 'x']],
        ...block.series.map((s, i) => ['chart series', s, [...path, 'series', i]] as const),
      ] as const) {
        walkDisplay(column, at, refs);
        out.apiKeys.push({
          api: block.source.api,
          side: 'rows',
          what,
          name: column.key,
          path: [...at, 'key'],
        });
      }
      return;
    default:
      return;
  }
}

function walkDisplay(
  item: { format?: string | undefined; mask?: string | undefined },
  path: DataPath,
  refs: Reference[],
) {
  if (item.format !== undefined) refs.push({ kind: 'format', name: item.format, path: [...path, 'format'] });
  if (item.mask !== undefined) refs.push({ kind: 'mask', name: item.mask, path: [...path, 'mask'] });
}

function walkFields(fields: readonly FieldSpec[], path: DataPath, out: ManifestReferences): void {
  const refs = out.refs;
  for (const [f, field] of fields.entries()) {
    const at = [...path, f];
    walkAction(field.button?.action, [...at, 'button', 'action'], out);
    for (const [v, use] of field.validators.entries()) {
      const vPath = [...at, 'validators', v];
      if (typeof use === 'string') {
        refs.push({ kind: 'validator', name: use, path: vPath, fields, field: field.name });
        continue;
      }
      const name = Object.keys(use).find((k) => k !== 'message');
      if (name === undefined) continue;
      refs.push({
        kind: 'validator',
        name,
        path: vPath,
        key: true,
        // `{ required: true, message: … }`: `true` is "no parameter".
        ...(use[name] === true ? {} : { param: use[name] }),
        fields,
        field: field.name,
      });
    }
    if (field.codeGroup !== undefined)
      refs.push({ kind: 'codeGroup', name: field.codeGroup, path: [...at, 'codeGroup'] });
    if (field.optionsFrom !== undefined)
      refs.push({ kind: 'api', name: field.optionsFrom.api, path: [...at, 'optionsFrom', 'api'] });
    walkDisplay(field, at, refs);
  }
}

/** An import's API, and each column's code group and validators. */
function importReferences(spec: ImportSpec, path: DataPath, out: ManifestReferences): void {
  out.refs.push({ kind: 'api', name: spec.api, path: [...path, 'api'], via: 'import' });
  for (const [c, column] of spec.columns.entries()) {
    const at = [...path, 'columns', c];
    if (column.codeGroup !== undefined)
      out.refs.push({ kind: 'codeGroup', name: column.codeGroup, path: [...at, 'codeGroup'] });
    for (const [v, use] of column.validators.entries()) {
      const vPath = [...at, 'validators', v];
      if (typeof use === 'string') {
        out.refs.push({ kind: 'validator', name: use, path: vPath, fields: [], field: column.key });
        continue;
      }
      const name = Object.keys(use).find((k) => k !== 'message');
      if (name === undefined) continue;
      out.refs.push({
        kind: 'validator',
        name,
        path: vPath,
        key: true,
        ...(use[name] === true ? {} : { param: use[name] }),
        fields: [],
        field: column.key,
      });
    }
  }
}

function walkAction(
  action: Action | FollowAction | undefined,
  path: DataPath,
  out: ManifestReferences,
): void {
  if (action === undefined) return;
  const refs = out.refs;
  if ('navigate' in action) refs.push(route(action.navigate, [...path, 'navigate'], 'navigate to'));
  else if ('popup' in action) refs.push({ kind: 'popup', name: action.popup, path: [...path, 'popup'] });
  else if ('api' in action) {
    refs.push({ kind: 'api', name: action.api, path: [...path, 'api'] });
    paramKeys(action.api, action.params, [...path, 'params'], out.apiKeys);
    walkAction(action.then, [...path, 'then'], out);
  } else if ('confirm' in action || 'alert' in action) walkAction(action.then, [...path, 'then'], out);
  else if ('export' in action)
    refs.push({ kind: 'grid', name: action.export, path: [...path, 'export'], via: 'export of' });
  else if ('unmask' in action)
    refs.push({ kind: 'grid', name: action.unmask, path: [...path, 'unmask'], via: 'unmask of' });
}

/** The keys of an API call's `params`: each one is sent as a parameter. */
function paramKeys(
  api: string,
  params: Record<string, unknown> | undefined,
  path: DataPath,
  uses: ApiKeyUse[],
): void {
  for (const name of Object.keys(params ?? {}))
    uses.push({ api, side: 'request', what: 'parameter', name, path, key: true });
}

/** Row keys a grid reads: its columns, `titleKey`, `bodyKey` and the key of its initial `sort`. */
function gridKeys(block: GridBlock, api: string, path: DataPath, uses: ApiKeyUse[]): void {
  const use = (what: string, name: string, at: DataPath) =>
    uses.push({ api, side: 'rows', what, name, path: at });
  for (const [i, column] of block.columns.entries())
    use('column', column.key, [...path, 'columns', i, 'key']);
  if (block.titleKey !== undefined) use('titleKey', block.titleKey, [...path, 'titleKey']);
  if (block.bodyKey !== undefined) use('bodyKey', block.bodyKey, [...path, 'bodyKey']);
  if (block.sort !== undefined) use('sort key', block.sort.replace(/^-/, ''), [...path, 'sort']);
}

/**
 * A form's fields, when its submit calls an API (after a confirm, too) without `params`: the
 * values are sent as they are, so each field name is a parameter of that API.
 */
function submittedFields(
  action: Action | FollowAction | undefined,
  fields: readonly FieldSpec[],
  path: DataPath,
  uses: ApiKeyUse[],
): void {
  const call = action && 'confirm' in action ? action.then : action;
  if (call === undefined || !('api' in call) || call.params !== undefined) return;
  for (const [i, field] of fields.entries()) {
    uses.push({
      api: call.api,
      side: 'request',
      what: 'field',
      name: field.name,
      path: [...path, 'fields', i, 'name'],
    });
    if (field.type === 'file')
      uses.push({
        api: call.api,
        side: 'files',
        what: 'file field',
        name: field.name,
        path: [...path, 'fields', i, 'name'],
      });
  }
}
