import { ConfigurationView } from '../../config/index.ts';
import type { BlockViewComponent } from '../screenContext.ts';

/** `configuration`: the 환경설정 entries. */
const ConfigurationBlock: BlockViewComponent<'configuration'> = ({ block }) => (
  <ConfigurationView entries={block.entries} />
);
export default ConfigurationBlock;
