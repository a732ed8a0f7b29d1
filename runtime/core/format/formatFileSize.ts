const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count in 1024-based units (spec section 9, fidelity.md): whole bytes as `B`, then `KB`,
 * `MB`, `GB`, `TB` with 2 decimals (`1536` → `1.50 KB`; TB is the largest unit). A unit is chosen
 * after rounding, so 1048575 bytes is `1.00 MB`, not `1024.00 KB`. Negative, NaN or infinite
 * input gives `''`.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (unit < UNITS.length - 1 && Number(value.toFixed(2)) >= 1024) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}
