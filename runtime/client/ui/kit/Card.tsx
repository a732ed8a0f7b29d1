import type { ReactNode } from 'react';
import { ImageWithFallback } from './ImageWithFallback.tsx';

/** What a Card's `renderLink` receives: put `className` and `children` on your link element. */
export interface CardLinkProps {
  className: string;
  children: ReactNode;
}

/** Props of Card. */
export interface CardProps {
  title: string;
  /** Heading level of the title; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  /** Body text under the title; default none. */
  text?: ReactNode;
  /** Short label above the title, e.g. `신규`; default none. */
  badge?: string | undefined;
  /** Picture on top (shown through ImageWithFallback); `alt: ''` when it only decorates. Default none. */
  image?: { src: string; alt: string } | undefined;
  /** Makes the title a plain link to `href` (the whole card is the click target); default none. */
  href?: string | undefined;
  /**
   * Makes the title a link of the caller's making, e.g. a router Link:
   * `renderLink={(p) => <Link to="/x" {...p} />}`. Wins over `href`. Default none.
   */
  renderLink?: ((props: CardLinkProps) => ReactNode) | undefined;
  /** Extra content at the bottom, such as buttons; default none. */
  children?: ReactNode;
}

/**
 * A content card (`article`) named by its heading. With a link the title holds it and CSS stretches
 * it over the card, so the card reads as one link without nesting the whole card inside an anchor.
 */
export function Card({ title, headingLevel = 3, text, badge, image, href, renderLink, children }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const linkProps: CardLinkProps = { className: 'c-card__link', children: title };
  const heading = renderLink ? (
    renderLink(linkProps)
  ) : href ? (
    <a href={href} className={linkProps.className}>
      {title}
    </a>
  ) : (
    title
  );
  const linked = Boolean(renderLink || href);
  return (
    <article className={linked ? 'c-card is-linked' : 'c-card'}>
      {image ? <ImageWithFallback className="c-card__image" src={image.src} alt={image.alt} /> : null}
      <div className="c-card__body">
        {badge ? <span className="c-card__badge">{badge}</span> : null}
        <Heading className="c-card__title">{heading}</Heading>
        {text ? <div className="c-card__text">{text}</div> : null}
        {children ? <div className="c-card__footer">{children}</div> : null}
      </div>
    </article>
  );
}
