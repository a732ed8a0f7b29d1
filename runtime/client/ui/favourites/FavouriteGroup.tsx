import { ChevronDown, ChevronUp, Ellipsis, House, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { t } from '../../i18n/index.ts';
import { favouritesVisible, menuHref } from '../../menu/index.ts';
import { useConsoleRuntime, useCurrentMenu, useSession } from '../../runtime/index.ts';
import { MenuButton } from '../kit/index.ts';
import './favourites.css';

/**
 * The 즐겨찾기 group at the top of the side menu: links in the user's order, each with a menu
 * (⋯, named after the favourite) of 위로, 아래로, 기본 메뉴로 지정 (or 해제) and 삭제. Shown when enabled and non-empty, or always when configured.
 */
export function FavouriteGroup({ onOpen }: { onOpen: (url: string) => void }) {
  const { authenticated, favourites: list } = useSession().state;
  const { mnuId: currentId } = useCurrentMenu();
  const { config, favourites, href: pageHref } = useConsoleRuntime();
  const headingId = useId();
  if (!authenticated || !favouritesVisible(list.length, config.management.favourites)) return null;
  return (
    <section className="c-favs" aria-labelledby={headingId}>
      <h3 id={headingId} className="c-favs__heading">
        <Star aria-hidden="true" size={14} fill="currentColor" />
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
                    href={pageHref(url)}
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
                <MenuButton
                  className="c-btn c-btn--text c-favs__more"
                  label={<Ellipsis aria-hidden="true" size={16} />}
                  ariaLabel={t('menu.favouriteActions', { name })}
                >
                  {(close) =>
                    (
                      [
                        [ChevronUp, t('menu.favouriteUp'), i === 0, () => favourites.move(f.mnuId, -1)],
                        [
                          ChevronDown,
                          t('menu.favouriteDown'),
                          i === list.length - 1,
                          () => favourites.move(f.mnuId, 1),
                        ],
                        [
                          House,
                          isDefault ? t('menu.favouriteUndefault') : t('menu.favouriteSetDefault'),
                          false,
                          () => favourites.setDefault(isDefault ? null : f.mnuId),
                        ],
                        [Trash2, t('menu.favouriteRemoveItem'), false, () => favourites.remove(f.mnuId)],
                      ] as const
                    ).map(([Glyph, label, off, run]) => (
                      <button
                        key={label}
                        type="button"
                        role="menuitem"
                        className={Glyph === Trash2 ? 'is-danger' : undefined}
                        disabled={off}
                        onClick={() => {
                          close();
                          void run();
                        }}
                      >
                        <Glyph aria-hidden="true" size={16} />
                        {label}
                      </button>
                    ))
                  }
                </MenuButton>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
