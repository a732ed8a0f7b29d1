export {
  messageOverride,
  messageOverridesOf,
  setMessageOverrides,
  t,
  writeLocaleCookie,
} from './t.ts';
export { tImport } from './tImport.ts';
export { tPrivacy } from './tPrivacy.ts';
export { tShell } from './tShell.ts';
