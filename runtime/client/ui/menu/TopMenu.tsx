import { t } from '../../i18n/t.ts';
import { firstPageOf, useMenuTree } from '../../menu/index.ts';
import { useNavigation } from '../../navigation/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import './menu.css';

/** The header's horizontal list of depth-1 menus, each linking to its first visible page (logged-in users only). */
export function TopMenu() {
  const tree = useMenuTree(useConsoleRuntime().device);
  const { Link } = useNavigation();
  const entries = tree
    .map((node) => ({ node, page: firstPageOf(node) }))
    .filter((e): e is { node: typeof e.node; page: NonNullable<typeof e.page> } => !!e.page);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('layout.topMenu')} className="c-topmenu">
      <ul className="c-topmenu__list">
        {entries.map(({ node, page }) => (
          <li key={node.menu.mnuId}>
            <Link to={page.menu.mnuUrl ?? '/'} className="c-topmenu__link">
              {node.menu.mnuNm ?? node.menu.mnuId}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
