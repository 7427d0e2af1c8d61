import { describe, expect, it } from "vitest";
import { LANGS } from "~/i18n/languages";
import { DECORATIVE_IMAGES, imageDescriptions } from "../../data/images";
import { DEMO_MEDIA_PATHS } from "../../data/types";
import { problemWithAlt } from "../support/alt-text";
import { describedAlt, labelledAlt } from "~/services/images/images.server";
import { pageImagePaths } from "~/models/content.server";

const shownByPages = pageImagePaths();

describe("our own images are described in every language", () => {
  it("describes every seeded image and every image the content shows, or marks it decorative, never both", () => {
    for (const path of new Set([...DEMO_MEDIA_PATHS, ...shownByPages])) {
      const described = path in imageDescriptions;
      const decorative = DECORATIVE_IMAGES.includes(path);
      expect(described !== decorative, `${path}: described ${described}, decorative ${decorative}`).toBe(true);
    }
  });

  it("describes nothing that is not ours", () => {
    for (const path of Object.keys(imageDescriptions)) expect(DEMO_MEDIA_PATHS, path).toContain(path);
  });

  it("writes a real description in each language: not empty, no file name, no 'photo N of M', translated", () => {
    for (const [path, text] of Object.entries(imageDescriptions)) {
      for (const lang of LANGS) {
        expect(problemWithAlt(text[lang]), `${path}.${lang}: "${text[lang]}"`).toBeNull();
        expect(text[lang].length, `${path}.${lang}`).toBeLessThanOrEqual(250);
      }
      expect(text.pt, path).not.toBe(text.en);
      expect(text.de, path).not.toBe(text.en);
    }
  });

  it("tells apart what the fallbacks would let through", () => {
    expect(problemWithAlt("")).toBe("is empty");
    expect(problemWithAlt("IMG_2041")).toBe("looks like a file name");
    expect(problemWithAlt("sunset.jpg")).toBe("looks like a file name");
    expect(problemWithAlt("FSW22, photo 3 of 12")).toBe('is a "photo N of M"');
    expect(problemWithAlt("FSW22, Foto 3 von 12")).toBe('is a "photo N of M"');
    expect(problemWithAlt("FSW22, foto 3 de 12")).toBe('is a "photo N of M"');
    expect(problemWithAlt("Sailboats moored side by side in a harbour")).toBeNull();
  });

  it("gives pages the description in their language, a label before it for portraits", () => {
    for (const lang of LANGS) {
      expect(describedAlt("covers/fsw21.svg", lang, "fallback")).toBe(imageDescriptions["covers/fsw21.svg"]![lang]);
      expect(labelledAlt("Juliana", "team/teacher.svg", lang)).toBe(`Juliana. ${imageDescriptions["team/teacher.svg"]![lang]}`);
    }
    expect(describedAlt("events/fsw99/01.jpg", "de", "FSW99, Foto 1 von 6")).toBe("FSW99, Foto 1 von 6");
    expect(labelledAlt("Porträt von X", "team/unknown.jpg", "de")).toBe("Porträt von X");
  });
});
