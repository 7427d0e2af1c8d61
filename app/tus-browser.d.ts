/** The parts of the tus client's modern browser source that app/browser/uploader/tus-browser.ts assembles. */
declare module "tus-js-client/lib/upload.js" {
  import type { Upload, UploadOptions } from "tus-js-client";
  export default class BaseUpload extends Upload {
    static defaultOptions: UploadOptions;
    constructor(file: unknown, options: unknown);
  }
}
declare module "tus-js-client/lib/browser/httpStack.js" {
  import type { HttpStack } from "tus-js-client";
  const DefaultHttpStack: { new (): HttpStack };
  export default DefaultHttpStack;
}
declare module "tus-js-client/lib/browser/urlStorage.js" {
  import type { UrlStorage } from "tus-js-client";
  export const canStoreURLs: boolean;
  export const WebStorageUrlStorage: { new (): UrlStorage };
}
