/**
 * What the /add-photo route needs on the server, from one module: the browser build replaces each
 * `.server` module a route imports with an empty one, and those shared with other routes become
 * requests of their own (decision 023).
 */
export { getConfig } from "../../config/config.server";
export { clipsEnabled } from "../../services/video/ffmpeg.server";
export { uploadNotice } from "../../services/uploads/flash.server";
export { savePhotos } from "../../services/uploads/photos.server";
export { consentNotice } from "../../services/uploads/consent.server";
export { methodNotAllowed, refusalAnswer, resultItems } from "~/routes/($lang).add-photo/upload-answers.server";
export { editionBoats, startedEditions } from "~/models/editions.server";
export { nameCookieHeader, rememberedName } from "../../services/uploads/uploader-name.server";
export { publicPageFor } from "~/http/public-listing.server";
export {
  MY_UPLOADS_LIMIT,
  myUploads,
  myUploadKeys,
  myUploadsCookie,
  uploadedHeaders,
} from "../../services/uploads/my-uploads.server";
