import { StrictMode, useMemo } from 'react';
import { createDocumentNavigation, NavigationContext } from '../../navigation/index.ts';
import { type ConsoleRuntime, ConsoleRuntimeProvider } from '../../runtime/index.ts';
import { LoginApp } from './LoginApp.tsx';

/**
 * The login page's whole tree: what `console build` renders into login.html (serverRender.tsx)
 * and what loginMain.tsx hydrates, so the two cannot drift apart. It has no router: its screen
 * moves by page loads under `app.basePath`.
 */
export function LoginRoot({ runtime }: { runtime: ConsoleRuntime }) {
  const basePath = runtime.config.app.basePath;
  const navigation = useMemo(() => createDocumentNavigation(basePath), [basePath]);
  return (
    <StrictMode>
      <ConsoleRuntimeProvider runtime={runtime}>
        <NavigationContext.Provider value={navigation}>
          <LoginApp />
        </NavigationContext.Provider>
      </ConsoleRuntimeProvider>
    </StrictMode>
  );
}
