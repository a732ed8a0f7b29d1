import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n/index.ts';
import { Button } from './Button.tsx';
import { useFocusTrap } from './useFocusTrap.ts';
import { Z_INDEX } from './zIndex.ts';

/** Props of Modal. */
export interface ModalProps {
  /** Shown while true; closing returns focus to whatever had it when the modal opened. */
  open: boolean;
  /** Called on Escape, the 닫기 button and (if enabled) a click on the backdrop. */
  onClose: () => void;
  /** Heading that names the dialog. */
  title: string;
  children: ReactNode;
  /** Action row under the body, e.g. 취소/확인 buttons; default none. */
  footer?: ReactNode;
  /** Close when the dimmed backdrop is clicked; default false (PrimeVue's dismissableMask). */
  dismissOnBackdrop?: boolean;
  /**
   * The header's 닫기 button; off when the dialog's own buttons close it (취소 beside the action, a
   * 확인 that closes), so a dialog has one closing button. Escape closes either way. Default true.
   */
  closeButton?: boolean | undefined;
  /** Dialog width (`c-modal--{size}`): small 400px, medium 560px, large 800px, each at most the viewport. Default medium. */
  size?: ModalSize | undefined;
  /**
   * `center` (default) or `end`: a drawer along the page's right edge, full height (a settings
   * panel), the whole width on a phone.
   */
  placement?: 'center' | 'end' | undefined;
  /** `data-*` attributes set on the backdrop and the frame, e.g. to tell page-wide listeners apart. */
  markers?: Readonly<Record<`data-${string}`, string>> | undefined;
}

/** The widths a Modal comes in (the popup `size` of a screen manifest). */
export type ModalSize = 'small' | 'medium' | 'large';

/** A modal dialog: backdrop at z-index 1000, dialog at 1100, focus trapped inside and restored on close. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  dismissOnBackdrop = false,
  size = 'medium',
  closeButton = true,
  placement = 'center',
  markers,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(dialogRef, open);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    trapTab(e);
  };

  return createPortal(
    <>
      <div
        {...markers}
        className="c-modal-backdrop"
        style={{ zIndex: Z_INDEX.overlay }}
        aria-hidden="true"
        onClick={dismissOnBackdrop ? onClose : undefined}
      />
      <div
        {...markers}
        className={placement === 'end' ? 'c-modal-frame c-modal-frame--end' : 'c-modal-frame'}
        style={{ zIndex: Z_INDEX.modal }}
      >
        <div
          ref={dialogRef}
          className={placement === 'end' ? 'c-modal c-modal--drawer' : `c-modal c-modal--${size}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className="c-modal__header">
            <h2 id={titleId} className="c-modal__title">
              {title}
            </h2>
            {closeButton ? (
              <Button variant="text" className="c-modal__close" onClick={onClose}>
                {t('dialog.close')}
              </Button>
            ) : null}
          </div>
          <div className="c-modal__body">{children}</div>
          {footer ? <div className="c-modal__footer">{footer}</div> : null}
        </div>
      </div>
    </>,
    document.body,
  );
}
