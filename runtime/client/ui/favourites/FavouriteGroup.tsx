import { useId } from 'react';
import { t } from '../../i18n/index.ts';
import { favouritesVisible, menuHref } from '../../menu/index.ts';
import { useConsoleRuntime, useCurrentMenu, useSession } from '../../runtime/index.ts';
import './favourites.css';

/**
 * The 즐겨찾기 group at the top of the side menu: links in the user's order, with move up/down,
 * default-menu and delete buttons. Shown when enabled and non-empty, or always when configured.
 */
export function FavouriteGroup({ onOpen }: { onOpen: (url: string) => void }) {
  const { authenticated, favourites: list } = useSession().state;
  const { mnuId: currentId } = useCurrentMenu();
  const { config, favourites } = useConsoleRuntime();
  const headingId = useId();
  if (!authenticated || !favouritesVisible(list.length, config.management.favourites)) return null;
  return (
    <section className="c-favs" aria-labelledby={headingId}>
      <h3 id={headingId} className="c-favs__heading">
        <span aria-hidden="true">★ </span>
        {t('menu.favourites')}
      </h3>
      {list.length === 0 ? (
        <p className="c-favs__empty">{t('menu.favouritesEmpty')}</p>
      ) : (
        <ol className="c-favs__list">
          {list.map((f, i) => {
            const name = String(f.mnuNm ?? f.mnuId);
            // A script or unpermitted URL saved in the database shows as a name, not a link.
            const url = menuHref(typeof f.mnuUrl === 'string' ? f.mnuUrl : null);
            const isDefault = f.defMnuYn === 'Y';
            return (
              <li key={f.mnuId} className="c-favs__item">
                {url ? (
                  <a
                    href={url}
                    className={`c-favs__link${f.mnuId === currentId ? ' is-active' : ''}`}
                    aria-current={f.mnuId === currentId ? 'page' : undefined}
                    onClick={(e) => {
                      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                      e.preventDefault();
                      onOpen(url);
                    }}
                  >
                    {name}
                  </a>
                ) : (
                  <span className="c-favs__link">{name}</span>
                )}
                {isDefault ? <span className="c-favs__badge">{t('menu.defaultBadge')}</span> : null}
                <span className="c-favs__actions">
                  <button
                    type="button"
                    className="c-icon-btn"
                    aria-label={t('menu.favouriteMoveUp', { name })}
                    title={t('menu.favouriteMoveUp', { name })}
                    disabled={i === 0}
                    onClick={() => void favourites.move(f.mnuId, -1)}
                  >
                    <span aria-hidden="true">▲</span>
                  </button>
                  <button
                    type="button"
                    className="c-icon-btn"
                    aria-label={t('menu.favouriteMoveDown', { name })}
                    title={t('menu.favouriteMoveDown', { name })}
                    disabled={i === list.length - 1}
                    onClick={() => void favourites.move(f.mnuId, 1)}
                  >
                    <span aria-hidden="true">▼</span>
                  </button>
                  <button
                    type="button"
                    className="c-icon-btn"
                    aria-label={t('menu.favouriteDefault', { name })}
                    title={t('menu.favouriteDefault', { name })}
                    aria-pressed={isDefault}
                    onClick={() => void favourites.setDefault(isDefault ? null : f.mnuId)}
                  >
                    <span aria-hidden="true">⌂</span>
                  </button>
                  <button
                    type="button"
                    className="c-icon-btn"
                    aria-label={t('menu.favouriteDelete', { name })}
                    title={t('menu.favouriteDelete', { name })}
                    onClick={() => void favourites.remove(f.mnuId)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
