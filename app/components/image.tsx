import type { ResolvedImage } from "~/services/images/images.server";

type Props = {
  image: Pick<ResolvedImage, "src" | "alt" | "width" | "height" | "responsive">;
  className?: string;
  /** Above the fold: load now and with high priority. */
  priority?: boolean;
  /** When not the width of its slot (the lightbox). */
  sizes?: string;
};

/** An unresolved image stays an empty box (docs/product.md, Images and galleries). */
export function StorageImage({ image, className, priority = false, sizes }: Props) {
  const classes = ["storage-image", className, image.src ? null : "storage-image--empty"].filter(Boolean).join(" ");
  if (!image.src) {
    return <span className={classes} role="img" aria-label={image.alt} data-width={image.width} data-height={image.height} />;
  }
  const responsive = image.responsive;
  const img = (
    <img
      className={classes}
      src={image.src}
      srcSet={responsive?.jpeg}
      sizes={responsive ? (sizes ?? responsive.sizes) : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know fetchPriority yet; the lower-case attribute passes through.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
  if (!responsive) return img;
  return (
    <picture className="storage-picture">
      <source type="image/webp" srcSet={responsive.webp} sizes={sizes ?? responsive.sizes} />
      {img}
    </picture>
  );
}
