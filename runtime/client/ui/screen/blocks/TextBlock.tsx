import type { BlockViewComponent } from '../screenContext.ts';
import { RichText } from './RichText.tsx';

/** `text`: a paragraph; `lead` styles it as the screen's introduction. */
const TextBlock: BlockViewComponent<'text'> = ({ block }) => (
  <p className={block.lead ? 'c-text c-text--lead' : 'c-text'}>
    <RichText text={block.text} />
  </p>
);
export default TextBlock;
