import type { ReactNode } from 'react';
import type { ScreenMeta } from '../../../core/screen/screenMeta.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** `default`: header, main area, footer. */
export function DefaultLayout({ children }: { meta: ScreenMeta | undefined; children: ReactNode }) {
  return (
    <div className="c-layout c-layout--default">
      <Header />
      <main id="content" className="c-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
