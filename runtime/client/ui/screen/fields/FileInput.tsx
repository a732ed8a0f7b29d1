import { t } from '../../../i18n/index.ts';
import { useInitialData, useSession } from '../../../runtime/index.ts';
import { FileField, type FileGroupRule } from '../../kit/index.ts';
import type { FieldViewComponent } from '../screenContext.ts';
import { useFileServices } from '../useFileServices.ts';
import { asText, contractProps } from './fieldProps.ts';

/** The file group a field names, from the initial data (`fileGroups`), or undefined. */
function groupOf(groups: readonly Record<string, unknown>[], fileGrpId: string): FileGroupRule | undefined {
  const row = groups.find((g) => g.fileGrpId === fileGrpId);
  if (!row) return undefined;
  const max = Number(row.maxSizeBytes);
  return {
    fileGrpId,
    accept: typeof row.accept === 'string' && row.accept.trim() !== '' ? row.accept : null,
    maxSizeBytes: Number.isFinite(max) ? max : 0,
  };
}

/**
 * `file`: a FileField over the file API. Its value is the file set's id; the group's accept list
 * and maximum size come from the initial data. Only a logged-in user uploads (a public page shows
 * the field disabled with a hint).
 */
const FileInput: FieldViewComponent = (props) => {
  const { field } = props;
  const services = useFileServices();
  const { data } = useInitialData();
  const { state } = useSession();
  const fileGrpId = field.fileGrpId ?? 'DEFAULT';
  const loggedIn = state.authenticated;
  const contract = contractProps(props);
  return (
    <FileField
      {...contract}
      hint={loggedIn ? contract.hint : t('file.loginFirst')}
      disabled={contract.disabled || !loggedIn}
      name={field.name}
      value={asText(props.value)}
      onChange={(v) => props.onChange(v)}
      onBlur={props.onBlur}
      onBusy={props.onBusy}
      group={data ? groupOf(data.fileGroups, fileGrpId) : undefined}
      fileGrpId={fileGrpId}
      multiple={field.multiple}
      max={typeof field.max === 'number' ? field.max : undefined}
      services={services}
    />
  );
};
export default FileInput;
