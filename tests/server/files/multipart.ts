import { randomBytes } from 'node:crypto';

/** A file part of a multipart body. */
export interface FilePart {
  field?: string;
  name: string;
  type?: string;
  data: Buffer | string;
}

/**
 * A `multipart/form-data` body as a browser sends it: text fields first (or last, with
 * `fieldsLast`), then file parts, file names as raw UTF-8 (what Chrome and Firefox do, Korean
 * names included).
 */
export function multipart(
  fields: Record<string, string>,
  files: readonly FilePart[],
  options: { fieldsLast?: boolean } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----console${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const addFields = () => {
    for (const [name, value] of Object.entries(fields)) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
  };
  if (!options.fieldsLast) addFields();
  files.forEach((file, i) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? `file-${i + 1}`}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  });
  if (options.fieldsLast) addFields();
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Bytes of a tiny valid PNG (1×1, transparent). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
