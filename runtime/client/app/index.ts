export { App, type AppProps } from './App.tsx';
export { ConsoleRoot } from './ConsoleRoot.tsx';
