import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/i18n.server";
import { LANGS, LOCALES, type Lang } from "~/i18n/languages";
import { createTranslator, type Catalogue, type Message } from "~/i18n/translate";

// Every message in every language, rendered with 0, 1, 2 and 5 for each number in it: the word that
// follows a number (and the verb before it, where the language puts one there) must take the form the
// language's plural rules give for that number. Brazilian Portuguese writes 0 with the plural ("0 fotos").

const NUMERIC = new Set([
  "count",
  "max",
  "index",
  "width",
  "height",
  "seconds",
  "stored",
  "duplicate",
  "refused",
  "done",
  "left",
  "atOnce",
]);
const SAMPLES = [0, 1, 2, 5];

type Form = "one" | "other";
type Forms = Record<string, Form[]>;
function words(one: string, other: string): Forms {
  const table: Forms = {};
  for (const [form, list] of [
    ["one", one],
    ["other", other],
  ] as const) {
    for (const word of list.split(" ")) table[word] = [...(table[word] ?? []), form];
  }
  return table;
}

/** Words that follow (or, as `before`, precede) a number, by the form they take; `same` never change. */
const VOCABULARY: Record<Lang, { after: Forms; before: Forms; same: string[] }> = {
  en: {
    after: words(
      "photo day edition participant minute second hour character pixel megapixel field tag new photo clip video file is was",
      "photos days editions participants minutes seconds hours characters pixels megapixels fields tags new photos clips videos files are were",
    ),
    before: {},
    same: ["of", "at", "a", "done", "to", "stored", "already", "refused", "sent", "mb", "s", "per", "for", "and", "on", "ddg"],
  },
  pt: {
    after: words(
      "foto dia edição participante minuto segundo hora caractere pixel megapixel campo tag nova escolhida guardada concluída compartilhada recusada enviada vídeo clipe arquivo",
      "fotos dias edições participantes minutos segundos horas caracteres pixels megapixels campos tags novas escolhidas guardadas concluídas compartilhadas recusadas enviadas vídeos clipes arquivos",
    ),
    before: words("falta", "faltam"),
    same: ["de", "por", "já", "faltando", "mb", "s", "em", "no", "e", "a", "ddg"],
  },
  de: {
    after: words(
      "Foto Tag Ausgabe Minute Sekunde Stunde Pixel Megapixel Feld Schlagwort neues wartet wird ist Video Clip Datei Person",
      "Fotos Tage Ausgaben Teilnehmende Minuten Sekunden Stunden Pixel Megapixel Felder Schlagwörter neue warten werden sind Videos Clips Dateien Tagen Personen",
    ),
    before: {},
    same: [
      "von",
      "gleichzeitig",
      "gespeichert",
      "schon",
      "abgelehnt",
      "erledigt",
      "ausstehend",
      "geteilt",
      "ausgewählt",
      "mb",
      "s",
      "zeichen",
      "pro",
      "teilnehmende",
      "auf",
      "hochladen",
      "vergrößern",
      "gesendet",
      "abspielen",
      "ddg",
      "abs",
      "mstv",
    ],
  },
};

function expected(lang: Lang, n: number): Form {
  if (lang === "pt" && n === 0) return "other";
  return new Intl.PluralRules(LOCALES[lang]).select(n) === "one" ? "one" : "other";
}

const NUMBER_THEN_WORDS = /(?:(\p{L}+)\s+)?(?<![\p{L}\d.,])(\d[\d.]*)(?![\d\p{L}])((?:\s+\p{L}[\p{L}-]*)*)/gu;

/** What is wrong in `text` (a rendered message in `lang`): a number with a word in the wrong form, or a word nobody classified. */
export function disagreements(lang: Lang, text: string): string[] {
  const { after, before, same } = VOCABULARY[lang];
  const lookup = (table: Forms, word: string) => table[word] ?? table[word.toLowerCase()];
  const problems: string[] = [];
  for (const match of text.replace(/<\/?[a-z0-9]+>/g, "").matchAll(NUMBER_THEN_WORDS)) {
    const [, previous = "", digits = "", rest = ""] = match;
    const want = expected(lang, Number(digits.replace(/\./g, "")));
    const verb = lookup(before, previous);
    if (verb && !verb.includes(want)) problems.push(`"${previous} ${digits}" wants the ${want} form`);
    const following = rest.trim().split(/\s+/).filter(Boolean);
    for (const [i, word] of following.entries()) {
      const form = lookup(after, word);
      if (form === undefined) {
        if (i === 0 && !same.includes(word.toLowerCase()))
          problems.push(`"${digits} ${word}": a word the vocabulary does not know`);
        break;
      }
      if (!form.includes(want)) {
        problems.push(`"${digits} ${following.slice(0, i + 1).join(" ")}" wants the ${want} form`);
        break;
      }
    }
  }
  return problems;
}

function placeholders(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!)))];
}

function combinations(names: string[]): Record<string, number>[] {
  return names.reduce<Record<string, number>[]>(
    (all, name) => all.flatMap((vars) => SAMPLES.map((n) => ({ ...vars, [name]: n }))),
    [{}],
  );
}

export function catalogueDisagreements(lang: Lang, catalogue: Catalogue): string[] {
  const t = createTranslator(lang, catalogue);
  const problems: string[] = [];
  for (const [key, message] of Object.entries(catalogue)) {
    const names = placeholders(message);
    const counted = (name: string) =>
      NUMERIC.has(name) ||
      JSON.stringify(message).includes(`{${name}, plural,`) ||
      (typeof message !== "string" && name === "count");
    const text = Object.fromEntries(names.filter((n) => !counted(n)).map((n) => [n, "Xx"]));
    for (const numbers of combinations(names.filter(counted))) {
      const rendered = t(key as never, { ...text, ...numbers });
      for (const problem of disagreements(lang, rendered)) problems.push(`${lang} ${key}: ${problem}`);
    }
  }
  return [...new Set(problems)];
}

describe("numbers and the words that follow them", () => {
  it("agree in every message of every language, for 0, 1, 2 and 5", () => {
    expect(LANGS.flatMap((lang) => catalogueDisagreements(lang, CATALOGUES[lang]))).toEqual([]);
  });

  it("catch a message whose words do not follow its number", () => {
    expect(disagreements("pt", "1 guardadas, 2 já compartilhadas")).toHaveLength(1);
    expect(disagreements("pt", "Foto.jpg: guardada. 1 concluídas, 0 faltando.")).toHaveLength(1);
    expect(disagreements("pt", "falta 0 dia")).toHaveLength(2);
    expect(disagreements("pt", "faltam 0 dias")).toEqual([]);
    expect(disagreements("de", "In der Galerie ist 1 neue Fotos")).toHaveLength(1);
    expect(disagreements("en", "1 photos")).toHaveLength(1);
    const wrong = {
      "x.summary": "{stored} guardadas, {refused} recusadas.",
      "x.left": { one: "falta {count} dia", other: "faltam {count} dias" },
    };
    const found = catalogueDisagreements("pt", wrong as unknown as Catalogue);
    expect(found).toContain('pt x.summary: "1 guardadas" wants the one form');
    expect(found.some((p) => p.startsWith("pt x.left"))).toBe(false);
    const naive = { "x.left": { one: "falta {count} dia", other: "faltam {count} dias" } };
    expect(
      disagreements(
        "pt",
        createTranslator("de", naive as unknown as Catalogue)("x.left" as never, { count: 0 }).replace("faltam", "falta"),
      ),
    ).not.toEqual([]);
  });
});
