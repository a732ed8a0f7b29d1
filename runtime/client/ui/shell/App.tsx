import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createAppRouter } from '../../router/createAppRouter.ts';
import { DialogHost } from '../dialog/DialogHost.tsx';
import { LoadingBar } from '../loading/LoadingBar.tsx';

/** The React root: the router, plus the global dialog host and loading bar, always mounted. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <LoadingBar router={router} />
      <RouterProvider router={router} />
      <DialogHost />
    </>
  );
}
