export { FavouriteGroup } from './FavouriteGroup.tsx';
export { FavouriteToggle } from './FavouriteToggle.tsx';
