const isControl = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/**
 * A file name as sent by a browser, made safe to store and to echo in a header: the last path
 * segment (old browsers send `C:\fakepath\x.png`), NFC (macOS sends decomposed Hangul), no control
 * characters, at most 255 characters (keeping the extension). Empty becomes `file`.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = [...base.normalize('NFC')]
    .filter((c) => !isControl(c))
    .join('')
    .trim();
  if (name === '' || name === '.' || name === '..') return 'file';
  if (name.length <= 255) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, 255 - ext.length) + ext;
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The part's declared type, lower-cased without parameters; `application/octet-stream` if odd. */
export function cleanMimeType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME.test(type) ? type : 'application/octet-stream';
}

const INLINE_SAFE =
  /^(image\/(png|jpeg|gif|webp|bmp|avif)|application\/pdf|text\/plain|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/**
 * Whether a stored type may be shown inline on our origin. Anything that could run script there
 * (HTML, SVG, XML, …) is always sent as an attachment.
 */
export const isInlineSafe = (mimeType: string) => INLINE_SAFE.test(mimeType);
