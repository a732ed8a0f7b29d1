import { t } from '../../i18n/index.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/** The 500 screen of a page that cannot go on (the initial data failed, …): the message and 다시 불러오기. */
export function FatalErrorScreen({ message }: { message: string }) {
  return (
    <ErrorScreen status={500} message={message}>
      <button type="button" className="c-btn c-btn--primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </ErrorScreen>
  );
}
