import type { ResolvedImage } from "~/services/images.server";

type Props = {
  image: Pick<ResolvedImage, "src" | "alt" | "width" | "height">;
  className?: string;
  /** Above the fold: load now and with high priority. Everything else loads lazily. */
  priority?: boolean;
  sizes?: string;
};

/** A storage image with a fixed box; an image that could not be resolved stays an empty box (docs/product.md, Images and galleries). */
export function StorageImage({ image, className, priority = false }: Props) {
  const classes = ["storage-image", className, image.src ? null : "storage-image--empty"].filter(Boolean).join(" ");
  if (!image.src) {
    return <span className={classes} role="img" aria-label={image.alt} data-width={image.width} data-height={image.height} />;
  }
  return (
    <img
      className={classes}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know fetchPriority yet; the lower-case attribute passes through.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
