import { StrictMode } from 'react';
import { type ConsoleRuntime, ConsoleRuntimeProvider } from '../../runtime/index.ts';
import { LoginApp } from './LoginApp.tsx';

/**
 * The login page's whole tree: what `console build` renders into login.html (serverRender.tsx)
 * and what loginMain.tsx hydrates, so the two cannot drift apart.
 */
export function LoginRoot({ runtime }: { runtime: ConsoleRuntime }) {
  return (
    <StrictMode>
      <ConsoleRuntimeProvider runtime={runtime}>
        <LoginApp />
      </ConsoleRuntimeProvider>
    </StrictMode>
  );
}
