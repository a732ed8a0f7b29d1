import { z } from 'zod';
import { text } from './text.ts';

// Payloads and answers of `/api/file/**` (spec section 7), shared by the server and the client.

/** A file set id: 1-50 letters, digits, `_` or `-` (the server makes 32 hex digits). */
export const fileIdSchema = text({ name: true })
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'fileId: letters, digits, _ or - only' });

/** A file group id (`DEFAULT`, `IMAGE`, `DOC` in the seed). */
export const fileGrpIdSchema = text({ name: true })
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'fileGrpId: letters, digits, _ or - only' });

/** A file number inside a set: 1, 2, … (a numeric string is accepted too, as query strings are). */
export const fileNoSchema = z.union([
  z.int().min(1).max(1_000_000),
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number),
]);

/**
 * Text fields of `POST /api/file/upload` (multipart, files in `file-1`, `file-2`, …). `fileId`
 * appends to an existing set; empty or missing starts a new one.
 */
export const uploadFieldsSchema = z.object({
  fileGrpId: fileGrpIdSchema,
  fileId: z
    .union([z.literal(''), fileIdSchema])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** One stored file as the client reads it; `accessUrl` is the attach call for it. */
export const fileMetaDataSchema = z.object({
  fileId: z.string(),
  fileNo: z.int(),
  fileGrpId: z.string(),
  orgFileNm: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  /** `/api/file/attach?fileId=…&fileNo=…` */
  accessUrl: z.string(),
  regDttm: z.string(),
});
export type FileMetaData = z.infer<typeof fileMetaDataSchema>;

/** Answer of an upload: the set id (new or appended to) and the files just stored. */
export const uploadAnswerSchema = z.object({
  fileId: z.string(),
  fileMetaDatas: z.array(fileMetaDataSchema),
});

/**
 * `POST /api/file/list`. `fileNos` restricts to those numbers; `fileGrpId` to files stored under
 * that group, unless `includeAddtionalFiles` (the spec's spelling) is true, which also returns the
 * set's files of other groups.
 */
export const fileListSchema = z.object({
  fileId: fileIdSchema,
  fileNos: z.array(fileNoSchema).max(1000).optional(),
  fileGrpId: z
    .union([z.literal(''), fileGrpIdSchema])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  includeAddtionalFiles: z.boolean().optional(),
});
export type FileListInput = z.infer<typeof fileListSchema>;

/** Answer of `POST /api/file/list`, ordered by fileNo. */
export const fileListAnswerSchema = z.object({ fileMetaDatas: z.array(fileMetaDataSchema) });

const flag = z
  .enum(['true', 'false', '1', '0', 'Y', 'N', 'y', 'n', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'Y' || v === 'y');

/**
 * `GET /api/file/attach` query. `attach` true (`true`, `1`, `Y`) answers with
 * `Content-Disposition: attachment`; `attachmentFileName` overrides the name the browser saves
 * under; `fileGrpId` is accepted for compatibility and not used to find the file.
 */
export const attachQuerySchema = z.object({
  fileId: fileIdSchema,
  fileNo: fileNoSchema,
  attachmentFileName: text().max(255).optional(),
  attach: flag.optional(),
  fileGrpId: text({ name: true }).max(50).optional(),
});
export type AttachQuery = z.infer<typeof attachQuerySchema>;

/** `POST /api/file/remove`: one file of a set. */
export const fileRemoveSchema = z.strictObject({ fileId: fileIdSchema, fileNo: fileNoSchema });
export type FileRemoveInput = z.infer<typeof fileRemoveSchema>;

/** Answer of a removal: the file removed and how many files the set still holds. */
export const fileRemoveAnswerSchema = z.object({ fileId: z.string(), fileNo: z.int(), remaining: z.int() });
