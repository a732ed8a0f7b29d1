// A screen manifest imported by the generated route tree: the console-screens Vite plugin
// compiles it into a module whose default export is the screen component.
declare module '*.screen.yaml' {
  import type { FunctionComponent } from 'react';

  const Screen: FunctionComponent;
  export default Screen;
}
