export { ChangePasswordForm } from './ChangePasswordForm.tsx';
export { default as LoginPanel } from './LoginPanel.tsx';
export { savedUserId, saveUserId } from './savedUserId.ts';
