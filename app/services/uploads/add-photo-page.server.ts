/**
 * What the /add-photo route needs on the server, from one module: the browser build replaces each
 * `.server` module a route imports with an empty one, and those shared with other routes become
 * requests of their own (decision 023).
 */
export { getConfig } from "../../config/config.server";
export { clipsEnabled } from "../video/ffmpeg.server";
export { uploadNotice } from "./flash.server";
export { savePhotos } from "./photos.server";
export { consentNotice } from "./consent.server";
export { methodNotAllowed, refusalAnswer, resultItems } from "~/http/upload-answers.server";
export { editionBoats, startedEditions } from "~/models/editions.server";
export { nameCookieHeader, rememberedName } from "./uploader-name.server";
export { publicPageFor } from "~/http/public-listing.server";
export { MY_UPLOADS_LIMIT, myUploads, myUploadKeys, myUploadsCookie, uploadedHeaders } from "./my-uploads.server";
