import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accessibility } from "../../data/accessibility";
import type * as HomeModule from "../../data/home";
import { CATALOGUES } from "~/i18n/i18n.server";
import { LANGS, localePath, type Lang } from "~/i18n/languages";

// The page as it would be once the festival's video is transcribed and its captions checked: only the
// uploads then decide the status.
const uploads = vi.hoisted(() => ({ undescribed: [] as string[] }));
vi.mock("~/services/review/undescribed.server", () => ({ undescribedKeys: async () => uploads.undescribed }));
vi.mock("../../data/home", async (original) => {
  const { home } = await original<typeof HomeModule>();
  const words = { en: "Ana: welcome aboard!", pt: "Ana: bem-vindos a bordo!", de: "Ana: Willkommen an Bord!" };
  const passages = [{ seen: home.video.transcript.summary, said: words }];
  return {
    home: { ...home, video: { ...home.video, transcript: { ...home.video.transcript, passages, captionsChecked: true } } },
  };
});

const { default: AccessibilityPage, loader } = await import("~/routes/($lang).accessibility/route");

async function statement(lang: Lang): Promise<string> {
  const request = new Request(`http://localhost${localePath(lang, "/accessibility")}`);
  const params = lang === "en" ? {} : { lang };
  const data = await (await loader({ params, request, context: {} })).json();
  const router = createMemoryRouter(
    [{ id: "root", path: "/", element: <Outlet />, children: [{ id: "page", index: true, element: <AccessibilityPage /> }] }],
    { hydrationData: { loaderData: { root: { i18n: { lang, messages: CATALOGUES[lang] } }, page: data } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe.each(LANGS)("the accessibility statement in %s", (lang) => {
  beforeEach(() => {
    uploads.undescribed = [];
  });

  it("says fully meets, and lists nothing that falls short, when every approved upload is described", async () => {
    const html = await statement(lang);
    expect(html).toContain(accessibility.technical.compliance["fully meets"][lang]);
    expect(html).not.toContain(accessibility.technical.compliance["partially meets"][lang]);
    expect(html).not.toContain(accessibility.failures.title[lang]);
    for (const shortfall of [accessibility.failures.photos, accessibility.failures.video, accessibility.known.photos])
      expect(html).not.toContain(shortfall[lang]);
  });

  it("says partially meets, and lists the undescribed uploads only, while one approved upload has no description", async () => {
    uploads.undescribed = ["1750000000001-upload"];
    const html = await statement(lang);
    expect(html).toContain(accessibility.technical.compliance["partially meets"][lang]);
    expect(html).toContain(accessibility.failures.title[lang]);
    expect(html).toContain(accessibility.failures.photos[lang]);
    expect(html).toContain(accessibility.known.photos[lang]);
    expect(html).not.toContain(accessibility.failures.video[lang]);
  });
});
