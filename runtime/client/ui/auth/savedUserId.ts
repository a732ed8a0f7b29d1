const KEY = 'console:savedUserId';

/** The id kept by `아이디 저장` (local storage; never the password). */
export function savedUserId(storage: Pick<Storage, 'getItem'> = localStorage): string | undefined {
  try {
    return storage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps or forgets the id. */
export function saveUserId(
  id: string | undefined,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  try {
    if (id) storage.setItem(KEY, id);
    else storage.removeItem(KEY);
  } catch {
    // storage may be unavailable (private mode); saving the id is a convenience only
  }
}
