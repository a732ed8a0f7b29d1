import type { GridBlock as GridSpec } from '../../../../../schemas/blocks/index.ts';
import { t } from '../../../i18n/index.ts';
import { useDialog } from '../../../runtime/index.ts';
import { fillParams, fillText } from '../fillTemplate.ts';
import { useScreen } from '../screenContext.ts';
import { useActionRunner } from '../useActionRunner.ts';
import { ActionButton } from './ActionButton.tsx';

type Row = Record<string, unknown>;

/**
 * A grid's bulk actions over the selected rows: `confirm` once (`{count}`), then the action once
 * per row, one after another (each call authorised by the server as a single one), the grid
 * reloaded once, and one summary: a toast when every row was done, an alert with the first
 * failure's message otherwise. With `batch`, one call carries every row (all or nothing): the
 * toast, or the call's own message. Buttons with `fncId` show only to users holding that function.
 */
export function BulkActions({
  spec,
  selected,
  onDone,
}: {
  spec: GridSpec;
  selected: readonly Row[];
  onDone: () => void;
}) {
  const run = useActionRunner();
  const dialog = useDialog();
  const { state } = useScreen();
  return (
    <>
      {spec.bulkActions.map((bulk) => (
        <ActionButton
          key={bulk.label}
          spec={{ ...bulk, variant: bulk.variant }}
          disabled={selected.length === 0}
          onRun={async () => {
            const rows = [...selected];
            const count = rows.length;
            if (count === 0) return;
            if (bulk.confirm && !(await dialog.confirm(fillText(bulk.confirm, { count })))) return;
            const action = bulk.action;
            if (bulk.batch !== undefined && 'api' in action) {
              const list = rows.map((row) => fillParams(action.params, row));
              // Manifest params are scalars; the filled list is what this one call sends (fillParams
              // passes a non-string value on as it is). run shows a failure's message and reloads after a success.
              const params = { [bulk.batch]: list } as unknown as typeof action.params;
              const ok = await run({ ...action, params }, { count });
              onDone();
              if (ok && action.success === undefined)
                void dialog.toast(
                  t('bulk.done', { label: bulk.label, count: count.toLocaleString('ko-KR') }),
                );
              return;
            }
            let failed = 0;
            let firstFailure: string | undefined;
            for (const row of rows) {
              let message: string | undefined;
              const ok = await run(bulk.action, row, {
                alert: async (m) => {
                  message = m;
                },
                toast: async () => {},
                confirm: async () => true,
                reload: () => {},
              });
              if (!ok) {
                failed++;
                firstFailure ??= message;
              }
            }
            state.reloads++;
            onDone();
            if (failed === 0)
              void dialog.toast(t('bulk.done', { label: bulk.label, count: count.toLocaleString('ko-KR') }));
            else
              await dialog.alert(
                t('bulk.partly', {
                  done: (count - failed).toLocaleString('ko-KR'),
                  failed: failed.toLocaleString('ko-KR'),
                }) + (firstFailure ? t('bulk.firstFailure', { message: firstFailure }) : ''),
              );
          }}
        />
      ))}
    </>
  );
}
