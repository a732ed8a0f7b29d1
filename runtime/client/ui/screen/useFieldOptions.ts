import { useEffect, useState } from 'react';
import type { FieldSpec } from '../../../../schemas/blocks/index.ts';
import { useConsoleRuntime, useInitialData } from '../../runtime/index.ts';
import type { Option } from '../kit/index.ts';
import { resolveApi, rowsOf } from './apiRequest.ts';
import { callNamedApi } from './useActionRunner.ts';

/**
 * A choice field's options: its own list, the codes of its common-code group (in use, sorted), or
 * the rows of its `optionsFrom` API (read once when the field shows; none while loading or after a
 * failure, which the field then simply offers no choice for).
 */
export function useFieldOptions(field: FieldSpec): readonly Option[] {
  const runtime = useConsoleRuntime();
  const { data } = useInitialData();
  const from = field.optionsFrom;
  const [loaded, setLoaded] = useState<readonly Option[]>([]);
  const key = from ? JSON.stringify(from) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `from`
  useEffect(() => {
    if (!from) return;
    let live = true;
    callNamedApi(runtime, from.api, { ...from.params }).then(
      (body) => {
        if (!live) return;
        const rows = rowsOf(resolveApi(from.api, runtime.config.apis), body);
        setLoaded(
          rows
            .filter((r) => r[from.value] !== undefined && r[from.value] !== null)
            .map((r) => ({ value: String(r[from.value]), label: String(r[from.label] ?? r[from.value]) })),
        );
      },
      () => live && setLoaded([]),
    );
    return () => {
      live = false;
    };
  }, [key]);
  if (field.options) return field.options;
  if (from) return loaded;
  if (!field.codeGroup) return [];
  const codes = data?.commonCodes[field.codeGroup.toUpperCase()] ?? [];
  return codes
    .filter((c) => c.useYn !== 'N')
    .slice()
    .sort((a, b) => (a.srtNo ?? 0) - (b.srtNo ?? 0))
    .map((c) => ({ value: c.dtlCd, label: c.cdNm ?? c.dtlCd }));
}
