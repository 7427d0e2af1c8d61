import { describe, expect, it } from "vitest";
import { LANGS, type Lang } from "~/i18n/languages";
import { digestMessage, waitingCount } from "~/services/mail/mail-messages.server";
import { newsCounts, newsMessage } from "~/services/mail/photo-mail-messages.server";

const input = { title: "FSW25", galleryUrl: "https://fsw.example.org/g", unsubscribeUrl: "https://fsw.example.org/u" };
const news = (lang: Lang, photos: number, clips: number) => newsMessage({ ...input, lang, count: photos + clips, clips });

describe("the participants' mail counting photos and clips", () => {
  const expected: Record<Lang, Record<string, string>> = {
    en: {
      "0/1": "1 new clip",
      "0/2": "2 new clips",
      "0/5": "5 new clips",
      "1/1": "1 new photo and 1 new clip",
      "2/1": "2 new photos and 1 new clip",
      "5/2": "5 new photos and 2 new clips",
      "1/5": "1 new photo and 5 new clips",
    },
    pt: {
      "0/1": "1 vídeo novo",
      "0/2": "2 vídeos novos",
      "0/5": "5 vídeos novos",
      "1/1": "1 foto nova e 1 vídeo novo",
      "2/1": "2 fotos novas e 1 vídeo novo",
      "5/2": "5 fotos novas e 2 vídeos novos",
      "1/5": "1 foto nova e 5 vídeos novos",
    },
    de: {
      "0/1": "1 neues Video",
      "0/2": "2 neue Videos",
      "0/5": "5 neue Videos",
      "1/1": "1 neues Foto und 1 neues Video",
      "2/1": "2 neue Fotos und 1 neues Video",
      "5/2": "5 neue Fotos und 2 neue Videos",
      "1/5": "1 neues Foto und 5 neue Videos",
    },
  };

  it.each(LANGS)("names each kind with its own plural, joined the %s way", (lang) => {
    for (const [counts, words] of Object.entries(expected[lang])) {
      const [photos, clips] = counts.split("/").map(Number) as [number, number];
      expect(newsCounts(lang, photos, clips), counts).toBe(words);
    }
  });

  it("writes subject, text and link with the clips in each language", () => {
    expect(news("en", 0, 1).subject).toBe("1 new clip of FSW25 · Forró Sailing Week");
    expect(news("en", 0, 1).text).toContain("1 new clip of FSW25 is in the gallery.");
    expect(news("en", 3, 1).text).toContain("3 new photos and 1 new clip of FSW25 are in the gallery.");
    expect(news("en", 3, 1).text).toContain("See the photos and clips: https://fsw.example.org/g");
    expect(news("en", 3, 1).html).toContain('<a href="https://fsw.example.org/g">See the photos and clips</a>');
    expect(news("pt", 0, 1).text).toContain("Há 1 vídeo novo de FSW25 na galeria.");
    expect(news("pt", 2, 5).subject).toBe("2 fotos novas e 5 vídeos novos de FSW25 · Forró Sailing Week");
    expect(news("de", 0, 1).text).toContain("In der Galerie ist 1 neues Video von FSW25.");
    expect(news("de", 5, 2).text).toContain("In der Galerie sind 5 neue Fotos und 2 neue Videos von FSW25.");
    expect(news("de", 1, 1).text).toContain("Fotos und Videos ansehen: https://fsw.example.org/g");
  });

  it("keeps the photos-only words when there is no clip", () => {
    for (const [lang, one, five] of [
      ["en", "1 new photo of FSW25 is in the gallery.", "5 new photos of FSW25 are in the gallery."],
      ["pt", "Há 1 foto nova de FSW25 na galeria.", "Há 5 fotos novas de FSW25 na galeria."],
      ["de", "In der Galerie ist 1 neues Foto von FSW25.", "In der Galerie sind 5 neue Fotos von FSW25."],
    ] as const) {
      expect(news(lang, 1, 0).text).toContain(one);
      expect(news(lang, 5, 0).text).toContain(five);
      expect(news(lang, 2, 0).text).not.toMatch(/clip|vídeo|Video/);
    }
    expect(news("en", 2, 0).subject).toBe("2 new photos of FSW25 · Forró Sailing Week");
  });
});

describe("the organisers' digest counting photos and clips", () => {
  const FOOTER = { offUrl: "https://fsw.example.org/off", settingsUrl: "https://fsw.example.org/security" };

  it("says how many photos and clips wait, in the singular where one does", () => {
    expect(waitingCount({ count: 4, clips: 1 })).toBe("3 photos and 1 clip");
    expect(waitingCount({ count: 2, clips: 2 })).toBe("2 clips");
    expect(waitingCount({ count: 2, clips: 1 })).toBe("1 photo and 1 clip");
    expect(waitingCount({ count: 5 })).toBe("5 photos");
    expect(waitingCount({ count: 1000, clips: 3, atLeast: true })).toBe("At least 1000 photos and clips");
    const one = digestMessage({ ...FOOTER, count: 1, clips: 1, titles: ["Dance"], reviewUrl: "https://fsw.example.org/o" });
    expect(one.subject).toBe("1 clip is waiting for review · Forró Sailing Week");
    const mixed = digestMessage({ ...FOOTER, count: 6, clips: 1, titles: ["Dance"], reviewUrl: "https://fsw.example.org/o" });
    expect(mixed.text).toContain("5 photos and 1 clip are waiting for review on the Forró Sailing Week site.");
  });
});
