import type { FileMetaData } from '../../../schemas/api/files.ts';
import type { FileServices as FileServicesOf } from '../../core/files/index.ts';

/** The file API over stored files' metadata as the server answers it. */
export type FileServices = FileServicesOf<FileMetaData>;

import { ApiCallError } from '../../core/transport/index.ts';
import { t } from '../i18n/index.ts';
import type { ApiClient } from './apiTypes.ts';

export interface FileServicesOptions {
  api: ApiClient;
  /** `files` of the client config. */
  files: { resumableThresholdBytes: number; chunkSizeBytes: number };
  /** The logged-in user (a resumed upload is only ever their own). */
  owner: string | null | undefined;
  alert(message: string): Promise<void>;
  confirm(message: string): Promise<boolean>;
}

/** Largest image read for a thumbnail; a bigger one shows the not-found picture. */
export const PREVIEW_MAX_BYTES = 5 * 1024 * 1024;

interface UploadAnswer {
  fileId: string;
  fileMetaDatas: FileMetaData[];
}

/** `accessUrl` (`/api/file/attach?fileId=…&fileNo=…`) as a path and its query. */
function attachRequest(file: FileMetaData): { url: string; query: Record<string, string> } {
  const [path = '', search = ''] = file.accessUrl.split('?', 2);
  return { url: path, query: Object.fromEntries(new URLSearchParams(search)) };
}

/** The file API as the file field and the file lists use it, over the app's API client. */
export function createFileServices(o: FileServicesOptions): Required<FileServices> {
  const { api } = o;
  return {
    async list(fileId) {
      const answer = await api.call<{ fileMetaDatas: FileMetaData[] }>({
        url: '/api/file/list',
        body: { fileId },
        loading: false,
      });
      return answer.body.fileMetaDatas;
    },
    async upload(file, u) {
      const onProgress = (p: { loaded: number; total: number | null }) =>
        u.onProgress(p.loaded, p.total ?? file.size);
      const answer =
        file.size > o.files.resumableThresholdBytes
          ? await api.uploadResumable<UploadAnswer>({
              file,
              fileGrpId: u.fileGrpId,
              fileId: u.fileId,
              chunkSize: o.files.chunkSizeBytes,
              owner: o.owner ?? undefined,
              signal: u.signal,
              onProgress,
            })
          : await api.upload<UploadAnswer>({
              url: '/api/file/upload',
              fields: { fileGrpId: u.fileGrpId, fileId: u.fileId },
              files: [file],
              loading: false,
              signal: u.signal,
              onProgress,
            });
      const stored = answer.body.fileMetaDatas[0];
      if (!stored) throw new ApiCallError('result', t('file.notConfirmed'));
      return { fileId: answer.body.fileId, file: stored };
    },
    async remove(fileId, fileNo) {
      await api.call({ url: '/api/file/remove', body: { fileId, fileNo } });
    },
    async download(file) {
      try {
        await api.download({ ...attachRequest(file), query: { ...attachRequest(file).query, attach: 'Y' } });
      } catch (error) {
        if (error instanceof ApiCallError && error.kind === 'cancelled') return;
        await o.alert(error instanceof Error ? error.message : String(error));
      }
    },
    async preview(file) {
      if (!file.mimeType.startsWith('image/') || file.sizeBytes > PREVIEW_MAX_BYTES) {
        throw new Error('no preview');
      }
      const { blob } = await api.download({ ...attachRequest(file), save: false, progress: false });
      return URL.createObjectURL(blob);
    },
    confirm: (message) => o.confirm(message),
  };
}
