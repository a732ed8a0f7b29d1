/** File-name extensions of programs and scripts a desktop runs by a double-click. */
export const PROGRAM_EXTENSIONS: readonly string[] = [
  'exe',
  'dll',
  'msi',
  'com',
  'scr',
  'cpl',
  'bat',
  'cmd',
  'ps1',
  'vbs',
  'vbe',
  'wsf',
  'jse',
  'hta',
  'jar',
  'apk',
  'app',
  'dmg',
  'pkg',
  'deb',
  'rpm',
  'sh',
  'lnk',
  'reg',
];

/**
 * Whether a file is named as a program (`setup.exe`, `run.bat`) that its group does not name
 * itself: such a file is refused on both sides, in the browser before a byte is sent and on the
 * server (which also sniffs renamed programs). A group that lists `.exe` takes `.exe` files.
 */
export function isRefusedProgramName(name: string, accept: string | null | undefined): boolean {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!PROGRAM_EXTENSIONS.includes(ext)) return false;
  const named = (accept ?? '').split(',').map((e) => e.trim().toLowerCase().replace(/^\./, ''));
  return !named.includes(ext);
}
