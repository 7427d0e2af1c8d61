import { describe, expect, it } from "vitest";
import { IMAGE_ACCEPT, IMAGE_TYPES, IMAGE_TYPES_TEXT, isAcceptedImageMime } from "~/lib/image-types";
import { SUPPORTED_IMAGE_TYPES } from "~/lib/image-sniff";
import { isVariantSource, mayHaveVariants } from "~/lib/image-variants";
import { IMAGE_MESSAGES } from "~/services/images/image-inspect.server";

describe("the one list of accepted image types", () => {
  it("is what the sniffer recognises, type for type", () => {
    expect(SUPPORTED_IMAGE_TYPES.map((t) => t.mime)).toEqual(IMAGE_TYPES.map((t) => t.mime));
    expect(SUPPORTED_IMAGE_TYPES.map((t) => t.ext)).toEqual(IMAGE_TYPES.map((t) => t.ext));
  });

  it("gives the file picker every type and every extension, and the texts every name", () => {
    const accept = IMAGE_ACCEPT.split(",");
    for (const type of IMAGE_TYPES) {
      expect(accept).toContain(type.mime);
      for (const ext of type.extensions) expect(accept).toContain(`.${ext}`);
    }
    expect(accept).not.toContain("image/svg+xml");
    expect(IMAGE_TYPES_TEXT).toBe("JPEG, PNG, WebP, HEIC, GIF, BMP or TIFF");
    expect(accept).toEqual(expect.arrayContaining(["image/webp", "image/heic", "image/heif", ".webp", ".heic", ".heif"]));
    expect(IMAGE_MESSAGES.unsupported).toContain(IMAGE_TYPES_TEXT);
  });

  it("accepts a MIME type only when it is on the list, whatever its case or parameters", () => {
    expect(isAcceptedImageMime("image/jpeg")).toBe(true);
    expect(isAcceptedImageMime("Image/PNG; charset=binary")).toBe(true);
    expect(isAcceptedImageMime("image/webp")).toBe(true);
    expect(isAcceptedImageMime("image/heif")).toBe(true);
    for (const other of ["image/avif", "image/svg+xml", "image/jpg", "text/plain", "", null, undefined]) {
      expect(isAcceptedImageMime(other), String(other)).toBe(false);
    }
  });
});

describe("which stored objects get variants", () => {
  it("from the path alone: accepted extensions and names without one (uploads), never drawings or variants", () => {
    expect(mayHaveVariants("images/originals/1732000000000-photo")).toBe(true);
    expect(mayHaveVariants("events/fsw25/01.JPG")).toBe(true);
    expect(mayHaveVariants("events/fsw25/scan.tif")).toBe(true);
    expect(mayHaveVariants("events/fsw25/IMG_0042.HEIC")).toBe(true);
    expect(mayHaveVariants("events/fsw25/chat.webp")).toBe(true);
    expect(mayHaveVariants("events/fsw25/drawing.svg")).toBe(false);
    expect(mayHaveVariants("events/fsw25/notes.txt")).toBe(false);
    expect(mayHaveVariants("variants/events/fsw25/01.jpg.640w.jpg")).toBe(false);
  });

  it("once the type is known: by content for a name without extension, and a name that claims an image is tried", () => {
    expect(isVariantSource("images/originals/k", "image/jpeg")).toBe(true);
    expect(isVariantSource("images/originals/k", "image/svg+xml")).toBe(false);
    expect(isVariantSource("images/originals/k", "application/octet-stream")).toBe(false);
    // Named as a photo but not one: tried, so the image check's refusal is reported.
    expect(isVariantSource("events/fsw25/4.jpg", "application/octet-stream")).toBe(true);
    expect(isVariantSource("events/fsw25/a.svg", "image/jpeg")).toBe(false);
  });
});
