/** Stacking order of spec section 9 (mirrors `--z-overlay`, `--z-modal`, `--z-tooltip` in ui/base.css). */
export const Z_INDEX = { overlay: 1000, modal: 1100, tooltip: 1100 } as const;
