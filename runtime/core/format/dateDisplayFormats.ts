// No date-fns here: the config schema reads this list, and the login page must not carry date-fns.

/**
 * Day formats a console may display dates in (`app.dateFormat`): `yyyy-MM-dd`, the Korean
 * convention and our default, or spec section 9's UI default `mm/dd/yy` (month/day/two-digit
 * year, written `MM/dd/yy` in date-fns tokens, where `mm` would be minutes). Values on the wire
 * and in forms stay `yyyy-MM-dd` whatever is displayed.
 */
export const DATE_DISPLAY_FORMATS = ['yyyy-MM-dd', 'MM/dd/yy'] as const;

/** One of DATE_DISPLAY_FORMATS. */
export type DateDisplayFormat = (typeof DATE_DISPLAY_FORMATS)[number];
