/**
 * The tus client for the browser, from the package's own modern source (lib/) rather than its
 * Babel build (lib.esm/): the same code at about 10 kB compressed instead of 16 kB, which keeps the
 * uploader page within its script budget. Loaded by a dynamic import when the first large file starts.
 */
export { Upload } from "tus-js-client/lib/browser/index.js";
