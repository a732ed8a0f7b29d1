import { useState } from 'react';
import { copyText } from '../../clipboard/index.ts';
import { t } from '../../i18n/index.ts';
import { useDialog } from '../../runtime/index.ts';
import { Button } from './Button.tsx';

/** Props of CopyButton. */
export interface CopyButtonProps {
  /** The text copied. */
  text: string;
  /** What is copied, for the accessible name (`{label} 복사`). */
  label: string;
  /** The copy itself; default the clipboard helper `copyText` (tests pass a fake). */
  copy?: (text: string) => Promise<boolean>;
}

/**
 * A small 복사 button: copies `text`, then says 복사되었습니다. in a toast, or, when the browser
 * refused, an alert saying how to copy by hand.
 */
export function CopyButton({ text, label, copy = copyText }: CopyButtonProps) {
  const [busy, setBusy] = useState(false);
  const { alert, toast } = useDialog();
  const onClick = async () => {
    setBusy(true);
    const copied = await copy(text);
    setBusy(false);
    if (copied) void toast(t('clipboard.copied'));
    else await alert(t('clipboard.failed'));
  };
  return (
    <Button
      variant="text"
      className="c-btn--small c-copy"
      busy={busy}
      aria-label={t('clipboard.copyLabel', { label })}
      onClick={() => void onClick()}
    >
      {t('clipboard.copy')}
    </Button>
  );
}
