import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { MessageKey } from '../../../core/i18n/messagesKo.ts';
import type { ScreenMeta } from '../../../core/screen/screenMeta.ts';
import { t } from '../../i18n/t.ts';
import { useMenuTree } from '../../menu/index.ts';
import { useNavigation } from '../../navigation/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { currentMenu, session } from '../../session/index.ts';
import { FavouriteGroup } from '../favourites/FavouriteGroup.tsx';
import { MenuTree } from '../menu/MenuTree.tsx';
import { ContentHeader } from './ContentHeader.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import './layout.css';

function headingOf(meta: ScreenMeta | undefined): string {
  const key = `layout.side.heading.${meta?.name ?? ''}` as MessageKey;
  const named = meta?.name ? t(key) : undefined;
  return named && named !== key ? named : t('layout.side.heading');
}

/**
 * `side`: header, a side menu (favourites, then the menu tree) whose heading follows the route
 * name, and the content column. Below M (960 px) the menu is a drawer behind a toggle button that
 * closes on navigation and on Escape.
 */
export function SideLayout({ meta, children }: { meta: ScreenMeta | undefined; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tree = useMenuTree(useConsoleRuntime().device);
  const { mnuId } = useSnapshot(currentMenu);
  const { authenticated } = useSnapshot(session);
  const { navigate } = useNavigation();
  const location = useLocation();
  // A menu URL is a percent-encoded path, possibly with a query: the navigation takes it as it is.
  const onOpen = useCallback((url: string) => void navigate(url), [navigate]);

  // Any navigation closes the drawer.
  useEffect(() => {
    void location.href;
    setOpen(false);
  }, [location.href]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="c-layout c-layout--side">
      <Header>
        {authenticated ? (
          <button
            ref={toggleRef}
            type="button"
            className="c-side-toggle"
            aria-controls={navId}
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            <span aria-hidden="true">☰</span>
            <span className="c-visually-hidden">{t('layout.menuToggle')}</span>
          </button>
        ) : null}
      </Header>
      <div className="c-side">
        <aside className={`c-side__menu${open ? ' is-open' : ''}`} id={navId} aria-labelledby={headingId}>
          <h2 id={headingId} className="c-side__heading">
            {headingOf(meta)}
          </h2>
          {authenticated ? (
            <nav aria-label={t('layout.menu')}>
              <FavouriteGroup onOpen={onOpen} />
              <MenuTree tree={tree} currentId={mnuId} onOpen={onOpen} />
            </nav>
          ) : null}
        </aside>
        <main id="content" className="c-main c-side__content">
          <ContentHeader />
          {children}
        </main>
      </div>
      <Footer />
    </div>
  );
}
