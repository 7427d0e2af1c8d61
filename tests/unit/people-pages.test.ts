import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../support/backends";
import { ROLE_LABELS, TEAM_GROUPS } from "../../data/types";
import { formatDateRange } from "~/i18n/format";
import { CATALOGUES, translatorFor } from "~/i18n/i18n.server";
import { LANGS, type Lang } from "~/i18n/languages";
import { MEDAL_KEYS, ROLE_LABEL_KEYS, TEAM_GROUP_KEYS, TIER_KEYS } from "~/lib/people";
import { contentIn } from "~/models/content.server";
import { findPerson } from "~/models/people.server";
import { loader as imprintLoader, meta as imprintMeta } from "~/routes/($lang).about-fsw";
import { loader as faqLoader, meta as faqMeta } from "~/routes/($lang).faq";
import { loader as ratesDetailsLoader } from "~/routes/($lang).rates-details";
import { loader as ratesLoader, meta as ratesMeta } from "~/routes/($lang).rates";
import { loader as skipperLoader } from "~/routes/($lang).skippers.$name";
import { loader as teacherLoader, meta as teacherMeta } from "~/routes/($lang).teachers.$name";
import { loader as memberLoader } from "~/routes/($lang).team-details.$id";
import { loader as teamLoader, meta as teamMeta } from "~/routes/($lang).team";
import { getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";

let removeDir: () => Promise<void>;

beforeAll(async () => {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  setConfigForTests({ dataDir: dir, siteUrl: "https://fsw.example" });
  resetBackendForTests();
  await getStorage();
});

afterAll(async () => {
  await shutdownImagePool();
  setConfigForTests(null);
  resetBackendForTests();
  await removeDir?.();
});

function args(lang: Lang, path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  const prefix = lang === "en" ? "" : `/${lang}`;
  return {
    request: new Request(`http://localhost${prefix}${path}`),
    params: lang === "en" ? params : { ...params, lang },
    context: {},
  };
}

async function data<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/** The loader's thrown answer (a 404 or a redirect). */
async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the loader answered normally");
}

/** What a `meta` function sees of the root: the page's language and its catalogue. */
const matches = (lang: Lang) => [{ id: "root", data: { i18n: { lang, messages: CATALOGUES[lang] } } }];
const title = (tags: ReturnType<typeof teamMeta>) => (tags.find((t) => "title" in t) as { title?: string } | undefined)?.title;

type Crumbs = { itemListElement: Array<{ name: string; item: string }> };
type PageLd = { "@type": string; inLanguage: string; url: string; breadcrumb: Crumbs };

describe("team groups and roles", () => {
  it("have words in every language for every group and role the content may use", () => {
    for (const lang of LANGS) {
      const t = translatorFor(lang);
      for (const group of TEAM_GROUPS) expect(t(TEAM_GROUP_KEYS[group]), `${lang} ${group}`).not.toBe("");
      for (const role of ROLE_LABELS) expect(t(ROLE_LABEL_KEYS[role]), `${lang} ${role}`).not.toBe("");
    }
  });

  it("say in English exactly what the content says, and in German their own words", () => {
    const en = translatorFor("en");
    const de = translatorFor("de");
    for (const group of TEAM_GROUPS) expect(en(TEAM_GROUP_KEYS[group])).toBe(group);
    for (const role of ROLE_LABELS) expect(en(ROLE_LABEL_KEYS[role])).toBe(role);
    expect(de(TEAM_GROUP_KEYS.Corestaff)).toBe("Kernteam");
    expect(de(ROLE_LABEL_KEYS["Forró Teacher"])).toBe("Forró-Lehrer:in");
    expect(translatorFor("pt")(TEAM_GROUP_KEYS.Partners)).toBe("Parceiros");
  });

  it("medals and tiers keep their English words and have others in Portuguese and German", () => {
    for (const medal of ["gold", "silver", "bronze"] as const) {
      expect(translatorFor("en")(MEDAL_KEYS[medal])).toBe(medal);
      expect(translatorFor("en")(TIER_KEYS[medal])).toBe(`${medal} tier`);
    }
    expect(translatorFor("de")(MEDAL_KEYS.silver)).toBe("Silber");
    expect(translatorFor("pt")(TIER_KEYS.gold)).toBe("categoria ouro");
  });
});

