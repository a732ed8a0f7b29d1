const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether `ip` is this machine (127.0.0.1, ::1, or the IPv4 one written as IPv6). */
export function isLoopback(ip: string): boolean {
  return LOOPBACK.has(ip) || LOOPBACK.has(ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, ''));
}

/**
 * IP limit of a menu (spec section 6): allowed when the limit is off, the address is loopback and
 * `trustLoopback` (config `server.trustLoopback`; fidelity.md: the spec's `{ip}`), or it is in the
 * comma-separated list.
 */
export function isIpAllowed(
  menu: { ipLmtYn?: string | null; ipList?: string | null },
  ip: string,
  trustLoopback: boolean,
): boolean {
  if (menu.ipLmtYn !== 'Y') return true;
  const addr = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (trustLoopback && isLoopback(ip)) return true;
  return (menu.ipList ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .some((allowed) => allowed === addr || allowed === ip);
}
