import type { BlockViewComponent } from '../screenContext.ts';

/** `placeholder`: an area whose content is still to come. */
const PlaceholderBlock: BlockViewComponent<'placeholder'> = ({ block }) => (
  <p className="c-placeholder" role="note">
    {block.text}
  </p>
);
export default PlaceholderBlock;
