const USER_IP_KEY = 'console:userIp';

/** Remembers the caller's address from the login answer (`accessInfo.userIp`) for menu IP limits. */
export function rememberUserIp(ip: unknown): void {
  try {
    if (typeof ip === 'string' && ip) sessionStorage.setItem(USER_IP_KEY, ip);
  } catch {
    // storage unavailable: the server still enforces the limit
  }
}

/** The address remembered at login; loopback when none is known. */
export function rememberedUserIp(): string {
  try {
    return sessionStorage.getItem(USER_IP_KEY) ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}
