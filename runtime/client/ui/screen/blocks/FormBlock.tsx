import { type FormEvent, useContext, useEffect, useId, useState } from 'react';
import type { FieldSpec } from '../../../../../schemas/blocks/index.ts';
import { t } from '../../../i18n/index.ts';
import { useNavigation } from '../../../navigation/index.ts';
import {
  useConsoleRuntime,
  useDialog,
  useFunctionAuthority,
  useUnsavedChanges,
} from '../../../runtime/index.ts';
import { Button } from '../../kit/index.ts';
import { FieldInput } from '../FieldInput.tsx';
import {
  type BlockViewComponent,
  PopupActionFormContext,
  PopupCloseContext,
  PopupValuesContext,
} from '../screenContext.ts';
import { useActionRunner } from '../useActionRunner.ts';
import { useFormState } from '../useFormState.ts';
import { useLoadedBody } from '../useLoadedBody.ts';
import { LoadError } from './LoadError.tsx';

/**
 * `form`: fields with their validators; 확인 checks every field, moves focus to the first
 * problem, and runs the submit action with the values (an API call sends them as its body). While
 * a file field's uploads run, 확인 says so instead. A submit with `fncId` shows only to users holding
 * that function of the current menu (the form is then read-only), and each use is recorded.
 */
const FormBlock: BlockViewComponent<'form'> = ({ block }) => {
  const popupValues = useContext(PopupValuesContext);
  const form = useFormState(block.fields, popupValues);
  const loaded = useLoadedBody(block.load);
  const body = loaded.status === 'ready' ? loaded.body : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once per answer
  useEffect(() => {
    if (body) form.fill(body);
  }, [body]);
  const run = useActionRunner();
  const navigation = useNavigation();
  const titleId = useId();
  const popupClose = useContext(PopupCloseContext);
  // The form that ends its popup carries the popup's buttons (취소 beside the action).
  const closePopup = useContext(PopupActionFormContext) === block ? popupClose : null;
  const [busy, setBusy] = useState(false);
  const dialog = useDialog();
  const { logFunctionAccess } = useConsoleRuntime();
  const submitFncId = block.submit?.fncId;
  const holdsSubmitFunction = useFunctionAuthority(submitFncId ?? '');
  const submit = submitFncId === undefined || holdsSubmitFunction ? block.submit : undefined;
  // Unsaved edits ask before the page, the tab or the window is left (fidelity.md); not while the
  // submit runs, whose own navigation must not ask.
  const unsaved = useUnsavedChanges<HTMLFormElement>(form.edited && !busy);
  // File fields with uploads running: saving waits for them (the set id is not final before).
  const [uploading, setUploading] = useState<ReadonlySet<string>>(() => new Set());
  const onBusy = (name: string) => (on: boolean) =>
    setUploading((prev) => {
      if (prev.has(name) === on) return prev;
      const next = new Set(prev);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  // Empty text fields are left out: the APIs treat a missing field as "not given", not as ''. A
  // display field is sent too: it shows what the form is about (the record's id in an edit popup).
  const sentValues = () =>
    Object.fromEntries(
      block.fields.filter((f) => form.values[f.name] !== '').map((f) => [f.name, form.values[f.name]]),
    );

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const el = e.currentTarget;
    if (!form.submit()) {
      // After React paints the messages, focus the first invalid control.
      requestAnimationFrame(() =>
        el.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid')?.focus?.(),
      );
      return;
    }
    if (!submit) return;
    if (uploading.size > 0) {
      await dialog.alert(t('screen.uploadsRunning'));
      return;
    }
    if (submitFncId !== undefined) void logFunctionAccess(submitFncId);
    setBusy(true);
    unsaved.saved();
    try {
      if (await run(submit.action, sentValues())) form.saved();
    } finally {
      setBusy(false);
    }
  };

  /** A field's button (중복 확인): that field is checked, then its action runs with the form's values. */
  const [fieldBusy, setFieldBusy] = useState<string | null>(null);
  const onFieldButton = async (field: FieldSpec, cell: HTMLElement | null) => {
    if (!field.button) return;
    if (!form.check(field.name)) {
      requestAnimationFrame(() => cell?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setFieldBusy(field.name);
    try {
      await run(field.button.action, sentValues());
    } finally {
      setFieldBusy(null);
    }
  };

  return (
    <form
      ref={unsaved.ref}
      className="c-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={block.title ? titleId : undefined}
      aria-busy={loaded.status === 'loading' || undefined}
    >
      {block.title ? (
        <h2 id={titleId} className="c-heading c-heading--2">
          {block.title}
        </h2>
      ) : null}
      <LoadError message={loaded.status === 'failed' ? loaded.error : undefined} />
      <div className={`c-form__grid c-form__grid--${block.columns}`}>
        {block.fields.map((field) => (
          <div key={field.name} className={field.wide ? 'c-form__cell c-form__cell--wide' : 'c-form__cell'}>
            <FieldInput
              field={field}
              value={form.values[field.name] ?? ''}
              error={form.errors[field.name]}
              onChange={(v) => form.change(field.name, v)}
              onBlur={() => form.blur(field.name)}
              onBusy={field.type === 'file' ? onBusy(field.name) : undefined}
              record={field.type === 'checkTree' ? (body ?? popupValues) : undefined}
              trailing={
                field.button ? (
                  <Button
                    variant="secondary"
                    busy={fieldBusy === field.name}
                    onClick={(e) => void onFieldButton(field, e.currentTarget.closest('.c-form__cell'))}
                  >
                    {field.button.label}
                  </Button>
                ) : undefined
              }
            />
          </div>
        ))}
      </div>
      {closePopup || submit || block.cancel ? (
        // In a popup the form's buttons are the popup's: its one closing button (취소 beside the
        // action, 닫기 when there is none), the action on the right. Elsewhere: centred.
        <div className={`c-actions c-actions--${closePopup ? 'right' : 'center'}`}>
          {closePopup || block.cancel ? (
            <Button
              variant="secondary"
              onClick={() => {
                form.reset();
                unsaved.saved();
                if (closePopup) closePopup();
                else if (block.cancel?.navigate) void navigation.navigate(block.cancel.navigate);
              }}
            >
              {closePopup && !submit ? t('dialog.close') : (block.cancel?.label ?? t('dialog.cancel'))}
            </Button>
          ) : null}
          {submit ? (
            <Button variant="primary" type="submit" busy={busy}>
              {submit.label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
};
export default FormBlock;
