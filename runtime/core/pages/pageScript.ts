/**
 * Storage key (and cookie name) of the session's refresh token, in every store `auth.jwt.storage`
 * names: the token store's, and the one the page script looks into for a session.
 */
export const REFRESH_TOKEN_KEY = 'console-refresh-token';

/** Set on `<html>` once the page's scripts have taken it over (the login form, a rendered screen). */
export const HYDRATED_ATTRIBUTE = 'data-console-hydrated';

/** Set on `<html>` when the form was submitted before that: the script then submits it itself. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-console-held-submit';

/**
 * Set on `<html>` by `PAGE_SCRIPT` when this tab holds a session's refresh token in the store its
 * page's script list names (`session`: `auth.jwt.storage`, only on the console page: looking into
 * a store the first time costs the page a few milliseconds): the console page then shows its frame
 * (`PageFrame`) from the HTML while its scripts load. A hint, not a check: the server decides what
 * the session may do.
 */
export const SESSION_HINT_ATTRIBUTE = 'data-console-session';

/**
 * The id of the page's script list: JSON data in its head, before `PAGE_SCRIPT`: `{ module,
 * preload, styles, session? }` (see `scriptsAsData`).
 */
export const PAGE_SCRIPTS_ID = 'console-page-scripts';

/**
 * The one inline script of the built pages (login.html, index.html and the page for rendered
 * screens; allowed by its hash in the CSP), after their script list:
 * - a submit (Enter or 로그인) before the page's script has taken over is held, not lost and not
 *   sent as a GET with the password in the URL; the script submits it once it has;
 * - marks a tab that holds a session (`SESSION_HINT_ATTRIBUTE`), so the console page paints its
 *   frame while its scripts load;
 * - the page's scripts (the list's entry and the chunks it imports) start once the HTML's content
 *   has painted (the first contentful paint: fetching, compiling and running them on the same
 *   cores held that paint back), or at the end of the parse when there is nothing to paint without
 *   them (the console page of a tab without a session), or after a second at the latest (a tab in
 *   the background paints nothing). Where the browser reports no paints, after the next frame. The
 *   files of the sheets the page has inlined are linked then too, for no medium (`styles`).
 */
export const PAGE_SCRIPT =
  `(function(d,g){var h=d.documentElement,l=d.getElementById('${PAGE_SCRIPTS_ID}'),s=l?JSON.parse(l.textContent):{},w=s.session,k='${REFRESH_TOKEN_KEY}',started;` +
  `try{if(w&&(w==='cookie'?(';'+d.cookie.replace(/ /g,'')).indexOf(';'+k+'=')>-1:g[w+'Storage'].getItem(k)))h.setAttribute('${SESSION_HINT_ATTRIBUTE}','')}catch(e){}` +
  `d.addEventListener('submit',function(e){` +
  `if(!h.hasAttribute('${HYDRATED_ATTRIBUTE}')){e.preventDefault();h.setAttribute('${HELD_SUBMIT_ATTRIBUTE}','')}},true);` +
  `function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];e.crossOrigin='';d.head.appendChild(e)}` +
  `function start(){if(started||!l)return;started=1;` +
  `(s.styles||[]).forEach(function(u){add('link',{rel:'stylesheet',media:'not all',href:u})});` +
  `s.preload.forEach(function(u){add('link',{rel:'modulepreload',href:u})});add('script',{type:'module',src:s.module})}` +
  `function later(){setTimeout(start,0)}` +
  `var P=g.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>-1)` +
  `new P(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});` +
  `else requestAnimationFrame(later);` +
  `d.addEventListener('DOMContentLoaded',function(){var a=d.getElementById('app');` +
  `if(!h.hasAttribute('${SESSION_HINT_ATTRIBUTE}')&&!(a&&a.firstElementChild))start()});` +
  `setTimeout(start,1000)})(document,self)`;
