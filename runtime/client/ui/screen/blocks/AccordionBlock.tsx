import { Accordion } from '../../kit/index.ts';
import { BlockList } from '../BlockView.tsx';
import type { BlockViewComponent } from '../screenContext.ts';

/** `accordion`: panels of blocks that open and close. */
const AccordionBlock: BlockViewComponent<'accordion'> = ({ block }) => (
  <Accordion
    multiple={block.multiple}
    items={block.items.map((item, i) => ({
      id: `panel-${i}`,
      title: item.meta ? `${item.label} (${item.meta})` : item.label,
      content: <BlockList blocks={item.body} />,
    }))}
  />
);
export default AccordionBlock;
