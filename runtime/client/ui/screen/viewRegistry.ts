import type { BlockType, FieldType } from '../../../../schemas/blocks/index.ts';
import type { BlockViewComponent, FieldViewComponent } from './screenContext.ts';

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
  accordion: () => import('./blocks/AccordionBlock.tsx'),
  button: () => import('./blocks/ButtonBlock.tsx'),
  buttons: () => import('./blocks/ButtonsBlock.tsx'),
  cards: () => import('./blocks/CardsBlock.tsx'),
  component: () => import('./blocks/ComponentBlock.tsx'),
  configuration: () => import('./blocks/ConfigurationBlock.tsx'),
  details: () => import('./blocks/DetailsBlock.tsx'),
  dialog: () => import('./blocks/DialogBlock.tsx'),
  example: () => import('./blocks/ExampleBlock.tsx'),
  files: () => import('./blocks/FilesBlock.tsx'),
  form: () => import('./blocks/FormBlock.tsx'),
  grid: () => import('./blocks/GridBlock.tsx'),
  heading: () => import('./blocks/HeadingBlock.tsx'),
  image: () => import('./blocks/ImageBlock.tsx'),
  link: () => import('./blocks/LinkBlock.tsx'),
  links: () => import('./blocks/LinksBlock.tsx'),
  loader: () => import('./blocks/LoaderBlock.tsx'),
  login: () => import('./blocks/LoginBlock.tsx'),
  notice: () => import('./blocks/NoticeBlock.tsx'),
  placeholder: () => import('./blocks/PlaceholderBlock.tsx'),
  search: () => import('./blocks/SearchBlock.tsx'),
  steps: () => import('./blocks/StepsBlock.tsx'),
  tabs: () => import('./blocks/TabsBlock.tsx'),
  text: () => import('./blocks/TextBlock.tsx'),
} satisfies { [T in BlockType]: ViewModule<BlockViewComponent<T>> };

/** The view of every field type of a form or search. */
export const FIELD_VIEWS = {
  bytes: () => import('./fields/BytesInput.tsx'),
  checkbox: () => import('./fields/CheckboxInput.tsx'),
  checkboxes: () => import('./fields/CheckboxesInput.tsx'),
  date: () => import('./fields/DateInput.tsx'),
  dateRange: () => import('./fields/DateRangeInput.tsx'),
  display: () => import('./fields/DisplayInput.tsx'),
  file: () => import('./fields/FileInput.tsx'),
  number: () => import('./fields/NumberInput.tsx'),
  password: () => import('./fields/PasswordInput.tsx'),
  radio: () => import('./fields/RadioInput.tsx'),
  search: () => import('./fields/SearchInput.tsx'),
  segmented: () => import('./fields/SegmentedInput.tsx'),
  select: () => import('./fields/SelectInput.tsx'),
  switch: () => import('./fields/SwitchInput.tsx'),
  text: () => import('./fields/TextInput.tsx'),
  textarea: () => import('./fields/TextareaInput.tsx'),
} satisfies Record<FieldType, ViewModule<FieldViewComponent>>;

/** What a screen module makes of its manifest and the views above (`createScreenComponent`). */
export const SCREEN_FACTORY = () => import('./createScreenComponent.ts');

/** What the generated route tree and login screen are made of, each module by its export. */
export const ROUTE_MODULES = {
  rootRoute: () => import('../../router/rootRoute.tsx'),
  authErrorRoute: () => import('../../router/authErrorRoute.ts'),
  screenRoute: () => import('../../router/screenRoute.ts'),
  defaultLoginScreen: () => import('../shell/DefaultLoginScreen.tsx'),
} satisfies {
  rootRoute: () => Promise<{ rootRoute: unknown }>;
  authErrorRoute: () => Promise<{ authErrorRoute: unknown }>;
  screenRoute: () => Promise<{ screenRoute: unknown }>;
  defaultLoginScreen: () => Promise<{ default: unknown }>;
};
