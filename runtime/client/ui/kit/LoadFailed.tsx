import { tShell } from '../../i18n/index.ts';
import { Button } from './Button.tsx';

/**
 * The one message of rows that could not be read: why (the server's Korean message, announced)
 * and 다시 시도 when the caller can read them again.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <div className="c-load-failed" role="alert">
      <p className="c-load-failed__message">{message}</p>
      {onRetry ? (
        <Button variant="secondary" className="c-btn--small" onClick={onRetry}>
          {tShell('grid.retry')}
        </Button>
      ) : null}
    </div>
  );
}
