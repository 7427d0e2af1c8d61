// Built from tus-js-client's modern source without the readers this page never needs: about 9 kB
// compressed instead of 16 kB, within the uploader page's script budget.
import type { UploadOptions } from "tus-js-client";
import BaseUpload from "tus-js-client/lib/upload.js";
import DefaultHttpStack from "tus-js-client/lib/browser/httpStack.js";
import { WebStorageUrlStorage, canStoreURLs } from "tus-js-client/lib/browser/urlStorage.js";

const fileReader = {
  openFile: (file: Blob) =>
    Promise.resolve({
      size: file.size,
      slice: (start: number, end: number) => Promise.resolve({ value: file.slice(start, end), done: end >= file.size }),
      close: () => {},
    }),
};

const noStorage = {
  findAllUploads: () => Promise.resolve([]),
  findUploadsByFingerprint: () => Promise.resolve([]),
  removeUpload: () => Promise.resolve(),
  addUpload: () => Promise.resolve(undefined),
};

export class Upload extends BaseUpload {
  constructor(file: File, options: UploadOptions) {
    super(file, {
      ...BaseUpload.defaultOptions,
      httpStack: new DefaultHttpStack(),
      fileReader,
      urlStorage: canStoreURLs ? new WebStorageUrlStorage() : noStorage,
      ...options,
    });
  }
}
