/** Environment profiles of spec section 4. */
export const PROFILES = ['local', 'dev', 'qa', 'staging', 'production'] as const;
/** Profiles that run with real users: the server refuses development defaults in them, and `console dev` refuses them. */
export const GUARDED_PROFILES: readonly string[] = ['staging', 'production'];
