import type { ConsoleConfig } from '../../../schemas/index.ts';
import type { PluginOptions } from '../platform/index.ts';
import type { AuthKeySender } from './authKeySender.ts';
import type { LoginRateLimits, LoginThrottle } from './rateLimit.ts';
import type { RegionResolver } from './region.ts';
import type { TokenSettings } from './tokens.ts';

/** Options of the authentication API (`auth` of the management API options); all have defaults. */
export interface AuthOptions {
  /** Delivers second-step keys. Default: `logAuthKeySender` (the server log; development only). */
  keySender?: AuthKeySender;
  /** Region of a client address for `allowedRegions` (FS04). Default: private addresses are KR. */
  resolveRegion?: RegionResolver;
  /** Failed-attempt limits of the credential checks. Default 10 per user, 30 per address, 5 min. */
  rateLimits?: LoginRateLimits;
  /**
   * `CONSOLE_SECRET_KEY`: the server-only key (at least 32 characters). Default: a random 256-bit
   * key generated at first start and kept in the database (shared by every instance on it).
   */
  secretKey?: string | undefined;
  /** `CONSOLE_SECRET_KEY_PREVIOUS`: earlier keys that still verify after a change. Default none. */
  previousSecretKeys?: readonly string[] | undefined;
}

/** What the authentication API is registered with. */
export interface AuthApiOptions extends PluginOptions {
  /** Second-step key sender, region resolver, login rate limits, secret keys. Defaults: see AuthOptions. */
  auth?: AuthOptions | undefined;
}

/** What every authentication route works with, built once by `authApi`. */
export interface AuthDeps {
  config: ConsoleConfig;
  now: () => number;
  throttle: LoginThrottle;
  keySender: AuthKeySender;
  resolveRegion: RegionResolver;
  tokens: TokenSettings;
}
