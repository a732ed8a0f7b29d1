import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import type { MessageKey } from '../../../core/i18n/messagesKo.ts';
import type { ScreenMeta } from '../../../core/screen/screenMeta.ts';
import { screenMetas } from '../../generated/routeTree.gen.ts';
import { t } from '../../i18n/t.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Screens of the same area (first two path segments), listed in the side menu until menus load. */
function siblingsOf(meta: ScreenMeta | undefined): readonly ScreenMeta[] {
  if (!meta) return [];
  const area = meta.path.split('/').slice(0, 3).join('/');
  return screenMetas.filter((s) => s.layout === 'side' && s.path.startsWith(`${area}/`));
}

function headingOf(meta: ScreenMeta | undefined): string {
  const key = `layout.side.heading.${meta?.name ?? ''}` as MessageKey;
  const named = meta?.name ? t(key) : undefined;
  return named && named !== key ? named : t('layout.side.heading');
}

/** `side`: header, a side menu whose heading follows the route name, and the content column. */
export function SideLayout({ meta, children }: { meta: ScreenMeta | undefined; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const headingId = useId();
  return (
    <div className="c-layout c-layout--side">
      <Header>
        <button
          type="button"
          className="c-side-toggle"
          aria-controls={navId}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span>
          <span className="c-visually-hidden">{t('layout.menuToggle')}</span>
        </button>
      </Header>
      <div className="c-side">
        <aside className={`c-side__menu${open ? ' is-open' : ''}`} id={navId}>
          <h2 id={headingId} className="c-side__heading">
            {headingOf(meta)}
          </h2>
          <nav aria-label={t('layout.menu')}>
            <ul className="c-side__list">
              {siblingsOf(meta).map((s) => (
                <li key={s.path}>
                  <Link
                    to={decodeURIComponent(s.path) as '/'}
                    className="c-side__link"
                    activeProps={{ 'aria-current': 'page', className: 'is-active' }}
                    onClick={() => setOpen(false)}
                  >
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main id="content" className="c-main c-side__content">
          {children}
        </main>
      </div>
      <Footer />
    </div>
  );
}
