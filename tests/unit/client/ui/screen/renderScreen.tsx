import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { NavigationContext } from '../../../../../runtime/client/navigation/index.ts';
import { routerNavigation } from '../../../../../runtime/client/router/routerNavigation.tsx';
import { ConsoleRuntimeProvider } from '../../../../../runtime/client/runtime/index.ts';
import type { BlockViews, FieldViews } from '../../../../../runtime/client/ui/screen/screenContext.ts';
import { BLOCK_VIEWS, FIELD_VIEWS, SCREEN_FACTORY } from '../../../../../runtime/client/viewRegistry.ts';
import {
  BLOCK_TYPES,
  type BlockInput,
  FIELD_TYPES,
  type PopupSpec,
} from '../../../../../schemas/blocks/index.ts';
import { screenSchema } from '../../../../../schemas/screen.ts';
import { testRuntime } from '../../support/testRuntime.ts';

// Every view, from the registry the generated screen modules are built from.
const load = async (registry: Record<string, () => Promise<{ default: unknown }>>) =>
  Object.fromEntries(
    await Promise.all(Object.entries(registry).map(async ([type, view]) => [type, (await view()).default])),
  );

const { createScreenComponent } = await SCREEN_FACTORY();

/** Views by block type. */
export const ALL_VIEWS = (await load(BLOCK_VIEWS)) as BlockViews;

/** Field views by field type. */
export const ALL_FIELDS = (await load(FIELD_VIEWS)) as FieldViews;

export { BLOCK_TYPES, FIELD_TYPES };

/**
 * Renders a manifest (validated by the real schema, defaults applied) at `/screen` in a memory
 * router with a `/target` route to navigate to, and `components` for component blocks.
 */
export async function renderScreen(
  manifest: { title?: string; body: BlockInput[]; popups?: Record<string, unknown> },
  components: Record<string, FunctionComponent<Record<string, unknown>>> = {},
) {
  const parsed = screenSchema.parse({ title: manifest.title ?? '테스트 화면', ...manifest });
  const Screen = createScreenComponent(
    { title: parsed.title, body: parsed.body, popups: parsed.popups as Record<string, PopupSpec> },
    { views: ALL_VIEWS, fields: ALL_FIELDS, components },
  );
  const root = createRootRoute();
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/screen', component: Screen }),
    createRoute({ getParentRoute: () => root, path: '/target', component: () => <p>이동한 화면</p> }),
  ]);
  const history = createMemoryHistory({ initialEntries: ['/screen'] });
  const router = createRouter({ routeTree, history });
  let utils!: ReturnType<typeof render>;
  await act(async () => {
    utils = render(
      <ConsoleRuntimeProvider runtime={testRuntime}>
        <NavigationContext.Provider value={routerNavigation(router)}>
          <RouterProvider router={router} />
        </NavigationContext.Provider>
      </ConsoleRuntimeProvider>,
    );
    await router.load();
  });
  return { ...utils, router };
}
