export { IdleWarning } from './IdleWarning.tsx';
