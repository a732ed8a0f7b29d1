import type { FunctionComponent } from 'react';
import type { Block, PopupSpec } from '../../../../schemas/blocks/index.ts';
import type { BlockViews, FieldViews } from './screenContext.ts';

/** What the generator emits for a manifest screen: its title, validated body and popups. */
export interface ScreenDefinition {
  title: string;
  body: readonly Block[];
  popups?: Record<string, PopupSpec>;
}

/** The code a screen needs: the views of its block and field types and its `component` blocks' modules. */
export interface ScreenModules {
  views: BlockViews;
  /** Views of the field types its forms and searches use; default none. */
  fields?: FieldViews;
  components?: Record<string, FunctionComponent<Record<string, unknown>>>;
}
