/** The `fncId` of a declared API that opts out of function authority: menu authority is enough. */
export const NO_FUNCTION = 'none';

/**
 * The functions every page may be granted, in the order 권한 관리 shows them (the seed grants them on
 * every page; `console doctor` never reports one as unused).
 */
export const STANDARD_FUNCTIONS = ['SEARCH', 'SAVE', 'DELETE', 'EXCEL'] as const;

/** The function a write through a declared API needs when it names none. */
export const WRITE_FUNCTION = 'SAVE';

/** The parts of a declared API that decide the authority a call needs. */
export interface DeclaredApiAuthority {
  method: string;
  fncId?: string | undefined;
}

/**
 * The function authority a call of a declared API needs on its calling menu, or `undefined` when
 * menu authority is enough: the API's own `fncId`; else `SAVE` for a method other than GET (a write
 * needs a write authority even when the manifest forgot to say so); else (GET) none. `fncId: none`
 * opts out explicitly (`console doctor` lists every opt-out). Pure.
 */
export function declaredApiFunction(api: DeclaredApiAuthority): string | undefined {
  if (api.fncId === NO_FUNCTION) return undefined;
  if (api.fncId !== undefined) return api.fncId;
  return api.method === 'GET' ? undefined : WRITE_FUNCTION;
}
