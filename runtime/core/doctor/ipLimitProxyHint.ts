/**
 * What a server with IP-limited menus and no `server.trustProxy` must be told (in Korean and
 * English, one line): behind a reverse proxy on the same host every caller is a loopback address,
 * so with `trustLoopback` every IP limit lets everyone in, and without it every IP limit keeps
 * everyone out. `undefined` when there is nothing to say (no IP-limited menu, or proxies named).
 */
export function ipLimitProxyHint(i: {
  /** Menus of the system whose IP limit is on (`ipLmtYn` Y), as `id "name"`. */
  ipLimitedMenus: readonly string[];
  trustProxy: readonly string[];
  trustLoopback: boolean;
}): string | undefined {
  if (i.ipLimitedMenus.length === 0 || i.trustProxy.length > 0) return undefined;
  const menus = i.ipLimitedMenus.join(', ');
  return i.trustLoopback
    ? `IP 제한 메뉴(${menus})가 있지만 server.trustProxy가 비어 있습니다. 루프백 주소(127.0.0.1, ::1)는 IP 제한을 통과하므로(server.trustLoopback), 같은 호스트의 리버스 프록시 뒤에서는 모든 요청이 통과합니다. 프록시를 쓰면 server.trustProxy에 그 주소를 지정하세요. / IP-limited menus (${menus}) but server.trustProxy is empty: loopback addresses pass IP limits (server.trustLoopback), so behind a reverse proxy on the same host every request passes. Behind a proxy, name it in server.trustProxy.`
    : `IP 제한 메뉴(${menus})가 있지만 server.trustProxy가 비어 있습니다. 같은 호스트의 리버스 프록시 뒤에서는 모든 요청이 프록시의 주소로 보여 IP 제한 메뉴가 모두 거부됩니다. 프록시를 쓰면 server.trustProxy에 그 주소를 지정하세요. / IP-limited menus (${menus}) but server.trustProxy is empty: behind a reverse proxy every request comes from the proxy's address, so IP-limited menus refuse everyone. Behind a proxy, name it in server.trustProxy.`;
}
