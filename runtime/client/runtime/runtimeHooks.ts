import { useSnapshot } from 'valtio';
import type { ClientConfig } from '../../../schemas/index.ts';
import type { ApiClient } from '../api/index.ts';
import { alert, confirm, toast } from '../dialog/dialogStore.ts';
import { type InitialDataState, initialData } from '../initialData/index.ts';
import type { SessionController, SessionState } from '../session/index.ts';
import { useConsoleRuntime } from './ConsoleRuntimeContext.ts';

/** The browser's projection of `console.config.yaml`. */
export function useConfig(): ClientConfig {
  return useConsoleRuntime().config;
}

/** The API client: `call`, `download`, `upload` (tokens, secured parameters, loading bar, errors). */
export function useApi(): ApiClient {
  return useConsoleRuntime().api;
}

/**
 * The session as a snapshot (re-renders when it changes: `authenticated`, `userId`, `userName`,
 * `roles`, `favourites`) and its actions (`logout`, …).
 */
export function useSession(): { state: Readonly<SessionState>; controller: SessionController } {
  const runtime = useConsoleRuntime();
  return { state: useSnapshot(runtime.sessionState) as Readonly<SessionState>, controller: runtime.session };
}

/**
 * The initial data as a snapshot (re-renders when it loads): `status`, and `data` with the menus,
 * the common codes by group (`data.commonCodes`), the app properties.
 */
export function useInitialData(): Readonly<InitialDataState> {
  return useSnapshot(initialData) as Readonly<InitialDataState>;
}

/** The global dialog queue: `alert`, `confirm` and `toast`, one dialog at a time. */
export function useDialog(): { alert: typeof alert; confirm: typeof confirm; toast: typeof toast } {
  return DIALOG;
}

const DIALOG = { alert, confirm, toast };
