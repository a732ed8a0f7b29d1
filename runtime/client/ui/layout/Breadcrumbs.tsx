import { crumbTrail, menuTrail } from '../../../core/menu/index.ts';
import { t } from '../../i18n/index.ts';
import { firstPageOf, type MenuTreeNode } from '../../menu/index.ts';
import { useNavigation } from '../../navigation/index.ts';
import { useConsoleRuntime, useCurrentMenu } from '../../runtime/index.ts';
import './layout.css';

/** 홈 › folders › the current menu, from the user's menu tree; nothing off the tree. */
export function Breadcrumbs({ tree }: { tree: readonly MenuTreeNode[] }) {
  const { mnuId } = useCurrentMenu();
  const { config } = useConsoleRuntime();
  const { Link } = useNavigation();
  const trail = crumbTrail(menuTrail(tree, mnuId), t('layout.home'));
  if (trail.length === 0) return null;
  const nodes = new Map<string, MenuTreeNode>();
  const index = (list: readonly MenuTreeNode[]) => {
    for (const n of list) {
      nodes.set(n.menu.mnuId, n);
      index(n.children);
    }
  };
  index(tree);
  return (
    <nav aria-label={t('layout.breadcrumbs')} className="c-crumbs">
      <ol className="c-crumbs__list">
        <li>
          <Link to={config.management.mainPath} className="c-crumbs__link">
            {t('layout.home')}
          </Link>
        </li>
        {trail.map((menu, i) => {
          const name = menu.mnuNm || menu.mnuId;
          const last = i === trail.length - 1;
          const page = last ? undefined : nodes.get(menu.mnuId);
          const target = page ? firstPageOf(page)?.menu.mnuUrl : undefined;
          return (
            <li key={menu.mnuId}>
              {last ? (
                <span aria-current="page">{name}</span>
              ) : target ? (
                <Link to={target} className="c-crumbs__link">
                  {name}
                </Link>
              ) : (
                <span>{name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
