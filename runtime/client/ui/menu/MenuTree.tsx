import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { ancestorIdsOf, type MenuTreeNode, menuHref, treeKeyAction, visibleItems } from '../../menu/index.ts';
import { usePageHref } from '../../runtime/index.ts';
import { MenuIcon, showsIcon } from './MenuIcon.tsx';
import './menu.css';

/** A plain left click: the tree navigates in the app; modified clicks keep the browser's behaviour. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The menu as a WAI-ARIA tree: one tab stop (roving tabindex), arrows, Home/End, Enter opens a
 * menu's URL through `onOpen`. An entry shows its `iconSrc` (MenuIcon; a folder without one, the
 * folder icon); the current menu's link has `aria-current="page"` and its ancestors start expanded. A URL the browser may not open
 * (`menuHref`: `javascript:`, `data:`, an unpermitted origin) is no link: the entry is a label, and
 * choosing it hands the URL to `onOpen`, which refuses it.
 */
export function MenuTree({
  tree,
  currentId,
  onOpen,
  label = t('menu.tree'),
}: {
  tree: readonly MenuTreeNode[];
  currentId: string | null;
  onOpen: (url: string) => void;
  label?: string;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(ancestorIdsOf(tree, currentId)),
  );
  const items = useMemo(() => visibleItems(tree, expanded), [tree, expanded]);
  const [active, setActive] = useState<string | null>(null);
  const pageHref = usePageHref();
  const refs = useRef(new Map<string, HTMLLIElement>());

  // A new current menu opens its ancestors (earlier folders the user opened stay open).
  useEffect(() => {
    const ancestors = ancestorIdsOf(tree, currentId);
    if (ancestors.length === 0) return;
    setExpanded((prev) => (ancestors.every((id) => prev.has(id)) ? prev : new Set([...prev, ...ancestors])));
  }, [tree, currentId]);

  const tabStop =
    (active && items.some((i) => i.id === active) && active) ||
    (currentId && items.some((i) => i.id === currentId) && currentId) ||
    items[0]?.id;

  const focusItem = (id: string) => {
    setActive(id);
    refs.current.get(id)?.focus();
  };
  const toggle = (id: string, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  function onKeyDown(e: KeyboardEvent, id: string) {
    const action = treeKeyAction(items, expanded, id, e.key);
    if (action.kind === 'none') return;
    e.preventDefault();
    e.stopPropagation();
    if (action.kind === 'focus') focusItem(action.id);
    else if (action.kind === 'expand') toggle(action.id, true);
    else if (action.kind === 'collapse') toggle(action.id, false);
    else onOpen(action.url);
  }

  // An entry without an icon among siblings with one keeps an icon's space: the names line up.
  const renderLevel = (nodes: readonly MenuTreeNode[]) => {
    const blank = nodes.some((n) => showsIcon(n.menu.iconSrc, n.folder));
    return nodes.map((n) => renderNode(n, blank));
  };
  const renderNode = (node: MenuTreeNode, blank: boolean) => {
    const { mnuId, mnuNm, mnuUrl } = node.menu;
    const href = menuHref(mnuUrl);
    const hasChildren = node.children.length > 0;
    const open = hasChildren && expanded.has(mnuId);
    const labelId = `c-tree-${mnuId}`;
    const name = mnuNm ?? mnuId;
    return (
      <li
        key={mnuId}
        ref={(el) => {
          if (el) refs.current.set(mnuId, el);
          else refs.current.delete(mnuId);
        }}
        role="treeitem"
        aria-level={node.depth}
        aria-expanded={hasChildren ? open : undefined}
        aria-selected={mnuId === currentId}
        aria-labelledby={labelId}
        tabIndex={mnuId === tabStop ? 0 : -1}
        className={`c-tree__item c-tree__item--depth-${Math.min(node.depth, 4)}`}
        onKeyDown={(e) => onKeyDown(e, mnuId)}
        onFocus={(e) => {
          if (e.target === e.currentTarget) setActive(mnuId);
        }}
      >
        <div className="c-tree__row">
          <MenuIcon iconSrc={node.menu.iconSrc} folder={node.folder} open={open} blank={blank} />
          {href ? (
            <a
              id={labelId}
              href={pageHref(href)}
              tabIndex={-1}
              className={`c-tree__link${mnuId === currentId ? ' is-active' : ''}`}
              aria-current={mnuId === currentId ? 'page' : undefined}
              onClick={(e) => {
                if (!plainClick(e)) return;
                e.preventDefault();
                setActive(mnuId);
                onOpen(href);
              }}
            >
              {name}
            </a>
          ) : (
            // biome-ignore lint/a11y/noStaticElementInteractions: the treeitem handles the keyboard; a click here is a mouse shortcut
            // biome-ignore lint/a11y/useKeyWithClickEvents: same
            <span
              id={labelId}
              className="c-tree__label"
              onClick={() => {
                setActive(mnuId);
                if (hasChildren) toggle(mnuId, !open);
                else if (mnuUrl) onOpen(mnuUrl);
              }}
            >
              {name}
            </span>
          )}
        </div>
        {open ? (
          // biome-ignore lint/a11y/useSemanticElements: a WAI-ARIA tree's subtree is a list with role group
          <ul role="group" className="c-tree__group">
            {renderLevel(node.children)}
          </ul>
        ) : null}
      </li>
    );
  };

  if (tree.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA tree pattern on a list
    <ul role="tree" aria-label={label} className="c-tree">
      {renderLevel(tree)}
    </ul>
  );
}
