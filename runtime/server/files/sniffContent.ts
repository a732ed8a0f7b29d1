import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, supportedExtensions } from 'file-type';

/** Bytes read from the start of a file to tell what it is (file-type needs 4100). */
const HEAD_BYTES = 4100;

/** Programs a browser or an OS would run: refused unless the group names their extension. */
const EXECUTABLE = new Set([
  'exe',
  'elf',
  'macho',
  'class',
  'dex',
  'wasm',
  'swf',
  'apk',
  'jar',
  'deb',
  'rpm',
  'crx',
  'xpi',
  'lnk',
  'reg',
  'chm',
]);

/** Names a Windows program goes by (all are PE files). */
const PE_NAMES = new Set(['exe', 'dll', 'msi', 'sys', 'scr', 'com', 'cpl', 'ocx']);
/** Names a script (`#!`) goes by. */
const SCRIPT_NAMES = new Set(['sh', 'bash', 'zsh', 'py', 'pl', 'rb', 'php', 'js', 'mjs', 'cgi']);

/** Containers other formats are built on (docx is a zip, hwp and xls are cfb): any name will do. */
const CONTAINERS = new Set(['zip', 'cfb', 'xml', 'ar', 'tar', 'gz']);

/** Names of one format: what a file may be called when its bytes are the family's first member. */
const FAMILIES: readonly (readonly string[])[] = [
  ['jpg', 'jpeg', 'jpe', 'jfif'],
  ['tif', 'tiff'],
  ['png', 'apng'],
  ['mpg', 'mpeg', 'mp2', 'm2v'],
  ['mp4', 'm4v', 'm4a', 'm4b', 'm4p', 'mov', 'qt', '3gp', '3g2', 'f4v', 'f4a', 'f4b', 'f4p'],
  ['ogg', 'oga', 'ogv', 'ogx', 'opus', 'spx', 'ogm'],
  ['mkv', 'webm'],
  ['aif', 'aiff', 'aifc'],
  ['mid', 'midi'],
  ['ps', 'eps'],
  ['ttf', 'otf', 'ttc'],
];

/** Markup a browser would render (and run script in) when it sniffs a file as HTML. */
const MARKUP =
  /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype\s+html|html|head|body|script|iframe|svg|\?xml|object|embed|meta|link|style|frameset|img\s[^>]*on\w+=)/i;
/** File names that announce markup (a group that accepts them takes them, downloads are attachments). */
const MARKUP_NAMES = new Set(['html', 'htm', 'xhtml', 'shtml', 'svg', 'svgz', 'xml', 'xsl', 'xslt']);

export type ContentVerdict =
  | { ok: true /** The type to store: the sniffed one unless it is a container. */; mimeType: string }
  | {
      ok: false;
      /** executable: a program; markup: HTML or script under another name; mismatch: bytes of another format. */
      reason: 'executable' | 'markup' | 'mismatch';
      /** What the bytes are (an extension, or `html`). */
      detected: string;
    };

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const sameFormat = (detected: string, named: string) =>
  detected === named || FAMILIES.some((f) => f.includes(detected) && f.includes(named));

/** Whether the group's accept list names this extension itself (not a wildcard or a MIME type). */
const namesExtension = (accept: string | null, ext: string) =>
  ext !== '' &&
  (accept ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase().replace(/^\./, ''))
    .includes(ext);

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * What the bytes of a received file are, against what it claims to be (its name and the browser's
 * type) and its group's accept list. Refused: a program (PE, ELF, Mach-O, jar, apk, …) or a script
 * (`#!`) unless it is named as one and the group names that extension (`.exe`); HTML or SVG under
 * a name that does not say so; bytes
 * of a known format under the name of another known format (a PDF called `.png`). A format the
 * sniffer does not know, or a container (zip, cfb) under any name, passes on its name alone.
 */
export async function sniffContent(
  path: string,
  claimed: { name: string; mimeType: string; accept: string | null },
): Promise<ContentVerdict> {
  const head = await readHead(path);
  const named = extensionOf(claimed.name);
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  if (found) {
    const ownName = named === found.ext || (found.ext === 'exe' && PE_NAMES.has(named));
    if (EXECUTABLE.has(found.ext) && !(ownName && namesExtension(claimed.accept, named))) {
      return { ok: false, reason: 'executable', detected: found.ext };
    }
    if (CONTAINERS.has(found.ext)) return { ok: true, mimeType: claimed.mimeType };
    const knownName = supportedExtensions.has(named as never) || FAMILIES.some((f) => f.includes(named));
    if (knownName && !sameFormat(found.ext, named))
      return { ok: false, reason: 'mismatch', detected: found.ext };
    return { ok: true, mimeType: found.mime };
  }
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head.subarray(0, 1024))
    .replace(/^\uFEFF/, '');
  if (text.startsWith('#!') && !(SCRIPT_NAMES.has(named) && namesExtension(claimed.accept, named))) {
    return { ok: false, reason: 'executable', detected: 'script' };
  }
  if (MARKUP.test(text) && !MARKUP_NAMES.has(named)) return { ok: false, reason: 'markup', detected: 'html' };
  return { ok: true, mimeType: claimed.mimeType };
}