describe("the team pages in the page's language", () => {
  type Team = { groups: Array<{ name: string; members: Array<{ role: string; image: { alt: string } }> }> };

  it("/de/team names groups, roles and portraits in German", async () => {
    const { groups } = await data<Team>(teamLoader(args("de", "/team")));
    expect(groups.map((g) => g.name)).toContain("Kernteam");
    expect(groups.map((g) => g.name)).toContain("Forró-Lehrende & Musiker:innen");
    const roles = groups.flatMap((g) => g.members.map((m) => m.role));
    expect(roles).toContain("Forró-Lehrer:in");
    expect(roles).toContain("Gründer & Organisator");
    expect(groups[0]!.members[0]!.image.alt).toBe(
      "Porträt von Lukas Ferreira. Eine Zeichnung mit grauem Bart, weißer Kapitänsmütze und dunkelblauer Uniformjacke, dahinter ein Segel und das Meer",
    );
  });

  it("/team stays English", async () => {
    const { groups } = await data<Team>(teamLoader(args("en", "/team")));
    expect(groups.map((g) => g.name)).toEqual([...TEAM_GROUPS]);
    expect(groups[0]!.members[0]).toMatchObject({ role: "Founder/Organizer" });
    expect(groups[0]!.members[0]!.image.alt).toMatch(/^Portrait of Lukas Ferreira\. A drawing with a grey beard/);
  });

  it("a German profile: group, role, breadcrumbs and the page's language in its structured data", async () => {
    const { member, jsonLd } = await data<{ member: { groupName: string; role: string }; jsonLd: PageLd }>(
      memberLoader(args("de", "/team-details/juliana-matos", { id: "juliana-matos" })),
    );
    expect(member).toMatchObject({ groupName: "Forró-Lehrende & Musiker:innen", role: "Forró-Lehrer:in" });
    expect(jsonLd).toMatchObject({
      "@type": "WebPage",
      inLanguage: "de",
      url: "https://fsw.example/de/team-details/juliana-matos",
    });
    expect(jsonLd.breadcrumb.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ["Startseite", "https://fsw.example/de/home"],
      ["Team", "https://fsw.example/de/team"],
      ["Juliana Matos", "https://fsw.example/de/team-details/juliana-matos"],
    ]);
  });

  it("an unknown member is a German 404 that suggests the German team page", async () => {
    const res = await thrown(() => memberLoader(args("de", "/team-details/nobody", { id: "nobody" })));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      title: "Person nicht gefunden",
      detail: "In unserem Team heißt niemand so. Auf der Team-Seite findest du alle.",
      suggestions: [{ to: "/de/team", label: "Lerne das Team kennen" }],
    });
  });

  it("meta titles follow the page's language", () => {
    expect(title(teamMeta({ matches: matches("pt") } as never))).toBe("Equipe | Forró Sailing Week");
    expect(title(teamMeta({ matches: matches("en") } as never))).toBe("Team | Forró Sailing Week");
  });
});

