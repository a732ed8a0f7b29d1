export { DialogHost } from './DialogHost.tsx';
