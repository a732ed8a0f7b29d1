import { Tabs } from '../../kit/index.ts';
import { BlockList } from '../BlockView.tsx';
import type { BlockViewComponent } from '../screenContext.ts';

/** `tabs`: panels of blocks behind WAI-ARIA tabs; a panel renders once first shown, then stays. */
const TabsBlock: BlockViewComponent<'tabs'> = ({ block }) => {
  const tabs = block.items.map((item, i) => ({
    id: `tab-${i}`,
    label: item.label,
    render: () => <BlockList blocks={item.body} />,
  }));
  return (
    <Tabs
      label={block.items.map((i) => i.label).join(', ')}
      tabs={tabs}
      defaultSelected={`tab-${Math.min(block.active, tabs.length - 1)}`}
    />
  );
};
export default TabsBlock;
