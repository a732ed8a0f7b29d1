/** What copyText writes through; tests pass fakes. */
export interface ClipboardEnvironment {
  /** The async Clipboard API (`navigator.clipboard`): absent outside secure contexts (plain http). */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  /** The document of the fallback: a hidden textarea and `execCommand('copy')`. */
  document?: Document | undefined;
}

/** The browser's clipboard and document (either may be missing). */
export function browserClipboard(): ClipboardEnvironment {
  return { clipboard: globalThis.navigator?.clipboard, document: globalThis.document };
}

/**
 * Copies `text` to the clipboard (spec section 9's clipboard copy helper): `navigator.clipboard.
 * writeText`, and where that is missing or refused, a hidden textarea with `execCommand('copy')`.
 * Resolves true when the text was copied, false when neither way worked (never throws).
 */
export async function copyText(
  text: string,
  env: ClipboardEnvironment = browserClipboard(),
): Promise<boolean> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the older way may still work.
    }
  }
  return env.document ? copyWithTextarea(text, env.document) : false;
}

function copyWithTextarea(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  // Read-only and out of sight: no on-screen keyboard on phones, no flash of the text.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;';
  const before = doc.activeElement;
  doc.body.append(area);
  area.focus({ preventScroll: true });
  area.select();
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  // The focus goes back where it was (the copy button), not to the page.
  if (before && 'focus' in before && typeof before.focus === 'function')
    before.focus({ preventScroll: true });
  return copied;
}
