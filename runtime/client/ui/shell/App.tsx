import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createAppRouter } from '../../router/createAppRouter.ts';
import { installSessionRedirects } from '../../router/sessionRedirects.ts';
import { startSessionServices, stopSessionServices } from '../../session/index.ts';
import { DialogHost } from '../dialog/DialogHost.tsx';
import { LoadingBar } from '../loading/LoadingBar.tsx';

/** The React root: the router, plus the global dialog host and loading bar, always mounted. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    const uninstall = installSessionRedirects(router);
    startSessionServices();
    return () => {
      uninstall();
      stopSessionServices();
    };
  }, [router]);
  return (
    <>
      <LoadingBar router={router} />
      <RouterProvider router={router} />
      <DialogHost />
    </>
  );
}
