import { type KeyboardEvent, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { closeAllTabs, closeOtherTabs, closeTabsRightOf, type TabList } from '../../../core/tabs/index.ts';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { MenuPopup } from '../kit/index.ts';
import { paneIdOf, tabIdOf } from './tabIds.ts';
import './tabs.css';

/**
 * The tab bar of tab mode: one `role="tab"` per open tab (arrow keys, Home and End move between
 * tabs and activate them, Delete closes the focused one), a × close button on every non-pinned
 * tab, and buttons that close the other tabs or all of them. A tab's context menu (right click,
 * Shift+F10 or the menu key) offers 새로고침, 닫기, 다른 탭 닫기 and 오른쪽 탭 닫기.
 */
export function TabBar() {
  const { tabs: tabsRuntime, unsaved } = useConsoleRuntime();
  const snap = useSnapshot(tabsRuntime.state);
  const { tabs, active } = snap;
  // Closing a tab releases its screen: a form with unsaved edits in a closing pane asks first.
  const closing = async (paths: readonly string[], close: () => void) => {
    if (await unsaved.confirmLeave(paths.map((p) => document.getElementById(paneIdOf(p))))) close();
  };
  // The tabs an action would close: what the list has that the list after it (core/tabs) has not.
  const closedBy = (next: TabList) =>
    tabs.filter((x) => !next.tabs.some((n) => n.path === x.path)).map((x) => x.path);
  const others = (path: string) => closedBy(closeOtherTabs(snap, path));
  const rightOf = (path: string) => closedBy(closeTabsRightOf(snap, path));
  const all = () => closedBy(closeAllTabs(snap));
  const tabActions = {
    activate: tabsRuntime.actions.activate,
    close: (path: string) => void closing([path], () => tabsRuntime.actions.close(path)),
    closeOthers: (path: string) => void closing(others(path), () => tabsRuntime.actions.closeOthers(path)),
    closeAll: () => void closing(all(), () => tabsRuntime.actions.closeAll()),
    closeRight: (path: string) => void closing(rightOf(path), () => tabsRuntime.actions.closeRight(path)),
    reload: (path: string) => void closing([path], () => tabsRuntime.actions.reload(path)),
  };
  // The tab whose context menu is open.
  const [menuOf, setMenuOf] = useState<string | null>(null);
  const menuAnchor = useRef<HTMLSpanElement>(null);

  const focusTab = (path: string | undefined) => {
    if (!path) return;
    tabActions.activate(path);
    document.getElementById(tabIdOf(path))?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const path = tabs[index]?.path;
    if (!path) return;
    const moves: Record<string, number | undefined> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[e.key];
    if (to !== undefined) {
      e.preventDefault();
      focusTab(tabs[to]?.path);
    } else if (e.key === 'Delete' && !tabs[index]?.pinned) {
      e.preventDefault();
      tabActions.close(path);
    } else if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
      e.preventDefault();
      setMenuOf(path);
    }
  };

  return (
    <div className="c-tabs__bar">
      <div className="c-tabs__list" role="tablist" aria-label={t('tabs.label')}>
        {tabs.map((tab, i) => {
          const selected = tab.path === active;
          return (
            <span
              key={tab.path}
              ref={menuOf === tab.path ? menuAnchor : undefined}
              className={`c-tabs__item${selected ? ' is-active' : ''}`}
            >
              <button
                type="button"
                role="tab"
                id={tabIdOf(tab.path)}
                className="c-tabs__tab"
                aria-selected={selected}
                aria-controls={paneIdOf(tab.path)}
                tabIndex={selected ? 0 : -1}
                onClick={() => tabActions.activate(tab.path)}
                onKeyDown={(e) => onKeyDown(e, i)}
                onContextMenu={(e) => {
                  e.preventDefault();
                  setMenuOf(tab.path);
                }}
              >
                {tab.title}
              </button>
              {tab.pinned ? null : (
                <button
                  type="button"
                  className="c-tabs__close"
                  aria-label={t('tabs.close')}
                  title={`${tab.title} ${t('tabs.close')}`}
                  onClick={() => tabActions.close(tab.path)}
                >
                  ×
                </button>
              )}
              {menuOf === tab.path ? (
                <MenuPopup
                  within={menuAnchor}
                  label={t('tabs.menu', { title: tab.title })}
                  align="start"
                  onClose={(refocus) => {
                    setMenuOf(null);
                    if (refocus) document.getElementById(tabIdOf(tab.path))?.focus();
                  }}
                >
                  {(
                    [
                      ['tabs.reload', () => tabActions.reload(tab.path), false],
                      ['tabs.closeThis', () => tabActions.close(tab.path), !!tab.pinned],
                      [
                        'tabs.closeOthers',
                        () => tabActions.closeOthers(tab.path),
                        others(tab.path).length === 0,
                      ],
                      [
                        'tabs.closeRight',
                        () => tabActions.closeRight(tab.path),
                        rightOf(tab.path).length === 0,
                      ],
                    ] as const
                  ).map(([key, run, off]) => (
                    <button
                      key={key}
                      type="button"
                      role="menuitem"
                      disabled={off}
                      onClick={() => {
                        setMenuOf(null);
                        run();
                      }}
                    >
                      {t(key)}
                    </button>
                  ))}
                </MenuPopup>
              ) : null}
            </span>
          );
        })}
      </div>
      <div className="c-tabs__actions">
        <button
          type="button"
          className="c-btn c-btn--small"
          disabled={!active || others(active).length === 0}
          onClick={() => active && tabActions.closeOthers(active)}
        >
          {t('tabs.closeOthers')}
        </button>
        <button
          type="button"
          className="c-btn c-btn--small"
          disabled={all().length === 0}
          onClick={() => tabActions.closeAll()}
        >
          {t('tabs.closeAll')}
        </button>
      </div>
    </div>
  );
}
