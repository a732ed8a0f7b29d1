import { useState } from 'react';
import type { ButtonSpec } from '../../../../../schemas/blocks/index.ts';
import { useConsoleRuntime, useFunctionAuthority } from '../../../runtime/index.ts';
import { Button, Tooltip } from '../../kit/index.ts';
import { useActionRunner } from '../useActionRunner.ts';
import { Icon } from './icons.tsx';

/**
 * A manifest button. With `fncId` it shows only when the user holds that function of the current
 * menu, and each use is recorded (POST /api/system/menu/access/function) before its action runs.
 */
export function ActionButton({
  spec,
  values,
  onRun,
  disabled,
  menuItem,
}: {
  spec: ButtonSpec;
  values?: Record<string, unknown> | undefined;
  /** Runs in place of the spec's action (a bulk action over the selected rows). */
  onRun?: (() => Promise<void>) | undefined;
  disabled?: boolean | undefined;
  /** An item of a menu (a row's ⋯ 더보기): `role="menuitem"`; called (the menu closes) before the action runs. */
  menuItem?: (() => void) | undefined;
}) {
  const props = { spec, values, onRun, disabled, menuItem };
  return spec.fncId === undefined ? (
    <PlainActionButton {...props} />
  ) : (
    <GuardedActionButton {...props} fncId={spec.fncId} />
  );
}

interface ButtonRunProps {
  spec: ButtonSpec;
  values?: Record<string, unknown> | undefined;
  onRun?: (() => Promise<void>) | undefined;
  disabled?: boolean | undefined;
  menuItem?: (() => void) | undefined;
}

function GuardedActionButton({ fncId, ...props }: ButtonRunProps & { fncId: string }) {
  const allowed = useFunctionAuthority(fncId);
  if (!allowed) return null;
  return <PlainActionButton {...props} fncId={fncId} />;
}

function PlainActionButton({
  spec,
  values,
  fncId,
  onRun,
  disabled,
  menuItem,
}: ButtonRunProps & { fncId?: string }) {
  const run = useActionRunner();
  const { logFunctionAccess } = useConsoleRuntime();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (fncId !== undefined) void logFunctionAccess(fncId);
    if (!spec.action && !onRun) return;
    setBusy(true);
    try {
      if (onRun) await onRun();
      else if (spec.action) await run(spec.action, values);
    } finally {
      setBusy(false);
    }
  };
  if (menuItem)
    return (
      <button
        type="button"
        role="menuitem"
        disabled={spec.disabled || disabled}
        onClick={() => {
          menuItem();
          void onClick();
        }}
      >
        {spec.label}
      </button>
    );
  const button = (
    <Button
      variant={spec.variant}
      icon={spec.icon ? <Icon name={spec.icon} /> : undefined}
      disabled={spec.disabled || disabled}
      busy={busy}
      onClick={onClick}
    >
      {spec.label}
    </Button>
  );
  return spec.tooltip ? <Tooltip content={spec.tooltip}>{button}</Tooltip> : button;
}
