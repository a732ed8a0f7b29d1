/** The parts of a `File` the accept check reads. */
export interface FileLike {
  name: string;
  /** MIME type as the browser reports it; `''` when unknown. */
  type?: string;
}

/** One entry of an accept list, matched against a file. */
function matchesEntry(file: FileLike, entry: string): boolean {
  if (entry === '*' || entry === '*/*') return true;
  if (entry.includes('/')) {
    const [major, minor = ''] = entry.split('/', 2) as [string, string?];
    const [fileMajor = '', fileMinor = ''] = (file.type ?? '').toLowerCase().split(';')[0]!.trim().split('/');
    if (fileMajor === '' || fileMinor === '') return false;
    return (major === '*' || major === fileMajor) && (minor === '*' || minor === fileMinor);
  }
  const ext = entry.startsWith('.') ? entry : `.${entry}`;
  return file.name.toLowerCase().endsWith(ext);
}

/**
 * File accept check of spec section 5 (an `accept` attribute: a comma-separated string or a list).
 * An entry with a `/` is a MIME type, `*` allowed for either half (`image/*`); any other entry is a
 * file-name extension, compared case-insensitively as a suffix (`pdf` means `.pdf`); a lone `*`,
 * or `*` on both sides of the slash, matches any file. Passes when there is no rule or no file; otherwise EVERY file must match at least one entry (fidelity.md).
 */
export function matchesAccept(
  files: readonly FileLike[] | null | undefined,
  accept: string | readonly string[] | null | undefined,
): boolean {
  const entries = (typeof accept === 'string' ? accept.split(',') : (accept ?? []))
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '' && e !== '.');
  if (entries.length === 0 || !files || files.length === 0) return true;
  return files.every((file) => entries.some((entry) => matchesEntry(file, entry)));
}
