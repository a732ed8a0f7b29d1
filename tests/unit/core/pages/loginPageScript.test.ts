// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HELD_SUBMIT_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  LOGIN_PAGE_SCRIPT,
  PAGE_SCRIPTS_ID,
} from '../../../../runtime/core/pages/index.ts';

// The prerendered login page's one inline script: it holds an early submit and starts the page's
// scripts after the first frame.

const LIST = {
  module: '/assets/login-1.js',
  preload: ['/assets/runtime-2.js', '/assets/vendor-3.js'],
  styles: ['/assets/shared-4.css'],
};

let frames: FrameRequestCallback[] = [];

function loadPage(list: unknown = LIST) {
  // `null`: a page without the list.
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  document.head.innerHTML =
    list === null
      ? ''
      : `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(list)}</script>`;
  document.body.innerHTML =
    '<form method="dialog"><input name="userId"><button type="submit">로그인</button></form>';
  // As the browser runs it: a classic script in the page's own global scope.
  new Function(LOGIN_PAGE_SCRIPT)();
}

const added = () =>
  [...document.head.querySelectorAll('link, script[type="module"]')].map((e) =>
    e instanceof HTMLScriptElement
      ? `script ${e.getAttribute('src')}`
      : `${e.getAttribute('rel')} ${e.getAttribute('href')}${e.getAttribute('media') ? ` (${e.getAttribute('media')})` : ''}`,
  );

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LOGIN_PAGE_SCRIPT', () => {
  it('adds the page scripts after the first frame, not before, and once', () => {
    loadPage();
    expect(added()).toEqual([]);
    for (const f of frames.splice(0)) f(0);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([
      // Linked for no medium: the page has it inlined; a chunk needing it finds it and adds nothing.
      'stylesheet /assets/shared-4.css (not all)',
      'modulepreload /assets/runtime-2.js',
      'modulepreload /assets/vendor-3.js',
      'script /assets/login-1.js',
    ]);
    // The fallback for a page that gets no frames (a background tab) does not add them again.
    vi.advanceTimersByTime(1000);
    expect(added()).toHaveLength(4);
    // Fetched in CORS mode, as Vite's own tags are (`crossorigin`).
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('crossorigin')).toBe('');
  });

  it('adds them after a second when no frame comes', () => {
    loadPage();
    vi.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(4);
  });

  it('adds nothing to a page without the list (its scripts are in its head already)', () => {
    loadPage(null);
    for (const f of frames.splice(0)) f(0);
    vi.advanceTimersByTime(2000);
    expect(added()).toEqual([]);
  });

  it('holds a submit until the page is hydrated, then lets it through', () => {
    loadPage();
    const form = document.querySelector('form') as HTMLFormElement;
    const early = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(document.documentElement.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(true);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    const later = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
