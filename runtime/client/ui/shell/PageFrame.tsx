import { Menu } from 'lucide-react';
import { CONSOLE_FRAME_ID } from '../../../core/pages/index.ts';

/**
 * What the console page paints from its HTML while its scripts load, in a tab that holds a session
 * (`console build` renders it into index.html; `PAGE_SCRIPT` shows it): the header's bar with ☰ and
 * the system title where ConsoleShell's header comes, hidden from assistive technology (the
 * header that replaces it is read). The router's first render removes it (App).
 */
export function PageFrame({ title }: { title: string }) {
  return (
    <div id={CONSOLE_FRAME_ID} className="c-frame" aria-hidden="true">
      <div className="c-header">
        <span className="c-shell__toggle">
          <Menu aria-hidden="true" size={18} />
        </span>
        <span className="c-header__title">{title}</span>
      </div>
    </div>
  );
}
