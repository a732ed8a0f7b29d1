import type {
  Action,
  Block,
  FieldSpec,
  FollowAction,
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
  /** Route: how it is reached, for the message (`link to`, `navigate to`). */
  via?: string;
}

/** A grid a screen declares, by id (the default `grid` included). */
export interface GridDeclaration {
  id: string;
  path: DataPath;
}

export interface ManifestReferences {
  refs: Reference[];
  grids: GridDeclaration[];
}

/** Every reference of the blocks `walk` visits, in document order (a ManifestView's walk). */
export function manifestReferences(walk: BlockWalk): ManifestReferences {
  const out: ManifestReferences = { refs: [], grids: [] };
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
    case 'cards':
      for (const [i, item] of block.items.entries())
        if (item.to !== undefined) refs.push(route(item.to, [...path, 'items', i, 'to'], 'link to'));
      return;
    case 'link':
      refs.push(route(block.to, [...path, 'to'], 'link to'));
      return;
    case 'button':
      walkAction(block.action, [...path, 'action'], refs);
      return;
    case 'buttons':
      for (const [i, item] of block.items.entries())
        walkAction(item.action, [...path, 'items', i, 'action'], refs);
      return;
    case 'dialog':
      if (block.popup !== undefined)
        refs.push({ kind: 'popup', name: block.popup, path: [...path, 'popup'] });
      walkAction(block.then, [...path, 'then'], refs);
      return;
    case 'details':
      for (const [i, item] of block.items.entries()) walkDisplay(item, [...path, 'items', i], refs);
      return;
    case 'form':
      walkFields(block.fields, [...path, 'fields'], refs);
      walkAction(block.submit?.action, [...path, 'submit', 'action'], refs);
      if (block.cancel?.navigate !== undefined)
        refs.push(route(block.cancel.navigate, [...path, 'cancel', 'navigate'], 'cancel navigates to'));
      return;
    case 'search':
      refs.push({ kind: 'grid', name: block.for, path: [...path, 'for'] });
      walkFields(block.fields, [...path, 'fields'], refs);
      return;
    case 'grid':
      out.grids.push({ id: block.id, path: [...path, 'id'] });
      if ('api' in block.source)
        refs.push({ kind: 'api', name: block.source.api, path: [...path, 'source', 'api'] });
      for (const [i, column] of block.columns.entries()) walkDisplay(column, [...path, 'columns', i], refs);
      for (const [i, row] of block.rowActions.entries())
        walkAction(row.action, [...path, 'rowActions', i, 'action'], refs);
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

function walkFields(fields: readonly FieldSpec[], path: DataPath, refs: Reference[]): void {
  for (const [f, field] of fields.entries()) {
    const at = [...path, f];
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
    walkDisplay(field, at, refs);
  }
}

function walkAction(action: Action | FollowAction | undefined, path: DataPath, refs: Reference[]): void {
  if (action === undefined) return;
  if ('navigate' in action) refs.push(route(action.navigate, [...path, 'navigate'], 'navigate to'));
  else if ('popup' in action) refs.push({ kind: 'popup', name: action.popup, path: [...path, 'popup'] });
  else if ('api' in action) {
    refs.push({ kind: 'api', name: action.api, path: [...path, 'api'] });
    walkAction(action.then, [...path, 'then'], refs);
  } else if ('confirm' in action || 'alert' in action) walkAction(action.then, [...path, 'then'], refs);
}
