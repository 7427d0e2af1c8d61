/** The tus client's modern browser source has the package's own types (app/lib/tus-browser.ts). */
declare module "tus-js-client/lib/browser/index.js" {
  export { Upload } from "tus-js-client";
}
