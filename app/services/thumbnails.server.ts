// The upload pipeline's names for the image pool, until it calls image-processing.server.ts directly.
export {
  ImageBusyError as ThumbnailBusyError,
  ImageError as ThumbnailError,
  makeThumbnail,
  shutdownImagePool as shutdownThumbnailPool,
} from "./image-processing.server";
