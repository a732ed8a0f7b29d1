const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/**
 * IPv4 rule of spec section 5: four dot-separated decimal octets 0-255. Leading zeros (`010`) are
 * refused because some parsers read them as octal; surrounding whitespace is refused too.
 */
export function isIPv4(s: unknown): boolean {
  return typeof s === 'string' && IPV4.test(s);
}
