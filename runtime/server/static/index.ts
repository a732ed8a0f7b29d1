export { cacheControlFor, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './cacheControlFor.ts';
export { type ClientFallbackOptions, clientFallback } from './clientFallback.ts';
export { NOT_BUILT_PAGE, NOT_BUILT_STYLE_HASH } from './notBuiltPage.ts';
export { PAGE_SCRIPT_HASH } from './pageScriptHash.ts';
export { type PageWithInitialDataOptions, pageWithInitialData } from './pageWithInitialData.ts';
export { type StaticClientOptions, staticClient } from './staticClient.ts';
