'use strict';

// The browser build's `side-channel` (vite.config.ts aliases it here). qs, which the router reads
// and writes query strings with, keeps per-object bookkeeping in one; the package itself pulls in
// get-intrinsic and function-bind, which build functions from strings (`Function('binder', …)`) and
// so break the console's CSP (`script-src 'self'`, no eval; tests/build/csp.budget.ts). A WeakMap
// for objects and a Map for anything else do all qs asks of it.
module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const others = new Map();
  const store = (key) =>
    (typeof key === 'object' && key !== null) || typeof key === 'function' ? objects : others;
  return {
    assert(key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    get: (key) => store(key).get(key),
    has: (key) => store(key).has(key),
    set(key, value) {
      store(key).set(key, value);
    },
    delete: (key) => store(key).delete(key),
  };
};
