/** Error codes of the storage service, the same for the embedded and the Firebase backend. */
export type StorageErrorCode =
  | "storage/unknown"
  | "storage/object-not-found"
  | "storage/unauthenticated"
  | "storage/unauthorized"
  | "storage/unauthorized-app"
  | "storage/quota-exceeded"
  | "storage/retry-limit-exceeded"
  | "storage/canceled"
  | "storage/invalid-argument"
  | "storage/already-exists"
  | "storage/server-file-wrong-size"
  | "storage/no-download-url";

export const STORAGE_MESSAGES: Partial<Record<StorageErrorCode, string>> = {
  "storage/retry-limit-exceeded": "Max retry time for operation exceeded, please try again.",
};

export class StorageError extends Error {
  override name = "StorageError";
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isStorageError(error: unknown, code?: StorageErrorCode): error is StorageError {
  return error instanceof StorageError && (code === undefined || error.code === code);
}
