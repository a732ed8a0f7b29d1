/**
 * A `char(1)` Y/N column as an answer states it: `Y` (any case, blanks around it ignored), else `N`.
 * The columns have no check constraint, so a row written by hand must not fail a response schema.
 */
export function ynFlag(value: string | null | undefined): 'Y' | 'N' {
  return value?.trim().toUpperCase() === 'Y' ? 'Y' : 'N';
}
