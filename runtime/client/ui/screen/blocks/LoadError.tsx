/** The Korean message of a block's failed read (a grid's rows, a form's or details block's record), announced. */
export function LoadError({ message }: { message: string | undefined }) {
  return message === undefined ? null : (
    <p className="c-grid-block__error" role="alert">
      {message}
    </p>
  );
}
