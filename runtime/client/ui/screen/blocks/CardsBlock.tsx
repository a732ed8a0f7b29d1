import { usePageHref } from '../../../runtime/index.ts';
import { Card, Cards } from '../../kit/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';
import { RouteLink } from './routeLink.tsx';
import { SampleMark } from './SampleMark.tsx';

/** `cards`: a grid of cards; a card with `to` is one link to that screen. */
const CardsBlock: BlockViewComponent<'cards'> = ({ block }) => {
  const pageHref = usePageHref();
  return (
    <div className="c-cards-block">
      {block.sample ? <SampleMark /> : null}
      <Cards columns={block.columns as 1 | 2 | 3 | 4}>
        {block.items.map((item) => {
          const to = item.to;
          return (
            <Card
              key={item.title}
              title={item.title}
              text={item.text}
              badge={item.badge}
              image={item.image ? { src: pageHref(item.image), alt: '' } : undefined}
              renderLink={
                to
                  ? (props) => (
                      <RouteLink to={to} className={props.className}>
                        {props.children}
                      </RouteLink>
                    )
                  : undefined
              }
            >
              {item.lines.length ? (
                <ul className="c-card__lines">
                  {item.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </Card>
          );
        })}
      </Cards>
    </div>
  );
};
export default CardsBlock;
