import type { BlockType, FieldType } from '../../schemas/blocks/index.ts';
import type { BlockViewComponent, FieldViewComponent } from './ui/screen/index.ts';

/** A view module, loaded when asked. */
type ViewModule<V> = () => Promise<{ default: V }>;

// The one map between the compiler and the client: which module draws each block and field type,
// and which one turns a manifest into a screen. The build plugin (cli/compile/viteScreenPlugin.ts,
// through cli/compile/viewRegistry.ts) reads the module of every entry from this file and imports,
// into each screen's chunk, the factory and only the views its manifest uses; nothing else in the
// compiler names a client file. `satisfies` makes a type without a view, or a view
// moved or renamed without its entry, a tsc error. Each entry is a lazy import, so loading this map
// loads no view.

/** The view of every block type. */
export const BLOCK_VIEWS = {
  accordion: () => import('./ui/screen/blocks/AccordionBlock.tsx'),
  button: () => import('./ui/screen/blocks/ButtonBlock.tsx'),
  buttons: () => import('./ui/screen/blocks/ButtonsBlock.tsx'),
  cards: () => import('./ui/screen/blocks/CardsBlock.tsx'),
  chart: () => import('./ui/screen/blocks/ChartBlock.tsx'),
  component: () => import('./ui/screen/blocks/ComponentBlock.tsx'),
  configuration: () => import('./ui/screen/blocks/ConfigurationBlock.tsx'),
  details: () => import('./ui/screen/blocks/DetailsBlock.tsx'),
  dialog: () => import('./ui/screen/blocks/DialogBlock.tsx'),
  example: () => import('./ui/screen/blocks/ExampleBlock.tsx'),
  files: () => import('./ui/screen/blocks/FilesBlock.tsx'),
  form: () => import('./ui/screen/blocks/FormBlock.tsx'),
  grid: () => import('./ui/screen/blocks/GridBlock.tsx'),
  heading: () => import('./ui/screen/blocks/HeadingBlock.tsx'),
  image: () => import('./ui/screen/blocks/ImageBlock.tsx'),
  link: () => import('./ui/screen/blocks/LinkBlock.tsx'),
  links: () => import('./ui/screen/blocks/LinksBlock.tsx'),
  loader: () => import('./ui/screen/blocks/LoaderBlock.tsx'),
  login: () => import('./ui/screen/blocks/LoginBlock.tsx'),
  notice: () => import('./ui/screen/blocks/NoticeBlock.tsx'),
  placeholder: () => import('./ui/screen/blocks/PlaceholderBlock.tsx'),
  search: () => import('./ui/screen/blocks/SearchBlock.tsx'),
  stats: () => import('./ui/screen/blocks/StatsBlock.tsx'),
  steps: () => import('./ui/screen/blocks/StepsBlock.tsx'),
  tabs: () => import('./ui/screen/blocks/TabsBlock.tsx'),
  text: () => import('./ui/screen/blocks/TextBlock.tsx'),
} satisfies { [T in BlockType]: ViewModule<BlockViewComponent<T>> };

/** The view of every field type of a form or search. */
export const FIELD_VIEWS = {
  bytes: () => import('./ui/screen/fields/BytesInput.tsx'),
  checkbox: () => import('./ui/screen/fields/CheckboxInput.tsx'),
  checkTree: () => import('./ui/screen/fields/CheckTreeInput.tsx'),
  checkboxes: () => import('./ui/screen/fields/CheckboxesInput.tsx'),
  date: () => import('./ui/screen/fields/DateInput.tsx'),
  dateRange: () => import('./ui/screen/fields/DateRangeInput.tsx'),
  display: () => import('./ui/screen/fields/DisplayInput.tsx'),
  file: () => import('./ui/screen/fields/FileInput.tsx'),
  number: () => import('./ui/screen/fields/NumberInput.tsx'),
  password: () => import('./ui/screen/fields/PasswordInput.tsx'),
  radio: () => import('./ui/screen/fields/RadioInput.tsx'),
  search: () => import('./ui/screen/fields/SearchInput.tsx'),
  segmented: () => import('./ui/screen/fields/SegmentedInput.tsx'),
  select: () => import('./ui/screen/fields/SelectInput.tsx'),
  switch: () => import('./ui/screen/fields/SwitchInput.tsx'),
  text: () => import('./ui/screen/fields/TextInput.tsx'),
  textarea: () => import('./ui/screen/fields/TextareaInput.tsx'),
} satisfies Record<FieldType, ViewModule<FieldViewComponent>>;

/** What a screen module makes of its manifest and the views above (`createScreenComponent`). */
export const SCREEN_FACTORY = () => import('./ui/screen/index.ts');

/** What the generated route tree and login screen are made of, each module by its export. */
export const ROUTE_MODULES = {
  rootRoute: () => import('./router/rootRoute.tsx'),
  authErrorRoute: () => import('./router/authErrorRoute.ts'),
  screenRoute: () => import('./router/screenRoute.ts'),
  defaultLoginScreen: () => import('./ui/shell/DefaultLoginScreen.tsx'),
} satisfies {
  rootRoute: () => Promise<{ rootRoute: unknown }>;
  authErrorRoute: () => Promise<{ authErrorRoute: unknown }>;
  screenRoute: () => Promise<{ screenRoute: unknown }>;
  defaultLoginScreen: () => Promise<{ default: unknown }>;
};
