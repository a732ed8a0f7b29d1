import { useId, useRef, useState } from 'react';
import {
  EMPTY_GRID_PREFS,
  type GridPrefs,
  moveColumn,
  orderColumns,
  setColumnHidden,
} from '../../../core/grid/index.ts';
import { tShell } from '../../i18n/index.ts';
import { Button } from './Button.tsx';
import { useClickOutside } from './useClickOutside.ts';

/** Props of GridColumnSettings. */
export interface GridColumnSettingsProps {
  columns: readonly { key: string; label: string }[];
  prefs: GridPrefs;
  onChange: (prefs: GridPrefs) => void;
}

/**
 * 열 설정: a button opening a panel where each column can be shown or hidden and moved up or
 * down (the last visible column stays), and 초기화 restores the manifest's columns. Escape or a
 * click outside closes it.
 */
export function GridColumnSettings({ columns, prefs, onChange }: GridColumnSettingsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useClickOutside(boxRef, () => setOpen(false));
  const keys = columns.map((c) => c.key);
  const ordered = orderColumns(columns, prefs);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the popover closes it
    <div
      ref={boxRef}
      className="c-grid-settings"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <Button
        ref={buttonRef}
        variant="secondary"
        className="c-btn--small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {tShell('grid.columns')}
      </Button>
      {open ? (
        <fieldset id={panelId} className="c-grid-settings__panel">
          <legend className="c-visually-hidden">{tShell('grid.columns')}</legend>
          <ul className="c-grid-settings__list">
            {ordered.map((c, i) => (
              <li key={c.key} className="c-grid-settings__item">
                <label className="c-check">
                  <input
                    type="checkbox"
                    checked={!prefs.hidden.includes(c.key)}
                    onChange={(e) => onChange(setColumnHidden(prefs, keys, c.key, !e.target.checked))}
                  />
                  {c.label}
                </label>
                <span className="c-grid-settings__moves">
                  <button
                    type="button"
                    className="c-icon-btn"
                    aria-label={tShell('grid.columnUp', { name: c.label })}
                    disabled={i === 0}
                    onClick={() => onChange(moveColumn(prefs, keys, c.key, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="c-icon-btn"
                    aria-label={tShell('grid.columnDown', { name: c.label })}
                    disabled={i === ordered.length - 1}
                    onClick={() => onChange(moveColumn(prefs, keys, c.key, 1))}
                  >
                    ↓
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <Button variant="text" onClick={() => onChange(EMPTY_GRID_PREFS)}>
            {tShell('grid.columnsReset')}
          </Button>
        </fieldset>
      ) : null}
    </div>
  );
}
