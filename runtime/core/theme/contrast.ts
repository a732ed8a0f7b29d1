/** A `#rrggbb` (or `#rgb`) colour as 0-255 channels; `undefined` when it is not one. */
export function parseHexColour(hex: string): [number, number, number] | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of a colour. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21), rounded down to two decimals; 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColour(a);
  const cb = parseHexColour(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

/** The colour mixed toward black by `amount` (0-1), as `#rrggbb`: the hover and active shade. */
export function darken(hex: string, amount: number): string {
  const c = parseHexColour(hex);
  if (!c) return hex;
  return `#${c
    .map((v) =>
      Math.round(v * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour mixed toward white by `amount` (0-1), as `#rrggbb`: backgrounds of the current item. */
export function tint(hex: string, amount: number): string {
  const c = parseHexColour(hex);
  if (!c) return hex;
  return `#${c
    .map((v) =>
      Math.round(v + (255 - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** AA for normal text (WCAG 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;
