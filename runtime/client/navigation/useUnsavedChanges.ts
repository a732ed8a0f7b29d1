import { type RefObject, useEffect, useRef, useState } from 'react';
import { setUnsaved } from './unsavedChanges.ts';

/**
 * Registers a form's unsaved edits while `edited` is true (and clears them when it unmounts), so
 * leaving asks first. Returns the ref for the form element (tab close asks only for forms inside
 * the closing pane) and `saved()`, which clears the entry at once, before a navigation the form
 * starts itself (its submit, its 취소).
 */
export function useUnsavedChanges<E extends Element>(
  edited: boolean,
): { ref: RefObject<E | null>; saved: () => void } {
  const ref = useRef<E>(null);
  const [owner] = useState(() => ({}));
  useEffect(() => {
    setUnsaved(owner, edited, () => ref.current);
  }, [owner, edited]);
  useEffect(() => () => setUnsaved(owner, false), [owner]);
  return { ref, saved: () => setUnsaved(owner, false) };
}
