import { useSnapshot } from 'valtio';
import { idleWarningLead, isIdleWarning } from '../../../core/session/index.ts';
import { t } from '../../i18n/index.ts';
import { useConsoleRuntime } from '../../runtime/index.ts';
import { POINTER_ACTIVITY_IGNORED } from '../../session/index.ts';
import { Button, Modal } from '../kit/index.ts';

/**
 * The idle warning (fidelity.md, KWCAG 2.2.1): `auth.idleWarningSeconds` before idle auto-logout a
 * dialog counts down, announced politely, with 연장 (extends every tab) and 로그아웃. Any key,
 * pointer or scroll also extends, so the dialog closes by itself when the user comes back; a press
 * on the dialog or its backdrop does not (it would close the dialog under the pointer and click
 * the page beneath), only its buttons and keys do.
 */
export function IdleWarning() {
  const { config, session, sessionState } = useConsoleRuntime();
  const { idleSecondsLeft } = useSnapshot(sessionState);
  const lead = idleWarningLead(config.auth.autoLogoutSeconds, config.auth.idleWarningSeconds);
  const open = isIdleWarning(idleSecondsLeft, lead);
  return (
    <Modal
      open={open}
      onClose={() => session.extend()}
      title={t('idle.title')}
      size="small"
      markers={{ [POINTER_ACTIVITY_IGNORED]: '' }}
      footer={
        <>
          <Button variant="secondary" onClick={() => void session.logout()}>
            {t('layout.logout')}
          </Button>
          <Button variant="primary" onClick={() => session.extend()}>
            {t('idle.extend')}
          </Button>
        </>
      }
    >
      <p className="c-idle-warning" aria-live="polite" aria-atomic="true">
        {t('idle.countdown', { seconds: idleSecondsLeft ?? 0 })}
      </p>
      <p>{t('idle.hint')}</p>
    </Modal>
  );
}
