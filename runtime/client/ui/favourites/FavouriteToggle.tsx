import { Star } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import { isFavourite } from '../../menu/index.ts';
import { useConsoleRuntime, useCurrentMenu, useSession } from '../../runtime/index.ts';
import './favourites.css';

/** The star in a screen's header: adds or removes the current menu from the favourites. */
export function FavouriteToggle() {
  const { authenticated, favourites: list } = useSession().state;
  const { config, favourites } = useConsoleRuntime();
  const { mnuId } = useCurrentMenu();
  const [busy, setBusy] = useState(false);
  if (!authenticated || !mnuId || !config.management.favourites.enabled) return null;
  const on = isFavourite(list, mnuId);
  return (
    <button
      type="button"
      className={`c-fav-toggle${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={on ? t('menu.favouriteRemove') : t('menu.favouriteAdd')}
      title={on ? t('menu.favouriteRemove') : t('menu.favouriteAdd')}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await (on ? favourites.remove(mnuId) : favourites.add(mnuId));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Star aria-hidden="true" size={18} fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
