import type { ReactNode } from 'react';
import type { ScreenMeta } from '../../../core/screen/screenMeta.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** `main`: the home page's header variant over a full-width main area. */
export function MainLayout({ children }: { meta: ScreenMeta | undefined; children: ReactNode }) {
  return (
    <div className="c-layout c-layout--main">
      <Header variant="main" />
      <main id="content" className="c-main c-main--wide">
        {children}
      </main>
      <Footer />
    </div>
  );
}
