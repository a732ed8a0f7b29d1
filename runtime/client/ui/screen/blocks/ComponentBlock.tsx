import { type BlockViewComponent, useScreen } from '../screenContext.ts';

/** `component`: the escape hatch, a React module of the integrator's, given the block's `props`. */
const ComponentBlock: BlockViewComponent<'component'> = ({ block }) => {
  const Component = useScreen().components[block.module];
  if (!Component) throw new Error(`component module "${block.module}" was not bundled with this screen`);
  return <Component {...block.props} />;
};
export default ComponentBlock;
