import type { ReactNode } from 'react';
import './shell.css';

/** The error screen: the status code, one message, and what to do next. */
export function ErrorScreen({
  status,
  message,
  children,
}: {
  status: number;
  message: string;
  children?: ReactNode;
}) {
  return (
    <section className="c-error" aria-labelledby="error-status">
      <p id="error-status" className="c-error__status">
        {status}
      </p>
      <p className="c-error__message" role="alert">
        {message}
      </p>
      <div className="c-error__actions">{children}</div>
    </section>
  );
}
