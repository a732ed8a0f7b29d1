import { z } from 'zod';

/** File upload and storage (the file API, the `file` field). */
export const filesSchema = z
  .strictObject({
    resumableThresholdBytes: z
      .int()
      .min(1)
      .default(8 * 1024 * 1024)
      .describe(
        'Files larger than this go up in resumable chunks (tus) instead of one multipart request. Default 8388608 (8 MiB).',
      ),
    chunkSizeBytes: z
      .int()
      .min(256 * 1024)
      .default(32 * 1024 * 1024)
      .describe(
        'Most bytes of one resumable request (a proxy in front must take a body this large). The server keeps what arrived of a broken request, so a resume never repeats a whole chunk. Default 33554432 (32 MiB).',
      ),
    unboundHours: z
      .number()
      .min(0.01)
      .default(24)
      .describe(
        'A file set no saved record took within this many hours is removed by the sweep. Default 24.',
      ),
    pendingHours: z
      .number()
      .min(0.01)
      .default(1)
      .describe(
        'A resumable upload left unfinished this many hours (since it began) is removed by the sweep, and no longer counts against its user. Default 1.',
      ),
    maxPendingUploads: z
      .int()
      .min(1)
      .default(10)
      .describe(
        'Resumable uploads one user may have unfinished at once; one more is refused with 429. Default 10.',
      ),
    userDailyBytes: z
      .int()
      .min(1)
      .default(1024 * 1024 * 1024)
      .describe(
        'Bytes one user may upload in 24 hours (stored files and unfinished uploads); more is refused with 429 and Retry-After. Default 1073741824 (1 GiB).',
      ),
    importMaxBytes: z
      .int()
      .min(1024)
      .max(200 * 1024 * 1024)
      .default(20 * 1024 * 1024)
      .describe(
        'The largest file an 엑셀 일괄 등록 takes (xlsx or csv); a larger one is refused before it is read. Default 20971520 (20 MiB).',
      ),
    importMaxRows: z
      .int()
      .min(1)
      .max(1_000_000)
      .default(50_000)
      .describe(
        'The most rows one 엑셀 일괄 등록 file may hold; more is refused with nothing written. Default 50000.',
      ),
    sweepIntervalMinutes: z
      .number()
      .min(0.01)
      .default(60)
      .describe('How often the server sweeps unbound file sets and abandoned uploads. Default 60.'),
  })
  .prefault({});
