import { FavouriteToggle } from '../favourites/FavouriteToggle.tsx';
import './layout.css';

/** The bar above a screen's content: the favourite star for screens that have a current menu. */
export function ContentHeader() {
  return (
    <div className="c-content-header">
      <FavouriteToggle />
    </div>
  );
}
