import { describe, expect, it } from "vitest";
import { content } from "../../data";
import { isText, type Text } from "../../data/localize";
import { CATALOGUES, fillLabels, translatorFor } from "~/i18n/i18n.server";
import { LANGS, type Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages/en";
import { contentIn } from "~/models/content.server";
import { accessibilityStatementText, privacyNotice } from "~/models/privacy.server";
import { parseConfig } from "~/config/config.server";

// A text that names a button or a link the visitor acts on says it in that control's own words:
// `{button:chrome.bookNow}` puts in the label of the one message that defines it, in each language.

const BUTTON_KEYS: MessageKey[] = [
  "chrome.bookNow",
  "chrome.skipToContent",
  "chrome.sharePhotos",
  "editions.reserve",
  "gallery.askRemoval",
  "gallery.shared.remove",
  "gallery.close",
  "eventDetails.downloadAll",
  "calendar.add",
  "upload.form.submit",
  "upload.queue.remove",
  "upload.mine.withdraw",
  "upload.withdraw.submit",
  "upload.withdraw.keep",
  "upload.removal.submit",
  "photoMail.form.submit",
  "photoMail.confirm.button",
  "photoMail.off.button",
  "photoMail.mail.confirmAction",
  "photoMail.mail.unsubscribe",
  "party.slideshow.play",
  "party.slideshow.pause",
  "privacy.clear",
];

const NAMING =
  /(?<!\p{L})(?:buttons?|links?|click|press|tap|botão|botões|clique|clicar|toque|tocar|knopf|knöpfe|klick|klicke|tipp|tippe)(?!\p{L})/iu;
const QUOTED = /[“„"]([^“”„"]+)[”“"]/g;

function labels(lang: Lang): Set<string> {
  const t = translatorFor(lang);
  return new Set(
    BUTTON_KEYS.flatMap((key) => {
      const text = t(key);
      return [text.replace(/<\/?[a-z0-9]+>/g, ""), text.replace(/<([a-z0-9]+)>.*?<\/\1>/g, "")].map((s) => s.trim());
    }),
  );
}

/** The quoted words of `text` that stand where a control is named and are no control's label in `lang`. */
export function unknownLabels(lang: Lang, text: string): string[] {
  const known = labels(lang);
  return text
    .split(/(?<=[.!?;:])\s+|\n/)
    .filter((sentence) => NAMING.test(sentence))
    .flatMap((sentence) => [...sentence.matchAll(QUOTED)].map((m) => m[1]!))
    .filter((words) => !words.includes("{") && !known.has(words));
}

function texts(value: unknown): Text[] {
  if (isText(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe("texts that name a button", () => {
  it("take its label from the button's own message, a button the site has", () => {
    const named = texts(content).flatMap((text) =>
      LANGS.flatMap((lang) => [...text[lang].matchAll(/\{button:([\w.]+)\}/g)].map((m) => m[1]!)),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((key) => !(BUTTON_KEYS as string[]).includes(key))).toEqual([]);
  });

  it("never write a label out where the button's message can give it", () => {
    const written = texts(content).flatMap((text) =>
      LANGS.flatMap((lang) =>
        [...text[lang].matchAll(QUOTED)]
          .map((m) => m[1]!)
          .filter((words) => labels(lang).has(words))
          .map((words) => `${lang}: ${words}`),
      ),
    );
    expect(written).toEqual([]);
  });

  it("name only labels the site has, in every language, on every page and in every message", () => {
    const config = parseConfig({});
    const problems = LANGS.flatMap((lang) => {
      const shown = [
        ...strings(contentIn(lang)),
        ...strings(accessibilityStatementText(lang)),
        ...strings(privacyNotice(config, lang)),
        ...Object.values(CATALOGUES[lang]).flatMap(strings),
      ];
      return shown.flatMap((text) =>
        [...text.matchAll(/\{button:[\w.]+\}/g)]
          .map((m) => `${lang}: ${m[0]} left unfilled`)
          .concat(unknownLabels(lang, text).map((w) => `${lang}: “${w}”`)),
      );
    });
    expect(problems).toEqual([]);
  });

  it("catch a text that names a label the site does not have", () => {
    expect(unknownLabels("de", "Die Buttons „Jetzt buchen“ und „Platz reservieren“ bringen dich direkt dorthin.")).toEqual([
      "Platz reservieren",
    ]);
    expect(unknownLabels("pt", "Clique em “Reservar vaga” em uma das próximas edições.")).toEqual(["Reservar vaga"]);
    expect(unknownLabels("en", "Click “Reserve a spot” on an upcoming edition.")).toEqual([]);
    expect(unknownLabels("de", fillLabels("de")("Klick auf „{button:editions.reserve}“."))).toEqual([]);
  });
});
