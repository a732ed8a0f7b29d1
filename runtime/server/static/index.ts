export { cacheControlFor, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './cacheControlFor.ts';
export { type ClientFallbackOptions, clientFallback } from './clientFallback.ts';
export { HELD_SUBMIT_SCRIPT_HASH, type LoginPageOptions, loginPage } from './loginPage.ts';
export { NOT_BUILT_PAGE, NOT_BUILT_STYLE_HASH } from './notBuiltPage.ts';
export { type StaticClientOptions, staticClient } from './staticClient.ts';
