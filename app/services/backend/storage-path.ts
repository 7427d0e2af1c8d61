// One rule for both backends: a path can never leave its folder on disk or in the bucket.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const MAX_STORAGE_PATH_LENGTH = 512;

export function isValidStoragePath(path: string): boolean {
  if (!path || path.length > MAX_STORAGE_PATH_LENGTH) return false;
  return path.split("/").every((segment) => SEGMENT.test(segment) && segment !== "." && segment !== "..");
}

export function isValidStorageFolder(folder: string): boolean {
  return isValidStoragePath(folder.replace(/\/+$/, ""));
}
