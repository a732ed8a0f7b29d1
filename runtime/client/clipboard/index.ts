export type { ClipboardEnvironment } from './copyText.ts';
export { browserClipboard, copyText } from './copyText.ts';
