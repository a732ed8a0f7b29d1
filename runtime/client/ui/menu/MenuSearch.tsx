import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { searchMenus } from '../../../core/menu/index.ts';
import { t } from '../../i18n/index.ts';
import { type MenuTreeNode, menuHref } from '../../menu/index.ts';
import { usePageHref } from '../../runtime/index.ts';
import { MenuIcon } from './MenuIcon.tsx';
import './menu.css';

/**
 * 메뉴 검색 above the side tree: names (also by initial consonants, `ㅁㄴㄱㄹ` → 메뉴 관리) and ids.
 * While there is a query the results replace the tree: each a link with its folders, Enter opens
 * the first. Escape clears the query.
 */
export function MenuSearch({
  tree,
  onOpen,
  children,
}: {
  tree: readonly MenuTreeNode[];
  onOpen: (url: string) => void;
  /** What shows without a query (favourites and the tree). */
  children: React.ReactNode;
}) {
  const [query, setQuery] = useState('');
  const pageHref = usePageHref();
  const inputId = useId();
  const statusId = useId();
  const hits = useMemo(() => searchMenus(tree, query, 30), [tree, query]);
  const open = (url: string) => {
    setQuery('');
    onOpen(url);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && query) {
      e.stopPropagation();
      setQuery('');
    } else if (e.key === 'Enter' && hits[0]?.menu.mnuUrl) {
      e.preventDefault();
      open(hits[0].menu.mnuUrl);
    }
  };
  const searching = query.trim() !== '';
  return (
    <>
      <search className="c-menu-search">
        <label htmlFor={inputId} className="c-visually-hidden">
          {t('menu.search')}
        </label>
        <input
          id={inputId}
          type="search"
          className="c-input c-menu-search__input"
          placeholder={t('menu.searchPlaceholder')}
          autoComplete="off"
          value={query}
          aria-describedby={searching ? statusId : undefined}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </search>
      {searching ? (
        <section className="c-menu-search__results" aria-label={t('menu.searchResults')}>
          <p id={statusId} className="c-menu-search__count" role="status">
            {hits.length ? t('menu.searchCount', { count: hits.length }) : t('menu.searchNone')}
          </p>
          <ul className="c-menu-search__list">
            {hits.map(({ menu, path }) => (
              <li key={menu.mnuId}>
                <a
                  // A script or unpermitted URL is never an href; choosing it reaches onOpen, which refuses it.
                  href={pageHref(menuHref(menu.mnuUrl) ?? '/')}
                  className="c-menu-search__link"
                  onClick={(e) => {
                    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    open(menu.mnuUrl ?? '/');
                  }}
                >
                  <span className="c-menu-search__name">
                    <MenuIcon iconSrc={menu.iconSrc as string | null | undefined} />
                    {menu.mnuNm || menu.mnuId}
                  </span>
                  {path.length ? <span className="c-menu-search__path">{path.join(' › ')}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        children
      )}
    </>
  );
}
