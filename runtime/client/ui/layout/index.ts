export { Breadcrumbs } from './Breadcrumbs.tsx';
export { ConsoleShell } from './ConsoleShell.tsx';
export { ContentHeader } from './ContentHeader.tsx';
export { DRAWER_QUERY } from './drawerQuery.ts';
export { Footer } from './Footer.tsx';
export { CONFIG_PATH, Header } from './Header.tsx';
