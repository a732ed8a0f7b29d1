import { useEffect, useId, useRef } from 'react';
import {
  type CheckTreeNode,
  checkColumns,
  isColumnTicked,
  isNodeMixed,
  isNodeTicked,
  toggleCheck,
  toggleColumn,
  toggleNode,
} from '../../../../core/form/index.ts';
import { t } from '../../../i18n/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { asList } from './fieldProps.ts';
import './checkTree.css';

/** Deeper nodes are indented as this depth (checkTree.css has a rule per depth up to it). */
const MAX_INDENT_DEPTH = 10;

type Tree = NonNullable<Parameters<FieldViewComponent>[0]['field']['tree']>;

/** The nodes written in the manifest (`tree.nodes`), else those under `tree.from` of the record, read with the tree's keys. */
function nodesOf(record: Readonly<Record<string, unknown>> | undefined, tree: Tree): CheckTreeNode[] {
  if (tree.nodes)
    return tree.nodes.map((n) => ({ id: n.id, label: n.label, depth: n.depth, checks: n.checks }));
  const list = tree.from === undefined ? undefined : record?.[tree.from];
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const row = raw as Record<string, unknown>;
    const id = row[tree.id];
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    const checks = tree.checks ? row[tree.checks] : undefined;
    return [
      {
        id: String(id),
        label: String(row[tree.label] ?? id),
        depth: Number(row[tree.depth] ?? 1) || 1,
        checks: Array.isArray(checks) ? checks.map(String) : [],
      },
    ];
  });
}

/** A native checkbox that can show the mixed state (a folder with some of its nodes ticked). */
function Box(props: {
  id?: string;
  label: string;
  checked: boolean;
  mixed?: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(props.mixed);
  }, [props.mixed]);
  return (
    <input
      ref={ref}
      id={props.id}
      type="checkbox"
      className="c-check-tree__box"
      aria-label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
    />
  );
}

/**
 * `checkTree`: a tree of checks, one row per node (indented by depth) with a box for the node and
 * one per check it has (a column each, with a 전체 box over the column). Ticking a folder ticks what
 * is under it; ticking a check ticks its node; clearing a node clears its checks. The value is the
 * ticked tokens (`id`, `id:check`): 권한 관리's menus and functions of a role.
 */
const CheckTreeInput: FieldViewComponent = ({ field, value, onChange, error, record }) => {
  const tree = field.tree as Tree;
  const nodes = nodesOf(record, tree);
  const ticked = asList(value);
  const columns = checkColumns(nodes);
  const labelOf = (check: string) => tree.checkLabels[check] ?? check;
  const captionId = useId();
  const errorId = useId();
  const disabled = field.disabled;
  return (
    <div className="c-field c-check-tree">
      <section className="c-check-tree__scroll" aria-labelledby={captionId}>
        <table className="c-check-tree__table" aria-describedby={error ? errorId : undefined}>
          <caption id={captionId} className="c-check-tree__caption">
            {field.label}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="c-check-tree__head">
                {t('screen.checkTreeName')}
              </th>
              <th scope="col" className="c-check-tree__head c-check-tree__head--box">
                {tree.nodeLabel}
              </th>
              {columns.map((check) => (
                <th key={check} scope="col" className="c-check-tree__head c-check-tree__head--box">
                  <label className="c-check-tree__all" htmlFor={`${captionId}-${check}`}>
                    <Box
                      id={`${captionId}-${check}`}
                      label={t('screen.checkTreeAll', { label: labelOf(check) })}
                      checked={isColumnTicked(nodes, ticked, check)}
                      disabled={disabled}
                      onChange={(on) => onChange(toggleColumn(nodes, ticked, check, on))}
                    />
                    <span>{labelOf(check)}</span>
                  </label>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {nodes.length === 0 ? (
              <tr>
                <td className="c-check-tree__empty" colSpan={2 + columns.length}>
                  {t('screen.checkTreeEmpty')}
                </td>
              </tr>
            ) : null}
            {nodes.map((node, i) => (
              <tr
                key={node.id}
                className={node.depth === 1 ? 'c-check-tree__row is-top' : 'c-check-tree__row'}
              >
                <th
                  scope="row"
                  className="c-check-tree__name"
                  // Indented by a stylesheet rule per depth: an inline style would break the page's CSP
                  // (style-src without 'unsafe-inline') where the server renders the screen.
                  data-depth={Math.min(Math.max(node.depth, 1), MAX_INDENT_DEPTH)}
                >
                  {node.label}
                </th>
                <td className="c-check-tree__cell">
                  <Box
                    label={`${node.label} ${tree.nodeLabel}`}
                    checked={isNodeTicked(nodes, ticked, i)}
                    mixed={isNodeMixed(nodes, ticked, i)}
                    disabled={disabled}
                    onChange={(on) => onChange(toggleNode(nodes, ticked, i, on))}
                  />
                </td>
                {columns.map((check) => (
                  <td key={check} className="c-check-tree__cell">
                    {node.checks.includes(check) ? (
                      <Box
                        label={`${node.label} ${labelOf(check)}`}
                        checked={ticked.includes(`${node.id}:${check}`)}
                        disabled={disabled}
                        onChange={(on) => onChange(toggleCheck(nodes, ticked, i, check, on))}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {field.hint ? <p className="c-field__hint c-field__hint--plain">{field.hint}</p> : null}
      {error ? (
        <p id={errorId} className="c-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};
export default CheckTreeInput;
