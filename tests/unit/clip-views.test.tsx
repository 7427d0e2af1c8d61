import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { clipLength } from "~/components/clip-mark";
import { Gallery, type GalleryImage } from "~/components/gallery";
import { PendingUploads, type PendingUpload } from "~/components/pending-uploads";
import { PhotoList } from "~/components/photo-list";
import { RemovalRequests } from "~/components/removal-requests";
import { ReviewItem, type ReviewPhoto } from "~/components/review-queue";
import { CATALOGUES } from "~/i18n/i18n.server";
import type { Lang } from "~/i18n/languages";
import type { PublicPhoto } from "~/services/galleries/gallery.server";
import { documentCsp } from "../../server/security.mjs";

// Each view of uploads with a clip beside a photo, rendered as the server sends it (no JavaScript).
function render(element: ReactElement, lang: Lang = "en"): string {
  const router = createMemoryRouter([{ id: "root", path: "/", element, loader: () => null }], {
    hydrationData: { loaderData: { root: { i18n: { lang, messages: CATALOGUES[lang] } } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const photoImage: GalleryImage = {
  src: "/media/variants/images/originals/1-photo.1280w.jpg",
  alt: "FSW25: Sunset",
  width: 1200,
  height: 800,
  natural: { width: 1600, height: 1200 },
  caption: "Sunset",
  responsive: {
    jpeg: "/p.640w.jpg 640w",
    webp: "/p.640w.webp 640w",
    sizes: "100vw",
    original: "/media/images/originals/1-photo",
  },
};
const clipImage: GalleryImage = {
  src: "/media/variants/images/originals/2-clip.1280w.jpg",
  alt: "Two dancers turning on the deck",
  width: 1200,
  height: 800,
  natural: { width: 1280, height: 720 },
  caption: "Forró on deck",
  by: "Ana",
  removeUrl: "/photos/2-clip/remove",
  responsive: {
    jpeg: "/c.640w.jpg 640w",
    webp: "/c.640w.webp 640w",
    sizes: "100vw",
    original: "/media/images/posters/poster-2-clip",
  },
  clip: { src: "/media/images/originals/2-clip", duration: 41.6 },
};

describe("a clip's length", () => {
  it("is written as a player shows it", () => {
    expect(clipLength(41.6)).toBe("0:42");
    expect(clipLength(65)).toBe("1:05");
    expect(clipLength(0.2)).toBe("0:00");
    expect(clipLength(undefined)).toBe("–:––");
  });
});

describe("a gallery with a clip and a photo", () => {
  const gallery = <Gallery id="g" title="Gallery" gallery={{ status: "ok", images: [photoImage, clipImage] }} />;

  it("shows the clip's poster with a play mark and its length, named as a clip to play", () => {
    const html = render(gallery);
    expect(html).toContain('aria-label="Enlarge photo 1 of 2: Sunset"');
    expect(html).toContain('aria-label="Play clip 2 of 2 (0:42): Two dancers turning on the deck"');
    const tile = html.slice(html.indexOf('href="#g-2"'), html.indexOf("</li>", html.indexOf('href="#g-2"')));
    expect(tile).toContain('src="/media/variants/images/originals/2-clip.1280w.jpg"');
    expect(tile).toContain('class="clip-mark" aria-hidden="true"');
    expect(tile).toContain(">0:42<");
    expect(tile).not.toContain("/media/images/originals/2-clip");
  });

  it("plays the rendition in the lightbox with its poster and a download link instead of the full-size photo", () => {
    const html = render(gallery);
    const modal = html.slice(html.indexOf('id="g-2"'));
    expect(modal).toMatch(
      /<video class="modal__image modal__video" controls="" preload="none" playsinline="" poster="\/media\/variants\/images\/originals\/2-clip\.1280w\.jpg" width="1280" height="720" aria-label="Two dancers turning on the deck"><source src="\/media\/images\/originals\/2-clip" type="video\/mp4"\/><\/video>/,
    );
    expect(modal).toContain('<a href="/media/images/originals/2-clip" download="" type="video/mp4">Download the clip (MP4)</a>');
    expect(modal).toContain("Clip 2 of 2");
    expect(modal).toContain("Filmed by Ana");
    expect(modal).toContain("Ask to remove this clip");
    expect(modal).not.toContain("Open the full-size photo");
    expect(modal).not.toContain("<img");
    const photoModal = html.slice(html.indexOf('id="g-1"'), html.indexOf('id="g-2"'));
    expect(photoModal).toContain("Open the full-size photo");
    expect(photoModal).not.toContain("<video");
  });

  it("says so in Portuguese and German", () => {
    expect(render(gallery, "pt")).toContain('aria-label="Assistir ao vídeo 2 de 2 (0:42): Two dancers turning on the deck"');
    expect(render(gallery, "pt")).toContain("Baixar o vídeo (MP4)");
    expect(render(gallery, "de")).toContain('aria-label="Video 2 von 2 abspielen (0:42): Two dancers turning on the deck"');
    expect(render(gallery, "de")).toContain("Video herunterladen (MP4)");
  });
});

const listed = (over: Partial<PublicPhoto>): PublicPhoto => ({
  key: "1-photo",
  title: "Sunset",
  original: "/media/images/originals/1-photo",
  thumbnail: "/media/images/thumbnails/thumb-1-photo",
  width: 400,
  height: 300,
  uploadedAt: "2025-06-14T10:00:00Z",
  edition: "FSW25",
  ...over,
});

describe("the list of shared photos with a clip", () => {
  it("shows the clip's poster thumbnail, its mark and length, and links to the rendition", () => {
    const clip = listed({
      key: "2-clip",
      title: "Forró on deck",
      original: "/media/images/originals/2-clip",
      thumbnail: "/media/images/thumbnails/thumb-2-clip",
      poster: "/media/images/posters/poster-2-clip",
      duration: 12,
    });
    const html = render(
      <PhotoList
        photos={{ status: "ok", photos: [listed({ alt: "Sunset over the bay" }), clip], older: null, newer: null }}
        highlight={null}
      />,
    );
    expect(html).toContain('alt="Sunset over the bay"');
    expect(html).toContain(
      '<a href="/media/images/originals/2-clip" target="_blank" rel="noopener noreferrer" class="photo-grid__clip">',
    );
    expect(html).toContain('src="/media/images/thumbnails/thumb-2-clip" alt="A participant&#x27;s clip, not described yet"');
    expect(html).toContain("(plays in a new tab)");
    expect(html).toContain(">0:12<");
    expect(html).toContain("this clip: Forró on deck");
    expect(html.match(/clip-mark"/g)).toHaveLength(1);
  });
});

describe("the uploader's own list with a clip", () => {
  const base: PendingUpload = {
    key: "1-photo",
    title: "",
    thumbnail: "/add-photo/mine/1-photo",
    uploadedAt: "2025-06-14T10:00:00Z",
    state: "pending",
    thumbnailHeight: 75,
  };
  it("lists the clip with its poster thumbnail and says it is a clip", () => {
    const clip = {
      ...base,
      key: "2-clip",
      title: "Deck",
      thumbnail: "/add-photo/mine/2-clip",
      clip: { duration: 61 },
      alt: "Deck",
    };
    const html = render(<PendingUploads uploads={[base, clip]} />);
    expect(html).toContain('src="/add-photo/mine/1-photo" alt="Your photo, not described yet"');
    expect(html).toContain('src="/add-photo/mine/2-clip" alt="Deck"');
    expect(html).toContain("Clip, 1:01");
    expect(render(<PendingUploads uploads={[clip]} />, "de")).toContain("Video, 1:01");
    expect(render(<PendingUploads uploads={[{ ...clip, title: "" }]} />)).toContain(" this clip");
  });
});

describe("a clip in the organisers' review", () => {
  const photo: ReviewPhoto = {
    key: "1-photo",
    state: "pending",
    title: "Sunset",
    edition: "FSW25",
    name: "",
    boat: "",
    tags: [],
    description: "",
    alt: "",
    uploadedAt: "2025-06-14T10:00:00Z",
    size: "1 MB",
    original: "/media/images/originals/1-photo",
    width: 400,
    height: 300,
  };
  it("plays the clip with its poster from the organisers' own route, and shows a photo as before", () => {
    const clip: ReviewPhoto = {
      ...photo,
      key: "2-clip",
      title: "Deck",
      alt: "Two dancers on the deck",
      width: 1280,
      height: 720,
      clip: { duration: 30 },
    };
    const html = render(<ReviewItem photo={clip} editions={[{ id: "FSW25", boats: [] }]} back="/organisers" />);
    expect(html).toContain(
      '<video controls="" preload="none" playsinline="" poster="/organisers/photo/2-clip" width="1280" height="720" aria-label="Two dancers on the deck"><source src="/organisers/photo/2-clip?size=original" type="video/mp4"/></video>',
    );
    expect(html).toContain('<a href="/organisers/photo/2-clip?size=original" download="">Download the clip (MP4, 0:30)</a>');
    expect(html).not.toContain("<img");
    const still = render(<ReviewItem photo={photo} editions={[{ id: "FSW25", boats: [] }]} back="/organisers" />);
    expect(still).toContain('<img src="/organisers/photo/1-photo"');
    expect(still).not.toContain("<video");
  });
});

describe("removal requests for a clip and a photo", () => {
  it("show the clip's poster and name the clip in the actions", () => {
    const asked = { why: "I am in it", at: "2025-06-16T10:00:00Z", state: "approved" as const };
    const html = render(
      <RemovalRequests
        requests={[
          { id: "000001750000000-0000abcd", key: "2-clip", clip: true, ...asked },
          { id: "000001750000001-0000abce", key: "1-photo", ...asked },
        ]}
        back="/organisers"
      />,
    );
    expect(html).toContain('<img src="/organisers/photo/2-clip" alt="The clip 2-clip"');
    expect(html).toContain("Hide the clip");
    expect(html).toContain("Delete the clip for good");
    expect(html).toContain('alt="The photo 1-photo"');
    expect(html).toContain("Hide the photo");
  });
});

describe("the pages' content security policy", () => {
  it("lets a clip play from the site's /media and from Cloud Storage download addresses, as images load", () => {
    const csp = documentCsp({ dev: false, storageEmulatorHost: null });
    const media = /(?:^|; )media-src ([^;]*)/.exec(csp)?.[1]?.split(" ");
    expect(media).toEqual(["'self'", "https://firebasestorage.googleapis.com", "https://storage.googleapis.com"]);
    const emulated = documentCsp({ dev: false, storageEmulatorHost: "http://127.0.0.1:9199" });
    expect(/media-src ([^;]*)/.exec(emulated)?.[1]).toContain("http://127.0.0.1:9199");
  });
});
