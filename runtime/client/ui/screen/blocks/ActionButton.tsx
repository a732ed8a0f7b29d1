import { useState } from 'react';
import type { ButtonSpec } from '../../../../../schemas/blocks/index.ts';
import { useFunctionAuthority } from '../../../menu/index.ts';
import { useConsoleRuntime } from '../../../runtime/index.ts';
import { Button, Tooltip } from '../../kit/index.ts';
import { useActionRunner } from '../useActionRunner.ts';
import { Icon } from './icons.tsx';

/**
 * A manifest button. With `fncId` it shows only when the user holds that function of the current
 * menu, and each use is recorded (POST /api/system/menu/access/function) before its action runs.
 */
export function ActionButton({ spec, values }: { spec: ButtonSpec; values?: Record<string, unknown> }) {
  return spec.fncId === undefined ? (
    <PlainActionButton spec={spec} values={values} />
  ) : (
    <GuardedActionButton spec={spec} fncId={spec.fncId} values={values} />
  );
}

function GuardedActionButton({
  spec,
  fncId,
  values,
}: {
  spec: ButtonSpec;
  fncId: string;
  values?: Record<string, unknown> | undefined;
}) {
  const allowed = useFunctionAuthority(fncId);
  if (!allowed) return null;
  return <PlainActionButton spec={spec} values={values} fncId={fncId} />;
}

function PlainActionButton({
  spec,
  values,
  fncId,
}: {
  spec: ButtonSpec;
  values?: Record<string, unknown> | undefined;
  fncId?: string;
}) {
  const run = useActionRunner();
  const { logFunctionAccess } = useConsoleRuntime();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (fncId !== undefined) void logFunctionAccess(fncId);
    if (!spec.action) return;
    setBusy(true);
    try {
      await run(spec.action, values);
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button
      variant={spec.variant}
      icon={spec.icon ? <Icon name={spec.icon} /> : undefined}
      disabled={spec.disabled}
      busy={busy}
      onClick={onClick}
    >
      {spec.label}
    </Button>
  );
  return spec.tooltip ? <Tooltip content={spec.tooltip}>{button}</Tooltip> : button;
}
