import type { BlockViewComponent } from '../screenContext.ts';
import { RouteLink } from './routeLink.tsx';

/** `links`: a titled list of links to other screens. */
const LinksBlock: BlockViewComponent<'links'> = ({ block }) => (
  <section className="c-links">
    {block.title ? <h2 className="c-heading c-heading--2">{block.title}</h2> : null}
    <ul className="c-links__list">
      {block.items.map((item) => (
        <li key={item.to + item.label} className="c-links__item">
          <RouteLink to={item.to} className="c-links__link">
            <span className="c-links__label">{item.label}</span>
            {item.description ? <span className="c-links__desc">{item.description}</span> : null}
          </RouteLink>
        </li>
      ))}
    </ul>
  </section>
);
export default LinksBlock;
