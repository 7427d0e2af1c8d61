import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Gallery, type GalleryImage } from "~/components/gallery";
import { PendingUploads, type PendingUpload } from "~/components/pending-uploads";
import { PhotoList } from "~/components/photo-list";
import { Slideshow } from "~/components/slideshow";
import { CATALOGUES, translatorFor } from "~/i18n/i18n.server";
import { LANGS, type Lang } from "~/i18n/languages";
import { looksLikeFileName, shownTitle, uploadAlt } from "~/lib/photo-alt";
import type { Slide } from "~/lib/slideshow";
import { photoRemovalUrl } from "~/lib/urls";
import type { PublicPhoto } from "~/services/galleries/gallery.server";
import { problemWithAlt } from "../support/alt-text";
import { decodeEntities } from "../support/html";

// A title defaults to the file's name at upload (titleFromFileName): the public never reads it as a caption (decision 051).

const FILE_NAMES = ["IMG_2041", "DSC01234.JPG", "PXL_20260714_101112345"];
const REAL = "Sunset at Porto Santo";

function render(element: ReactElement, lang: Lang = "en"): string {
  const router = createMemoryRouter([{ id: "root", path: "/", element: <Outlet />, children: [{ index: true, element }] }], {
    hydrationData: { loaderData: { root: { i18n: { lang, messages: CATALOGUES[lang] } } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** What a visitor reads or hears: the text between tags, and every alt, aria-label and title attribute. */
function shown(html: string): string {
  const said = [...html.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1]!);
  const text = html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ");
  return decodeEntities([text, ...said].join("\n"));
}

/** Keys and addresses carry no file name, so any that shows came from the title. */
const photo = (n: number, title: string, over: Partial<PublicPhoto> = {}): PublicPhoto => ({
  key: `17500000000${n}-upload`,
  title,
  original: `/media/images/originals/17500000000${n}-upload`,
  thumbnail: `/media/images/thumbnails/thumb-17500000000${n}-upload`,
  width: 1600,
  height: 1200,
  uploadedAt: "2026-07-14T10:00:00Z",
  edition: "FSW26",
  by: "Bia",
  day: "2026-07-14",
  ...over,
});

/** As resolvePublicPhotos hands an upload to the gallery. */
function galleryImage(p: PublicPhoto, lang: Lang = "en"): GalleryImage {
  return {
    src: `/media/variants/images/originals/${p.key}.1280w.jpg`,
    alt: uploadAlt(translatorFor(lang), { ...p, clip: Boolean(p.poster) }),
    width: 400,
    height: 300,
    natural: { width: p.width, height: p.height },
    caption: p.title,
    removeUrl: photoRemovalUrl(p.key),
    ...(p.by ? { by: p.by } : {}),
    ...(p.poster ? { clip: { src: p.original, duration: 12 } } : {}),
  };
}

/** As toSlides hands an upload to the party screen. */
const slide = (p: PublicPhoto, lang: Lang = "en"): Slide => ({
  key: p.key,
  title: p.title,
  alt: uploadAlt(translatorFor(lang), p),
  width: p.width,
  height: p.height,
  src: `/media/variants/images/originals/${p.key}.1280w.jpg`,
  jpeg: `/media/variants/images/originals/${p.key}.1920w.jpg 1920w`,
  webp: `/media/variants/images/originals/${p.key}.1920w.webp 1920w`,
  ...(p.by ? { by: p.by } : {}),
});

const screen = (first: Slide, lang: Lang = "en") =>
  render(
    <Slideshow
      title="FSW26"
      first={first}
      failed={false}
      captions
      paused
      toggle="/event-details/fsw26/slideshow"
      poll="/event-details/fsw26/slideshow.json"
      upload={{ address: "https://fsw.example.org/add-photo", qr: "<svg></svg>" }}
    />,
    lang,
  );

const mine = (title: string): PendingUpload => ({
  key: "1750000000001-upload",
  title,
  thumbnail: "/add-photo/mine/1750000000001-upload",
  uploadedAt: "2026-07-14T10:00:00Z",
  state: "approved",
  thumbnailHeight: 75,
});

describe("a title that is a file's name", () => {
  it("is told apart from a real title", () => {
    for (const name of [
      ...FILE_NAMES,
      "IMG_E2041",
      "IMG-20260714-WA0001",
      "IMG_2041 (1)",
      "DSCF0042",
      "VID_20260714_101112",
      "20260714_101112",
      "GOPR0123",
      "Screenshot 2026-07-14 at 10.11.12",
      "holiday.heic",
      "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
    ])
      expect(looksLikeFileName(name), name).toBe(true);
    for (const title of [REAL, "Photo 3", "Dancing in 2026", "Sam on the bow", "Img of the day", "FSW26 – last night"])
      expect(looksLikeFileName(title), title).toBe(false);
  });

  it("is shown as no title; a real one is shown trimmed", () => {
    for (const name of FILE_NAMES) expect(shownTitle(name)).toBe("");
    expect(shownTitle(`  ${REAL} `)).toBe(REAL);
    expect(shownTitle(undefined)).toBe("");
    expect(shownTitle("")).toBe("");
  });

  it("is what the alt-text checks of the tests call a file name", () => {
    for (const name of FILE_NAMES) expect(problemWithAlt(name)).toBe("looks like a file name");
  });
});

describe.each(LANGS)("uploads titled with a file's name, in public (%s)", (lang) => {
  const named = FILE_NAMES.map((name, i) => photo(i + 1, name));
  const clip = photo(4, "PXL_20260714_101112345.mp4", { poster: "/media/images/posters/poster-1750000000004-upload" });
  const described = photo(5, "IMG_2041", { alt: "Two dancers spinning on the deck at sunset" });
  const all = [...named, clip, described];
  const expectNoFileName = (html: string, where: string) => {
    const said = shown(html);
    for (const name of [...FILE_NAMES, "PXL_20260714_101112345.mp4"]) expect(said, `${where}: ${name}`).not.toContain(name);
    expect(said, where).not.toMatch(/IMG_|DSC0|PXL_/);
  };

  it("shows no file name in the gallery's tiles or lightboxes, and still credits the photographer", () => {
    const html = render(
      <Gallery id="g" title="FSW26" gallery={{ status: "ok", images: all.map((p) => galleryImage(p, lang)) }} />,
      lang,
    );
    expectNoFileName(html, "gallery");
    expect(html).not.toContain('class="modal__caption"');
    expect(html.match(/class="modal__credit"/g)).toHaveLength(all.length);
    expect(shown(html)).toContain("Two dancers spinning on the deck at sunset");
  });

  it("shows no file name in the list of shared photos", () => {
    const html = render(<PhotoList photos={{ status: "ok", photos: all, older: null, newer: null }} highlight={null} />, lang);
    expectNoFileName(html, "photo list");
  });

  it("shows no file name on the party screen, only the credit", () => {
    for (const p of all) {
      const html = screen(slide(p, lang), lang);
      expectNoFileName(html, `slideshow ${p.title}`);
      expect(html).toMatch(
        /<figcaption class="slideshow__caption"><span class="slideshow__credit">[^<]*Bia<\/span><\/figcaption>/,
      );
    }
  });

  it("shows no file name in the uploader's own list", () => {
    expectNoFileName(render(<PendingUploads uploads={FILE_NAMES.map(mine)} />, lang), "own list");
  });
});

describe("an upload with a real title", () => {
  const sunset = photo(1, REAL);

  it("keeps it as the lightbox's caption, beside its description as the text alternative", () => {
    const html = render(<Gallery id="g" title="FSW26" gallery={{ status: "ok", images: [galleryImage(sunset)] }} />);
    expect(html).toContain(`<p class="modal__caption">${REAL}</p>`);
    expect(html).toContain('alt="Photo by Bia, taken on 14 July 2026, not described yet"');
  });

  it("keeps it on the party screen, in the list of shared photos and in the uploader's own list", () => {
    expect(screen(slide(sunset))).toContain(`<figcaption class="slideshow__caption">${REAL}<span class="slideshow__credit">`);
    const list = render(<PhotoList photos={{ status: "ok", photos: [sunset], older: null, newer: null }} highlight={null} />);
    expect(shown(list)).toContain(`this photo: ${REAL}`);
    expect(shown(render(<PendingUploads uploads={[mine(REAL)]} />))).toContain(`“${REAL}”`);
  });
});
