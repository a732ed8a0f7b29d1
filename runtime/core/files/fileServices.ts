/** What the services need of a stored file (the file API's `F` has these and more). */
export interface StoredFileLike {
  fileId: string;
  fileNo: number;
  orgFileNm: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * What the file field and the file lists do with the file API: the browser's client implements it
 * (`createFileServices`), the kit takes it injected and does no I/O of its own.
 */
export interface FileServices<F extends StoredFileLike = StoredFileLike> {
  /** Files of an existing set. */
  list(fileId: string): Promise<F[]>;
  /**
   * One file into the set `fileId` (a new set when undefined), reporting bytes sent. Rejects with a
   * Korean, user-facing message; after `signal` aborts it rejects and nothing is shown.
   */
  upload(
    file: File,
    o: {
      fileGrpId: string;
      fileId: string | undefined;
      signal: AbortSignal;
      onProgress: (loaded: number, total: number) => void;
    },
  ): Promise<{ fileId: string; file: F }>;
  /** Removes a stored file from its set. */
  remove(fileId: string, fileNo: number): Promise<void>;
  /** Downloads a stored file (the app shows its progress and failures). */
  download(file: F): Promise<void>;
  /** An object URL for an image's thumbnail; rejects when there is none (the not-found picture shows). */
  preview?(file: F): Promise<string>;
  /** Asks the user; true on 확인. */
  confirm(message: string): Promise<boolean>;
}
