import { useLocation } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ScreenMeta } from '../../../core/screen/index.ts';
import { t } from '../../i18n/index.ts';
import { openMenuUrl } from '../../menu/index.ts';
import { useNavigation } from '../../navigation/index.ts';
import { useCurrentMenu, useDialog, useMenuTree, useSession, useUserSettings } from '../../runtime/index.ts';
import { FavouriteGroup } from '../favourites/index.ts';
import { useFocusTrap } from '../kit/useFocusTrap.ts';
import { useMediaQuery } from '../kit/useMediaQuery.ts';
import { MenuSearch, MenuTree } from '../menu/index.ts';
import { ContentHeader } from './ContentHeader.tsx';
import { DRAWER_QUERY } from './drawerQuery.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import './layout.css';

/**
 * The console's one shell, for every layout (fidelity.md): a sticky header (☰, system title, the
 * user menu), a side menu (메뉴 검색, 즐겨찾기, the tree) that collapses on desktop (the user's 화면
 * 설정, kept per user) and is a drawer below 960 px (backdrop, Escape, an outside tap or a choice closes it;
 * focus trapped inside and returned to ☰), breadcrumbs and the content. Layouts differ only in
 * what the content area gets: `main` (the home page) no breadcrumbs, `default` and `side` the
 * breadcrumbs above the content.
 */
export function ConsoleShell({
  layout,
  children,
}: {
  layout: Exclude<ScreenMeta['layout'], 'none'>;
  children: ReactNode;
}) {
  const tree = useMenuTree();
  const { mnuId } = useCurrentMenu();
  const { authenticated } = useSession().state;
  const { navigate } = useNavigation();
  const dialog = useDialog();
  const location = useLocation();
  const drawer = useMediaQuery(DRAWER_QUERY);
  const { values: settingsValues, settings } = useUserSettings();
  const collapsed = settingsValues.menuCollapsed === true;
  const [open, setOpen] = useState(false);
  const sideId = useId();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sideRef = useRef<HTMLElement>(null);
  const hasMenu = authenticated && tree.length > 0;
  const drawerOpen = drawer && open && hasMenu;
  const trapTab = useFocusTrap(sideRef, drawerOpen, { returnTo: toggleRef, initial: 'input' });
  // A menu URL is a percent-encoded path, possibly with a query: the navigation takes it as it is.
  // A script or unpermitted external URL saved in the database is refused with a message instead.
  const onOpen = useCallback(
    (url: string) => void openMenuUrl(url, { navigate, refuse: () => dialog.alert(t('menu.refusedUrl')) }),
    [navigate, dialog],
  );

  // Any navigation closes the drawer; leaving the drawer width closes it too.
  useEffect(() => {
    void location.href;
    setOpen(false);
  }, [location.href]);
  useEffect(() => {
    if (!drawer) setOpen(false);
  }, [drawer]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const toggle = () => {
    if (drawer) {
      setOpen((v) => !v);
      return;
    }
    settings.update({ menuCollapsed: collapsed ? undefined : true });
  };
  const expanded = drawer ? drawerOpen : !collapsed;
  const menuButton = hasMenu ? (
    <button
      ref={toggleRef}
      type="button"
      className="c-shell__toggle"
      aria-controls={sideId}
      aria-expanded={expanded}
      aria-label={
        drawer ? t('layout.menuOpen') : collapsed ? t('layout.menuExpand') : t('layout.menuCollapse')
      }
      onClick={toggle}
    >
      <Menu aria-hidden="true" size={18} />
    </button>
  ) : null;

  const classes = ['c-shell', `c-shell--${layout}`];
  if (hasMenu && !drawer && collapsed) classes.push('is-collapsed');
  if (drawerOpen) classes.push('is-drawer-open');
  return (
    <div className={classes.join(' ')}>
      <Header>{menuButton}</Header>
      <div className="c-shell__body">
        {hasMenu ? (
          <>
            {drawerOpen ? (
              <div className="c-shell__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
            ) : null}
            <aside
              ref={sideRef}
              id={sideId}
              className="c-shell__side"
              aria-labelledby={headingId}
              {...(drawerOpen ? { role: 'dialog', 'aria-modal': true } : {})}
              hidden={drawer ? !drawerOpen : collapsed}
              onKeyDown={drawerOpen ? trapTab : undefined}
            >
              <h2 id={headingId} className="c-shell__heading">
                {t('layout.side.heading')}
              </h2>
              <nav aria-label={t('layout.menu')}>
                <MenuSearch tree={tree} onOpen={onOpen}>
                  <FavouriteGroup onOpen={onOpen} />
                  <MenuTree tree={tree} currentId={mnuId} onOpen={onOpen} />
                </MenuSearch>
              </nav>
            </aside>
          </>
        ) : null}
        <main id="content" className={`c-main c-main--${layout}`}>
          <ContentHeader tree={layout === 'main' ? [] : tree} />
          {children}
        </main>
      </div>
      <Footer />
    </div>
  );
}
