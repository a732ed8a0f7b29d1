/** Where the server listens. */
export interface ListenAddress {
  host: string;
  /** `0` picks a free port. */
  port: number;
}

/** What the command line says, when it says it (`--host`, `--port`). */
export interface ListenFlags {
  host?: string | undefined;
  port?: string | undefined;
}

/**
 * The one rule for the listening address of `console start` and `console dev`: the command-line flag,
 * else `HOST` / `PORT` from the environment, else `server.host` / `server.port` of the config. An empty
 * value counts as unset. A port that is not an integer from 0 to 65535 is refused with a Korean
 * message naming where it came from.
 */
export function listenAddress(
  server: { host: string; port: number },
  env: Readonly<Record<string, string | undefined>>,
  flags: ListenFlags = {},
): ListenAddress | { error: string } {
  const host = flags.host || env.HOST || server.host;
  const [source, value] = flags.port ? ['--port', flags.port] : ['PORT', env.PORT];
  if (value === undefined || value === '') return { host, port: server.port };
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535) {
    return { error: `${source} 값이 올바르지 않습니다: "${value}" (0부터 65535 사이의 정수를 지정하세요)` };
  }
  return { host, port };
}
