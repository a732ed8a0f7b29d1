import { confirm } from '../dialog/dialogStore.ts';
import { t } from '../i18n/t.ts';

/** A form with edits not saved yet: who registered it, and where it is on the page. */
interface Unsaved {
  element: () => Element | null;
}

const unsaved = new Map<object, Unsaved>();

/** Where to look: the whole page, one element (a tab's pane) or several. */
export type UnsavedScope = Element | null | undefined | readonly (Element | null)[];

function inScope(u: Unsaved, within: UnsavedScope): boolean {
  if (!within) return true;
  const el = u.element();
  if (!el) return false;
  return Array.isArray(within) ? within.some((w) => w?.contains(el)) : (within as Element).contains(el);
}

/** Registers (`true`) or clears (`false`) a form's unsaved edits under `owner` (one entry each). */
export function setUnsaved(owner: object, edited: boolean, element: () => Element | null = () => null): void {
  if (edited) unsaved.set(owner, { element });
  else unsaved.delete(owner);
}

/** Whether a form has unsaved edits, on the page or inside `within` (tabs' panes). */
export function hasUnsavedChanges(within?: UnsavedScope): boolean {
  for (const u of unsaved.values()) if (inScope(u, within)) return true;
  return false;
}

/** Forgets the unsaved edits (the user agreed to leave them, or the session ended). */
export function discardUnsavedChanges(within?: UnsavedScope): void {
  for (const [owner, u] of [...unsaved]) if (inScope(u, within)) unsaved.delete(owner);
}

/**
 * Before leaving forms with unsaved edits (a navigation, closing a tab, logging out): asks
 * "저장하지 않은 변경 사항이 있습니다. …"; true when there is nothing to lose or the user agrees,
 * and then the edits are forgotten so the same move does not ask twice.
 */
export async function confirmLeave(within?: UnsavedScope): Promise<boolean> {
  if (!hasUnsavedChanges(within)) return true;
  const ok = await confirm(t('form.unsaved'));
  if (ok) discardUnsavedChanges(within);
  return ok;
}
