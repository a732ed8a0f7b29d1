import { t } from '../../i18n/t.ts';
import LoginPanel from '../auth/LoginPanel.tsx';

/** The login page of a console with no manifest at `auth.loginPath`: the title and the login form. */
export default function DefaultLoginScreen() {
  return (
    <article className="c-screen">
      <h1 className="c-screen__title">{t('layout.login')}</h1>
      <LoginPanel saveId />
    </article>
  );
}
