export { messageOverridesOf, setMessageOverrides, t, writeLocaleCookie } from './t.ts';
