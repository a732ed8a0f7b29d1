import { createContext, useContext } from 'react';
import { documentNavigation } from './documentNavigation.tsx';
import type { Navigation } from './navigation.ts';

/** The page's navigation; page loads unless the app provides its router's. */
export const NavigationContext = createContext<Navigation>(documentNavigation);

/** The navigation of the page a component renders in. */
export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