describe("teachers' and skippers' pages", () => {
  type Page = { person: { role: string; intro: string; editions: Array<{ dates: string; roles: string; title: string }> } };
  const bruno = findPerson("bruno teixeira", "en")!;

  it("tell a guest's editions in German, dates the German way", async () => {
    const { person } = await data<Page>(teacherLoader(args("de", "/teachers/bruno%20teixeira", { name: "bruno teixeira" })));
    expect(person.intro).toBe(
      `Bruno Teixeira war bei ${bruno.editions.length} Ausgaben der Forró Sailing Week als Forró-Lehrer:in dabei.`,
    );
    expect(person.editions[0]!.dates).toBe("13.–20. Juni 2026");
    expect(person.editions.map((e) => e.dates)).toEqual(bruno.editions.map((e) => formatDateRange("de", e.event.date)));
    expect(person.editions.map((e) => e.title)).toEqual(bruno.editions.map((e) => contentIn("de").findEvent(e.event.id)!.title));
  });

  it("keep the English text and dates as they were", async () => {
    const { person } = await data<Page>(teacherLoader(args("en", "/teachers/bruno%20teixeira", { name: "bruno teixeira" })));
    expect(person.intro).toBe(`Bruno Teixeira joined ${bruno.editions.length} editions of Forró Sailing Week as Forró teacher.`);
    expect(person.role).toBe("Forró teacher");
    expect(person.editions.map((e) => e.dates)).toEqual(bruno.editions.map((e) => formatDateRange("en", e.event.date)));
  });

  it("count one edition in the singular and list several roles the language's way", async () => {
    const t = translatorFor("pt");
    expect(t("person.intro", { name: "A", count: 1, roles: "x" })).toBe("A participou de 1 edição da Forró Sailing Week (x).");
    const { person } = await data<Page>(skipperLoader(args("pt", "/skippers/ivan%20mari%C4%87", { name: "ivan marić" })));
    expect(person.role).toBe("skipper ou co-skipper");
  });

  it("send a team member to the profile in the same language", async () => {
    const res = teacherLoader(args("de", "/teachers/juliana%20matos", { name: "juliana matos" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/team-details/juliana-matos");
  });

  it("answer an unknown name with a 404 in the page's language", async () => {
    const res = await thrown(() => skipperLoader(args("pt", "/skippers/nemo", { name: "nemo" })));
    expect(res.status).toBe(404);
    const body = (await res.json()) as { title: string; suggestions: Array<{ to: string }> };
    expect(body.title).toBe("Nenhum skipper com esse nome");
    expect(body.suggestions.map((s) => s.to)).toEqual(["/pt/events", "/pt/team"]);
  });

  it("meta of an unknown teacher in German", () => {
    expect(title(teacherMeta({ matches: matches("de"), data: undefined } as never))).toBe(
      "Lehrer:in nicht gefunden | Forró Sailing Week",
    );
  });
});

describe("rates, FAQ and imprint in the page's language", () => {
  it("/de/rates shows the medals in German", async () => {
    const { cards } = await data<{ cards: Array<{ id: string; medal: string }> }>(ratesLoader(args("de", "/rates")));
    expect(cards.map((c) => c.medal)).toEqual(["Gold", "Silber", "Bronze"]);
    expect(title(ratesMeta({ matches: matches("de") } as never))).toBe("Preise | Forró Sailing Week");
  });

  it("a German tier page: its kicker, breadcrumbs and language", async () => {
    const { tier, jsonLd } = await data<{ tier: { kicker: string }; jsonLd: PageLd }>(
      ratesDetailsLoader(args("de", "/rates-details?medal=gold")),
    );
    expect(tier.kicker).toBe("Kategorie Gold");
    expect(jsonLd.inLanguage).toBe("de");
    expect(jsonLd.url).toBe("https://fsw.example/de/rates-details?medal=gold");
    expect(jsonLd.breadcrumb.itemListElement[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      name: "Preise",
      item: "https://fsw.example/de/rates",
    });
    const sbc = await data<{ tier: { kicker: string } }>(ratesDetailsLoader(args("de", "/rates-details?medal=sbc")));
    expect(sbc.tier.kicker).toBe(contentIn("de").findTier("sbc")!.title);
    const english = await data<{ tier: { kicker: string } }>(ratesDetailsLoader(args("en", "/rates-details?medal=silver")));
    expect(english.tier.kicker).toBe("silver tier");
  });

  it("an unknown tier is a German 404", async () => {
    const res = await thrown(() => ratesDetailsLoader(args("de", "/rates-details?medal=platinum")));
    expect(await res.json()).toMatchObject({
      title: "Kategorie nicht gefunden",
      suggestions: [{ to: "/de/rates", label: "Alle Preise ansehen" }],
    });
  });

  it("the FAQ's structured data says its language, and its questions are the language's content", async () => {
    const de = await data<{ jsonLd: { inLanguage: string; mainEntity: Array<{ name: string }> } }>(faqLoader(args("de", "/faq")));
    expect(de.jsonLd.inLanguage).toBe("de");
    expect(de.jsonLd.mainEntity[0]!.name).toBe(contentIn("de").faq[0]!.topics[0]!.question);
    const en = await data<{ jsonLd: { inLanguage: string } }>(faqLoader(args("en", "/faq")));
    expect(en.jsonLd.inLanguage).toBe("en");
    expect(title(faqMeta({ matches: matches("pt"), data: undefined } as never))).toBe(
      "Perguntas frequentes | Forró Sailing Week",
    );
  });

  it("the German imprint takes its legal headings from the German content", async () => {
    const { disclaimers, stakeholders } = await data<{
      disclaimers: Array<{ title: string }>;
      stakeholders: Array<{ role: string }>;
    }>(imprintLoader(args("de", "/about-fsw")));
    expect(disclaimers.map((d) => d.title)).toEqual(contentIn("de").disclaimers.map((d) => d.title));
    expect(stakeholders.map((s) => s.role)).toEqual(contentIn("de").stakeholders.map((s) => s.role));
    expect(title(imprintMeta({ matches: matches("de") } as never))).toBe("Impressum | Forró Sailing Week");
  });
});
