import type { BlockViewComponent } from '../screenContext.ts';
import { RichText } from './RichText.tsx';

/** `notice`: a boxed message; errors and warnings are announced (role alert/note). */
const NoticeBlock: BlockViewComponent<'notice'> = ({ block }) => (
  <section className={`c-notice c-notice--${block.tone}`} role={block.tone === 'error' ? 'alert' : 'note'}>
    {block.title ? <h3 className="c-notice__title">{block.title}</h3> : null}
    {block.text ? (
      <p className="c-notice__text">
        <RichText text={block.text} />
      </p>
    ) : null}
    {block.items.length ? (
      <ul className="c-notice__list">
        {block.items.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    ) : null}
  </section>
);
export default NoticeBlock;
