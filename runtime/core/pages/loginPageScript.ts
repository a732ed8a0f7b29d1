/** Set on `<html>` by the login page once its script has taken over the form. */
export const HYDRATED_ATTRIBUTE = 'data-console-hydrated';

/** Set on `<html>` when the form was submitted before that: the script then submits it itself. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-console-held-submit';

/**
 * The one inline script of the prerendered login page (allowed by its hash in the CSP): a submit
 * (Enter or 로그인) before the page's script has taken over is held, not lost and not sent as a
 * GET with the password in the URL; the script submits it once it has.
 */
export const LOGIN_PAGE_SCRIPT =
  `(function(d){var h=d.documentElement;d.addEventListener('submit',function(e){` +
  `if(!h.hasAttribute('${HYDRATED_ATTRIBUTE}')){e.preventDefault();h.setAttribute('${HELD_SUBMIT_ATTRIBUTE}','')}},true)})(document)`;
