/**
 * The four static bridges' interface ids (spec section 9): the runtime calls them itself
 * (`bridge.notifyLoaded()`, `toast`, `currentTime`, `storage`), so they need no definition.
 */
export const STATIC_BRIDGES = {
  notifyLoaded: 'notify-loaded',
  toast: 'toast',
  currentTime: 'current-time',
  storage: 'storage',
} as const;

/** `storage` operation types (spec section 9). */
export const STORAGE_OPERATIONS = { set: '01', get: '02', remove: '03' } as const;
