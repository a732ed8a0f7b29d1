export { default as ConfigurationView, entryVisible } from './ConfigurationView.tsx';
