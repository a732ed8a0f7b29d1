/** Set on `<html>` by the login page once its script has taken over the form. */
export const HYDRATED_ATTRIBUTE = 'data-console-hydrated';

/** Set on `<html>` when the form was submitted before that: the script then submits it itself. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-console-held-submit';

/** The id of the login page's script list (`{ module, preload }`, JSON data in its head). */
export const PAGE_SCRIPTS_ID = 'console-page-scripts';

/**
 * The one inline script of the prerendered login page (allowed by its hash in the CSP):
 * - a submit (Enter or 로그인) before the page's script has taken over is held, not lost and not
 *   sent as a GET with the password in the URL; the script submits it once it has;
 * - the page's scripts (listed as data in `#console-page-scripts`: the entry and the chunks it
 *   imports) start after the first frame, so the form paints from the HTML without waiting for them
 *   (fetching and compiling them held the first paint back). After the next frame, or after a
 *   second where frames do not come (a tab in the background). The files of the sheets the page
 *   has inlined are linked then too, for no medium (`styles`).
 */
export const LOGIN_PAGE_SCRIPT =
  `(function(d){var h=d.documentElement,started;d.addEventListener('submit',function(e){` +
  `if(!h.hasAttribute('${HYDRATED_ATTRIBUTE}')){e.preventDefault();h.setAttribute('${HELD_SUBMIT_ATTRIBUTE}','')}},true);` +
  `function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];e.crossOrigin='';d.head.appendChild(e)}` +
  `function start(){var l=d.getElementById('${PAGE_SCRIPTS_ID}');if(started||!l)return;started=1;var s=JSON.parse(l.textContent);` +
  `(s.styles||[]).forEach(function(u){add('link',{rel:'stylesheet',media:'not all',href:u})});` +
  `s.preload.forEach(function(u){add('link',{rel:'modulepreload',href:u})});add('script',{type:'module',src:s.module})}` +
  `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})(document)`;
