export { DownloadProgressBar } from './DownloadProgressBar.tsx';
export { LoadingBar } from './LoadingBar.tsx';
