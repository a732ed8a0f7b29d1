import { useSnapshot } from 'valtio';
import type { FieldSpec } from '../../../../schemas/blocks/index.ts';
import { initialData } from '../../initialData/index.ts';
import type { Option } from '../kit/index.ts';

/** A choice field's options: its own list, or the codes of its common-code group (in use, sorted). */
export function useFieldOptions(field: FieldSpec): readonly Option[] {
  const data = useSnapshot(initialData).data;
  if (field.options) return field.options;
  if (!field.codeGroup) return [];
  const codes = data?.commonCodes[field.codeGroup.toUpperCase()] ?? [];
  return codes
    .filter((c) => c.useYn !== 'N')
    .slice()
    .sort((a, b) => (a.srtNo ?? 0) - (b.srtNo ?? 0))
    .map((c) => ({ value: c.dtlCd, label: c.cdNm ?? c.dtlCd }));
}
