import type { MenuTreeNode } from '../../menu/index.ts';
import { FavouriteToggle } from '../favourites/index.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import './layout.css';

/** The bar above a screen's content: breadcrumbs, and the favourite star for screens with a current menu. */
export function ContentHeader({ tree }: { tree: readonly MenuTreeNode[] }) {
  return (
    <div className="c-content-header">
      <Breadcrumbs tree={tree} />
      <FavouriteToggle />
    </div>
  );
}
