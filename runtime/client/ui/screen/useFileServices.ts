import { useMemo } from 'react';
import { createFileServices, type FileServices } from '../../api/index.ts';
import { useApi, useConfig, useDialog, useSession } from '../../runtime/index.ts';

/** The file API for this user (`createFileServices` over the app's client, config and dialogs). */
export function useFileServices(): FileServices {
  const api = useApi();
  const { files } = useConfig();
  const { state } = useSession();
  const dialog = useDialog();
  const owner = state.userId;
  return useMemo(
    () =>
      createFileServices({
        api,
        files,
        owner,
        alert: (m) => dialog.alert(m),
        confirm: (m) => dialog.confirm(m),
      }),
    [api, files, owner, dialog],
  );
}
