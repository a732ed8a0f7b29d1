export { applyTheme } from './applyTheme.ts';
