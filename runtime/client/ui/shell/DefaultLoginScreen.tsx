import { t } from '../../i18n/index.ts';
import { LoginPanel } from '../auth/index.ts';
// A screen without a manifest: the screen's spacing and the panel its form sits on, as ScreenView has them.

/** The login page of a console with no manifest at `auth.loginPath`: the title and the login form. */
export default function DefaultLoginScreen() {
  return (
    <article className="c-screen">
      <h1 className="c-screen__title">{t('layout.login')}</h1>
      <LoginPanel saveId />
    </article>
  );
}
