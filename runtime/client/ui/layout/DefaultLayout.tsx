import type { ReactNode } from 'react';
import type { ScreenMeta } from '../../../core/screen/screenMeta.ts';
import { TopMenu } from '../menu/TopMenu.tsx';
import { ContentHeader } from './ContentHeader.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import './layout.css';

/** `default`: header (with the top menu when logged in), main area, footer. */
export function DefaultLayout({ children }: { meta: ScreenMeta | undefined; children: ReactNode }) {
  return (
    <div className="c-layout c-layout--default">
      <Header nav={<TopMenu />} />
      <main id="content" className="c-main">
        <ContentHeader />
        {children}
      </main>
      <Footer />
    </div>
  );
}
