const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as people read it, 1024-based with two decimals above bytes (spec section 9,
 * fidelity.md): `512 B`, `1.50 KB`, `5.00 MB`.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.trunc(bytes || 0))} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const u of UNITS) {
    value /= 1024;
    unit = u;
    if (value < 1024) break;
  }
  return `${value.toFixed(2)} ${unit}`;
}
