import { t } from '../i18n/index.ts';

/** A form with edits not saved yet: where it is on the page. */
interface Unsaved {
  element: () => Element | null;
}

/** Where to look: the whole page, one element (a tab's pane) or several. */
export type UnsavedScope = Element | null | undefined | readonly (Element | null)[];

/** The forms of one page with edits not saved yet, and the question before leaving them. */
export interface UnsavedChanges {
  /** Registers (`true`) or clears (`false`) a form's unsaved edits under `owner` (one entry each). */
  set(owner: object, edited: boolean, element?: () => Element | null): void;
  /** Whether a form has unsaved edits, on the page or inside `within` (tabs' panes). */
  has(within?: UnsavedScope): boolean;
  /** Forgets the unsaved edits (the user agreed to leave them, or the session ended). */
  discard(within?: UnsavedScope): void;
  /**
   * Before leaving forms with unsaved edits (a navigation, closing a tab, logging out): asks
   * "저장하지 않은 변경 사항이 있습니다. …"; true when there is nothing to lose or the user agrees,
   * and then the edits are forgotten so the same move does not ask twice.
   */
  confirmLeave(within?: UnsavedScope): Promise<boolean>;
}

function inScope(u: Unsaved, within: UnsavedScope): boolean {
  if (!within) return true;
  const el = u.element();
  if (!el) return false;
  return Array.isArray(within) ? within.some((w) => w?.contains(el)) : (within as Element).contains(el);
}

/** A page's registry of unsaved forms; `confirm` asks the question (the page's dialog queue). */
export function createUnsavedChanges(confirm: (message: string) => Promise<boolean>): UnsavedChanges {
  const unsaved = new Map<object, Unsaved>();
  const has = (within?: UnsavedScope) => {
    for (const u of unsaved.values()) if (inScope(u, within)) return true;
    return false;
  };
  const discard = (within?: UnsavedScope) => {
    for (const [owner, u] of [...unsaved]) if (inScope(u, within)) unsaved.delete(owner);
  };
  return {
    set(owner, edited, element = () => null) {
      if (edited) unsaved.set(owner, { element });
      else unsaved.delete(owner);
    },
    has,
    discard,
    async confirmLeave(within) {
      if (!has(within)) return true;
      const ok = await confirm(t('form.unsaved'));
      if (ok) discard(within);
      return ok;
    },
  };
}
