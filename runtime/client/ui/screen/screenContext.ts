import { createContext, type FunctionComponent, type ReactNode, useContext } from 'react';
import { proxy } from 'valtio/vanilla';
import type { Block, BlockType, FieldSpec, FieldType, PopupSpec } from '../../../../schemas/blocks/index.ts';
import type { RowFilter } from '../../../core/form/index.ts';

/** The view of one block type: a component taking that block. */
export type BlockViewComponent<T extends BlockType = BlockType> = FunctionComponent<{
  block: Extract<Block, { type: T }>;
}>;

/** Views by block type: the generated screen module passes only the types its manifest uses. */
export type BlockViews = Partial<{ [T in BlockType]: BlockViewComponent<T> }>;

/** A form or search field's value: text, a checkbox's or switch's state, or a list (checkboxes, a date range). */
export type FieldValueState = string | boolean | string[];

/** What a field view gets from its form or search block. */
export interface FieldViewProps {
  field: FieldSpec;
  value: FieldValueState;
  onChange: (value: FieldValueState) => void;
  onBlur?: (() => void) | undefined;
  error?: string | undefined;
  /** `today` for date bounds (tests pass a fixed day); default the current day. */
  today?: Date | undefined;
  /** Beside a text or number input on its row: the field's `button` in a form. */
  trailing?: ReactNode;
  /** The record the form started from (its `load` answer, else its popup's values): a `checkTree` reads its nodes there. */
  record?: Readonly<Record<string, unknown>> | undefined;
  /** A `file` field tells its form while files go up (the form does not save meanwhile). */
  onBusy?: ((busy: boolean) => void) | undefined;
}

/** The view of one field type: renders a manifest field as its kit component. */
export type FieldViewComponent = FunctionComponent<FieldViewProps>;

/** Field views by field type: the generated screen module passes only the types its forms and searches use. */
export type FieldViews = Partial<Record<FieldType, FieldViewComponent>>;

/** What a grid offers for export: its columns, the rows it holds, and its call when it has one. */
export interface GridHandle {
  title: string | undefined;
  columns: readonly { key: string; label: string; format?: string | undefined; mask?: string | undefined }[];
  /** The rows it holds: every row (inline or unpaged sources, after the search), or the page shown. */
  rows: readonly Record<string, unknown>[];
  /** A call that pages on the server: where its whole search is exported, and the current search. */
  paged?: { exportUrl: string; params: Record<string, unknown>; reason?: boolean | undefined } | undefined;
  /**
   * Its declared API's personal data: whose a row is (`subject`), where one
   * row is asked in the clear, and the parameters of the call that showed the rows on screen.
   */
  personal?:
    | {
        subject: string;
        unmaskUrl: string;
        params: Record<string, unknown>;
      }
    | undefined;
}

/** Per screen instance: search values per grid, reload counters, the open popup. */
export interface ScreenState {
  /** What each grid holds, by grid id (kept out of the proxy: `ref`). */
  grids: Record<string, GridHandle>;
  /** Applied search values by grid id, then field name (a search's 조회). */
  filters: Record<string, Record<string, RowFilter>>;
  /** Bumped after an `api` action so every grid reloads. */
  reloads: number;
  /** Ids of the open popups, innermost last. */
  popups: string[];
  /** The values each open popup was opened with (a row, a form's values), by the same position. */
  popupValues: Record<string, unknown>[];
}

export function createScreenState(): ScreenState {
  return proxy<ScreenState>({ grids: {}, filters: {}, reloads: 0, popups: [], popupValues: [] });
}

/** What blocks of one rendered screen share. */
export interface ScreenContextValue {
  /** The screen's title (the default name of an exported file). */
  title: string;
  views: BlockViews;
  fields: FieldViews;
  components: Record<string, FunctionComponent<Record<string, unknown>>>;
  popups: Record<string, PopupSpec>;
  state: ScreenState;
}

export const ScreenContext = createContext<ScreenContextValue | null>(null);

/** The screen a block belongs to; blocks render only inside a ScreenView (or a test's provider). */
export function useScreen(): ScreenContextValue {
  const ctx = useContext(ScreenContext);
  if (!ctx) throw new Error('a manifest block rendered outside ScreenContext');
  return ctx;
}

/** Inside a popup: closes it (the `close` action). */
export const PopupCloseContext = createContext<(() => void) | null>(null);

/** Inside a popup: the values it was opened with (a row action's row), which its forms start from. */
export const PopupValuesContext = createContext<Readonly<Record<string, unknown>>>({});

/**
 * The form that ends the popup it is in (its last block): its buttons are the popup's (취소 beside
 * the action, on the right) and the popup's header has no 닫기. None outside popups.
 */
export const PopupActionFormContext = createContext<object | null>(null);
