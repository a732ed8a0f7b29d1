import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { t as msg } from '../../i18n/index.ts';
import { ScrollStrip } from './ScrollStrip.tsx';

/** One tab: a stable id, its label and a render function called only once the tab is first shown. */
export interface TabItem {
  id: string;
  label: string;
  render: () => ReactNode;
}

/** Props of Tabs. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Tab shown first; default the first tab. */
  defaultSelected?: string;
  /** Told about every change of tab; default none. */
  onChange?: (id: string) => void;
}

/** Where each navigation key moves from tab `at` (-1 when none is selected) of `0..last`, arrows wrapping. */
const MOVES = new Map<string, (at: number, last: number) => number>([
  ['ArrowRight', (at, last) => (at === last ? 0 : at + 1)],
  ['ArrowLeft', (at, last) => (at <= 0 ? last : at - 1)],
  ['Home', () => 0],
  ['End', (_, last) => last],
]);

/**
 * WAI-ARIA tabs with automatic activation: arrows (wrapping), Home and End move and select. A panel
 * is rendered on its first visit and kept (hidden) afterwards so its state survives tab switches.
 * A list wider than the screen scrolls sideways, with held ‹ › buttons (ScrollStrip).
 */
export function Tabs({ label, tabs, defaultSelected, onChange }: TabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(defaultSelected ?? tabs[0]?.id ?? '');
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([selected]));
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setSelected(id);
    setVisited((v) => (v.has(id) ? v : new Set(v).add(id)));
    onChange?.(id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === selected);
    const last = tabs.length - 1;
    const move = MOVES.get(e.key);
    const tab = move ? tabs[move(at, last)] : undefined;
    if (!tab) return;
    e.preventDefault();
    select(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div className="c-kit-tabs">
      <ScrollStrip backLabel={msg('tabs.scrollBack')} forwardLabel={msg('tabs.scrollForward')}>
        <div role="tablist" aria-label={label} className="c-kit-tabs__list" onKeyDown={onKeyDown}>
          {tabs.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={t.id === selected}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={t.id === selected ? 0 : -1}
              className={t.id === selected ? 'c-kit-tabs__tab is-selected' : 'c-kit-tabs__tab'}
              onClick={() => select(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
      </ScrollStrip>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={t.id !== selected}
          className="c-kit-tabs__panel"
        >
          {visited.has(t.id) ? t.render() : null}
        </div>
      ))}
    </div>
  );
}
