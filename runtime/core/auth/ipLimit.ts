const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * IP limit of a menu (spec section 6): allowed when the limit is off, the address is loopback
 * (fidelity.md: the spec's `{ip}`), or it is in the comma-separated list.
 */
export function isIpAllowed(menu: { ipLmtYn?: string | null; ipList?: string | null }, ip: string): boolean {
  if (menu.ipLmtYn !== 'Y') return true;
  const addr = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (LOOPBACK.has(ip) || LOOPBACK.has(addr)) return true;
  return (menu.ipList ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .some((allowed) => allowed === addr || allowed === ip);
}
