/** Makes `<project>/node_modules` with a link to each package of `<root>/node_modules` (no `.vite*`). */
export function linkNodeModules(root: string, project: string): void;
