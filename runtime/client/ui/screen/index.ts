export { createScreenComponent, type ScreenDefinition, type ScreenModules } from './createScreenComponent.ts';
export type { BlockViewComponent, BlockViews, FieldViewComponent, FieldViews } from './screenContext.ts';
