import type { BlockViewComponent } from '../screenContext.ts';

/** `heading`: levels 1 and 2 render as h2 (the screen title is the page's only h1), 3 as h3. */
const HeadingBlock: BlockViewComponent<'heading'> = ({ block }) => {
  const Tag = block.level === 3 ? 'h3' : 'h2';
  return <Tag className={`c-heading c-heading--${block.level}`}>{block.text}</Tag>;
};
export default HeadingBlock;
