import { Children, type ReactNode } from 'react';

/** Props of Cards. */
export interface CardsProps {
  /** Cards per row on wide screens, 1 to 4; narrower screens use fewer. Default 3. */
  columns?: 1 | 2 | 3 | 4 | undefined;
  /** Accessible name of the list; default none. */
  label?: string | undefined;
  /** The cards; each becomes one list item. */
  children: ReactNode;
}

/** A responsive grid of cards as a list (so "N items" is announced): 4 → 2 → 1 columns as the screen narrows. */
export function Cards({ columns = 3, label, children }: CardsProps) {
  return (
    <ul className={`c-cards c-cards--${columns}`} aria-label={label}>
      {/* Children.map keys each li after its card; empty children (null, false) get no item. */}
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === 'boolean' ? null : <li>{child}</li>,
      )}
    </ul>
  );
}
