import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Slideshow } from "~/components/slideshow";
import { CATALOGUES } from "~/i18n/i18n.server";
import {
  clipGivesWay,
  clipPreload,
  SLIDE_SECONDS,
  slideSeconds,
  slidesOnScreen,
  type Playlist,
  type Slide,
} from "~/lib/slideshow";

const photo = (key: string): Slide => ({
  key,
  title: key,
  alt: `photo ${key}`,
  width: 1600,
  height: 1200,
  src: `/media/variants/images/originals/${key}.1280w.jpg`,
  jpeg: `/media/variants/images/originals/${key}.1920w.jpg 1920w`,
  webp: `/media/variants/images/originals/${key}.1920w.webp 1920w`,
});
const clip = (key: string, duration = 12.3): Slide => ({
  ...photo(key),
  width: 720,
  height: 1280,
  clip: `/media/images/originals/${key}`,
  duration,
});

/** The page as the server sends it, before any script runs. */
function page(first: Slide, paused = false): string {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: <Outlet />,
        children: [
          {
            index: true,
            element: (
              <Slideshow
                title="FSW25"
                first={first}
                failed={false}
                captions
                paused={paused}
                toggle="/event-details/fsw25/slideshow?paused=1"
                poll="/event-details/fsw25/slideshow.json"
                upload={{ address: "https://fsw.example.org/add-photo", qr: "<svg></svg>" }}
              />
            ),
          },
        ],
      },
    ],
    { hydrationData: { loaderData: { root: { i18n: { lang: "en", messages: CATALOGUES.en } } } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("a clip on the party screen's page", () => {
  it("plays muted, inline and by itself over its poster, with a link to it for a browser without scripts", () => {
    const html = page(clip("1750000000000-dance"));
    const video = /<video [^>]*>/.exec(html)?.[0] ?? "";
    expect(video).toContain('src="/media/images/originals/1750000000000-dance"');
    expect(video).toContain('poster="/media/variants/images/originals/1750000000000-dance.1280w.jpg"');
    expect(video).toMatch(/ muted=""/);
    expect(video).toMatch(/ autoplay=""/);
    expect(video).toMatch(/ playsinline=""/);
    expect(video).toContain('preload="auto"');
    expect(video).not.toMatch(/controls/);
    expect(html).not.toContain("<img");
    expect(html).toContain(
      '<a class="slideshow__control slideshow__control--clip" href="/media/images/originals/1750000000000-dance">Watch the clip</a>',
    );
  });

  it("holds still on its poster while the show is paused, the link still there", () => {
    const html = page(clip("1750000000000-dance"), true);
    const video = /<video [^>]*>/.exec(html)?.[0] ?? "";
    expect(video).toContain("poster=");
    expect(video).not.toMatch(/autoplay/);
    expect(html).toContain("Watch the clip</a>");
  });

  it("leaves a photo's slide as it was: a picture, no video and no clip link", () => {
    const html = page(photo("1750000000000-sunset"));
    expect(html).toContain("<picture>");
    expect(html).not.toMatch(/<video|Watch the clip/);
  });
});

describe("the playlist's rules for clips", () => {
  it("keeps a page without scripts on a clip for its whole length, at least a photo's time", () => {
    expect(slideSeconds(photo("a"))).toBe(SLIDE_SECONDS);
    expect(slideSeconds(clip("b", 12.3))).toBe(13);
    expect(slideSeconds(clip("c", 2))).toBe(SLIDE_SECONDS);
    expect(slideSeconds({ clip: "/media/x" })).toBe(SLIDE_SECONDS);
  });

  it("lets a clip that plays run to its end, and one that fails or stalls give way after a photo's time", () => {
    const start = 1_000_000;
    const at = (seconds: number) => start + seconds * 1000;
    // Playing well, long past a photo's time: only its end moves the show on.
    expect(clipGivesWay({ startedAt: start, progressAt: at(59), failed: false, now: at(60) })).toBe(false);
    // Failed at once: the poster stays a photo's time, then the show goes on.
    expect(clipGivesWay({ startedAt: start, progressAt: start, failed: true, now: at(SLIDE_SECONDS - 1) })).toBe(false);
    expect(clipGivesWay({ startedAt: start, progressAt: start, failed: true, now: at(SLIDE_SECONDS) })).toBe(true);
    // Never started, or stuck midway for a few seconds: the same.
    expect(clipGivesWay({ startedAt: start, progressAt: start, failed: false, now: at(SLIDE_SECONDS) })).toBe(true);
    expect(clipGivesWay({ startedAt: start, progressAt: at(20), failed: false, now: at(22) })).toBe(false);
    expect(clipGivesWay({ startedAt: start, progressAt: at(20), failed: false, now: at(24) })).toBe(true);
  });

  it("loads the whole of the clip on screen only: the next its first bytes, the one before nothing", () => {
    expect(clipPreload("current")).toBe("auto");
    expect(clipPreload("next")).toBe("metadata");
    expect(clipPreload("previous")).toBe("none");
  });

  it("puts each slide on screen once, in its most urgent place", () => {
    const places = (p: Playlist) => slidesOnScreen(p).map(({ slide, place }) => `${slide.key}:${place}`);
    expect(places({ slides: [clip("a"), photo("b"), clip("c"), photo("d")], index: 1 })).toEqual([
      "a:previous",
      "b:current",
      "c:next",
    ]);
    expect(places({ slides: [clip("a"), clip("b")], index: 0 })).toEqual(["a:current", "b:next"]);
    expect(places({ slides: [clip("a")], index: 0 })).toEqual(["a:current"]);
    expect(places({ slides: [], index: 0 })).toEqual([]);
  });
});
