export type {
  DialogKind,
  DialogOption,
  DialogRequest,
  DialogState,
  Dialogs,
  ReasonAnswer,
} from './dialogStore.ts';
export { createDialogs } from './dialogStore.ts';
