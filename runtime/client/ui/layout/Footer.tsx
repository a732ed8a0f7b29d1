import { t } from '../../i18n/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import './layout.css';

export function Footer() {
  const { config } = useConsoleRuntime();
  return (
    <footer className="c-footer">
      <span>{t('layout.footer')}</span>
      <span className="c-footer__version">
        {config.app.title} v{config.app.version}
      </span>
    </footer>
  );
}
