/**
 * A card number grouped 4-4-4-4 with hyphens (spec section 9): every character but digits and `*`
 * is dropped, then groups of four are joined, so partial input formats as it is typed
 * (`12345` → `1234-5`) and a masked number keeps its mask (`1234********3456` →
 * `1234-****-****-3456`).
 */
export function formatCardNo(s: string | null | undefined): string {
  const digits = (s ?? '').replace(/[^0-9*]/g, '');
  return (digits.match(/.{1,4}/g) ?? []).join('-');
}
