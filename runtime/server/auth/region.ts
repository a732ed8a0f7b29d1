/** Region (country code, e.g. `KR`) of a client address; undefined when unknown. */
export type RegionResolver = (ip: string) => string | undefined | Promise<string | undefined>;

const V4_PRIVATE = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];

/** Loopback, private (RFC 1918, unique-local) and link-local addresses: the office network. */
export function isPrivateAddress(ip: string): boolean {
  const addr = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (V4_PRIVATE.some((re) => re.test(addr))) return true;
  return addr === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(addr) || /^fe[89ab][0-9a-f]?:/.test(addr);
}

/**
 * Default resolver: local and private addresses are `KR` (the console's home); any other address is
 * unknown, which an account with allowed regions refuses. Plug a GeoIP lookup in through
 * `auth.resolveRegion` for public addresses.
 */
export const defaultRegionResolver: RegionResolver = (ip) => (isPrivateAddress(ip) ? 'KR' : undefined);

/** Whether a region passes an account's comma-separated allow list (empty list: anywhere). */
export function regionAllowed(
  allowedRegions: string | null | undefined,
  region: string | undefined,
): boolean {
  const allowed = (allowedRegions ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (allowed.length === 0) return true;
  return region !== undefined && allowed.includes(region.toUpperCase());
}
