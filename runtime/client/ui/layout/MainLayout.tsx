import type { ReactNode } from 'react';
import type { ScreenMeta } from '../../../core/screen/screenMeta.ts';
import { TopMenu } from '../menu/TopMenu.tsx';
import { ContentHeader } from './ContentHeader.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import './layout.css';

/** `main`: the home page's header variant (with the top menu when logged in) over a full-width main area. */
export function MainLayout({ children }: { meta: ScreenMeta | undefined; children: ReactNode }) {
  return (
    <div className="c-layout c-layout--main">
      <Header variant="main" nav={<TopMenu />} />
      <main id="content" className="c-main c-main--wide">
        <ContentHeader />
        {children}
      </main>
      <Footer />
    </div>
  );
}
