import { Fragment } from 'react';

/** Text with `**bold**` spans as <strong> (the reference screens emphasise words that way). */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <>
      {parts.map((part, i) =>
        // Odd indexes are the captured bold spans.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text
        i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}
