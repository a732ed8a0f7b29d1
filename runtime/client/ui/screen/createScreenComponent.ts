import { createElement, type FunctionComponent } from 'react';
import type { Block } from '../../../../schemas/blocks/index.ts';
import { ScreenView } from './ScreenView.tsx';

/** What the generator emits for a manifest screen: its title and validated body. */
export interface ScreenDefinition {
  title: string;
  body: readonly Block[];
}

/** The route component of one generated screen chunk. */
export function createScreenComponent(definition: ScreenDefinition): FunctionComponent {
  const Screen: FunctionComponent = () => createElement(ScreenView, { definition });
  Screen.displayName = `Screen(${definition.title})`;
  return Screen;
}
