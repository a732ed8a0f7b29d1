export type { DialogKind, DialogRequest, DialogState, Dialogs } from './dialogStore.ts';
export { createDialogs } from './dialogStore.ts';
