/**
 * A registration number with hyphens (spec section 9 as fidelity.md reads it): 10 digits as the
 * business number 3-2-5 (`3148123992` → `314-81-23992`), 13 digits as the corporate number 6-7.
 * The digits are taken from the input (hyphens and spaces ignored); any other length is returned
 * as it came.
 */
export function formatCorporateNo(s: string | null | undefined): string {
  const value = s ?? '';
  const digits = /^[0-9\-\s]*$/.test(value) ? value.replace(/[-\s]/g, '') : '';
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  if (digits.length === 13) return `${digits.slice(0, 6)}-${digits.slice(6)}`;
  return value;
}
