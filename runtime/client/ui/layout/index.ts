export { Breadcrumbs } from './Breadcrumbs.tsx';
export { ConsoleShell, DRAWER_QUERY, MENU_COLLAPSED_KEY } from './ConsoleShell.tsx';
export { ContentHeader } from './ContentHeader.tsx';
export { Footer } from './Footer.tsx';
export { CONFIG_PATH, Header } from './Header.tsx';
