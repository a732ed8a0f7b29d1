import type { BlockViewComponent } from '../screenContext.ts';
import { RouteLink } from './routeLink.tsx';

/** `link`: one link, as text or styled like a kit button. */
const LinkBlock: BlockViewComponent<'link'> = ({ block }) => (
  <p className="c-link-block">
    <RouteLink
      to={block.to}
      className={block.variant === 'text' ? 'c-text-link' : `c-btn c-btn--${block.variant}`}
    >
      {block.label}
    </RouteLink>
  </p>
);
export default LinkBlock;
