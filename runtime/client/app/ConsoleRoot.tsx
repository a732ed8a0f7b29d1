import { StrictMode } from 'react';
import { type ConsoleRuntime, ConsoleRuntimeProvider } from '../runtime/index.ts';
import { App, type AppProps } from './App.tsx';

/**
 * The console page's whole tree: what the server renders for a public screen (serverRender.tsx)
 * and what main.tsx renders or hydrates, so the two cannot drift apart.
 */
export function ConsoleRoot({ runtime, ...app }: AppProps & { runtime: ConsoleRuntime }) {
  return (
    <StrictMode>
      <ConsoleRuntimeProvider runtime={runtime}>
        <App {...app} />
      </ConsoleRuntimeProvider>
    </StrictMode>
  );
}
