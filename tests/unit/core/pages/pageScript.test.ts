// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HELD_SUBMIT_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  PAGE_SCRIPT,
  PAGE_SCRIPTS_ID,
  SESSION_HINT_ATTRIBUTE,
} from '../../../../runtime/core/pages/index.ts';

// The built pages' one inline script: it holds an early submit, marks a tab holding a session and
// starts the page's scripts once the HTML has painted (or at the parse's end when nothing would).

const LIST = {
  module: '/assets/login-1.js',
  preload: ['/assets/runtime-2.js', '/assets/vendor-3.js'],
  styles: ['/assets/shared-4.css'],
};

let frames: FrameRequestCallback[] = [];

function loadPage(
  list: unknown = LIST,
  app = '<form method="dialog"><input name="userId"><button type="submit">로그인</button></form>',
) {
  // `null`: a page without the list.
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
  document.head.innerHTML =
    list === null
      ? ''
      : `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(list)}</script>`;
  document.body.innerHTML = `<div id="app">${app}</div>`;
  // As the browser runs it: a classic script in the page's own global scope.
  new Function(PAGE_SCRIPT)();
}

const added = () =>
  [...document.head.querySelectorAll('link, script[type="module"]')].map((e) =>
    e instanceof HTMLScriptElement
      ? `script ${e.getAttribute('src')}`
      : `${e.getAttribute('rel')} ${e.getAttribute('href')}${e.getAttribute('media') ? ` (${e.getAttribute('media')})` : ''}`,
  );

/** A browser that reports paints: the observer the script makes, to play the first contentful paint. */
let paints: ((names: string[]) => void) | undefined;
function reportPaints() {
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    #cb: (list: { getEntriesByName(n: string): unknown[] }, o: FakeObserver) => void;
    #on = false;
    constructor(cb: FakeObserver['cb']) {
      this.#cb = cb;
    }
    get cb() {
      return this.#cb;
    }
    observe(o: { type: string; buffered?: boolean }) {
      expect(o).toEqual({ type: 'paint', buffered: true });
      this.#on = true;
      paints = (names) => {
        if (this.#on) this.#cb({ getEntriesByName: (n) => names.filter((x) => x === n) }, this);
      };
    }
    disconnect() {
      this.#on = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  paints = undefined;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('PAGE_SCRIPT', () => {
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

  it('where paints are reported, adds them after the first contentful paint (not the first paint)', () => {
    reportPaints();
    loadPage();
    for (const f of frames.splice(0)) f(0);
    paints?.(['first-paint']);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    paints?.(['first-paint', 'first-contentful-paint']);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(4);
    paints?.(['first-contentful-paint']);
    vi.advanceTimersByTime(1000);
    expect(added()).toHaveLength(4);
  });

  it('adds them at the end of the parse when the page has nothing to paint without them', () => {
    reportPaints();
    loadPage(LIST, '<!--console:app-->');
    expect(added()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toHaveLength(4);
  });

  it('marks a tab that holds a session, whose console page paints its frame first and then adds them', () => {
    reportPaints();
    sessionStorage.setItem('console-refresh-token', 'r');
    loadPage({ ...LIST, session: 'session' }, '<!--console:app-->');
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(true);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual([]);
    paints?.(['first-contentful-paint']);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(4);
  });

  it('finds the session in the store the list names (session, local storage or a cookie), and marks no tab without one', () => {
    loadPage();
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
    // Only the store the list names is looked into (the login page and rendered screens name none).
    sessionStorage.setItem('console-refresh-token', 'r');
    loadPage();
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
    loadPage({ ...LIST, session: 'local' });
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
    localStorage.setItem('console-refresh-token', 'r');
    loadPage({ ...LIST, session: 'local' });
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(true);
    document.cookie = 'other-console-refresh-token=x';
    loadPage({ ...LIST, session: 'cookie' });
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(false);
    document.cookie = 'console-refresh-token=r';
    loadPage({ ...LIST, session: 'cookie' });
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE)).toBe(true);
    document.cookie = 'console-refresh-token=; max-age=0';
    document.cookie = 'other-console-refresh-token=; max-age=0';
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
