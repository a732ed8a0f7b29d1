export { MenuSearch } from './MenuSearch.tsx';
export { MenuTree } from './MenuTree.tsx';
