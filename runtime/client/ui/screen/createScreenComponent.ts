import { createElement, type FunctionComponent } from 'react';
import type { Block, PopupSpec } from '../../../../schemas/blocks/index.ts';
import { ScreenView } from './ScreenView.tsx';
import type { BlockViews } from './screenContext.ts';

/** What the generator emits for a manifest screen: its title, validated body and popups. */
export interface ScreenDefinition {
  title: string;
  body: readonly Block[];
  popups?: Record<string, PopupSpec>;
}

/** The code a screen needs: the views of its block types and its `component` blocks' modules. */
export interface ScreenModules {
  views: BlockViews;
  components?: Record<string, FunctionComponent<Record<string, unknown>>>;
}

/** The route component of one generated screen chunk. */
export function createScreenComponent(
  definition: ScreenDefinition,
  modules: ScreenModules,
): FunctionComponent {
  const Screen: FunctionComponent = () => createElement(ScreenView, { definition, modules });
  Screen.displayName = `Screen(${definition.title})`;
  return Screen;
}
