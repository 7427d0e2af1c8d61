import { describe, expect, it } from "vitest";
import { LANGS } from "~/i18n/languages";
import { content, type Content } from "../../data/index";
import { isText, type Text } from "../../data/localize";
import { checkContent, DISCLAIMER_TITLES, FAQ_SUBJECTS } from "../../data/schema";
import { EVENT_IDS } from "../../data/types";

// ---------------------------------------------------------------------------------------------
// Helpers: clone the real content, break one thing, and look at the problems.

type Loose = Record<string, unknown>;
const loose = (value: object): Loose => value as unknown as Loose;

function problemsAfter(mutate: (c: Content) => void): string[] {
  const c = structuredClone(content);
  mutate(c);
  return checkContent(c);
}

const event = (c: Content, id: string) => {
  const found = c.events.find((e) => e.id === id);
  if (!found) throw new Error(`no event ${id}`);
  return found;
};
const member = (c: Content, id: string) => {
  const found = c.team.find((m) => m.id === id);
  if (!found) throw new Error(`no team member ${id}`);
  return found;
};
const tier = (c: Content, id: string) => {
  const found = c.rateTiers.find((t) => t.id === id);
  if (!found) throw new Error(`no tier ${id}`);
  return found;
};
/** Words in every language, for content written in a test. */
const words = (en: string): Text => ({ en, pt: `${en} (pt)`, de: `${en} (de)` });
/** A name as it is, or its English when it is words in every language. */
const englishName = (name: string | Text) => (typeof name === "string" ? name : name.en);

const teacher = content.team.find((m) => m.role === "Forró Teacher");
if (!teacher) throw new Error("the team has no Forró Teacher");

// ---------------------------------------------------------------------------------------------

describe("checkContent on the real content", () => {
  it("finds no problems", () => {
    expect(checkContent(content)).toEqual([]);
  });

  it("never throws, even on content of the wrong shape", () => {
    const problems = checkContent({} as unknown as Content);
    expect(problems).toContain("events: expected a list");
    expect(problems).toContain("home: is required");
    expect(problems).toContain("legalEntity: is required");
  });
});

describe("checkContent: schema violations", () => {
  it("reports a missing required field", () => {
    const problems = problemsAfter((c) => {
      delete loose(event(c, "fsw21")).title;
    });
    expect(problems).toContain("events[fsw21].title: is required");
  });

  it("reports an empty required field", () => {
    expect(problemsAfter((c) => void (event(c, "fsw21").city = ""))).toContain("events[fsw21].city: must not be empty");
    expect(
      problemsAfter((c) => {
        const m = member(c, "marco-bellini");
        m.description = { ...m.description, en: "   " };
      }),
    ).toContain("team[marco-bellini].description.en: must not be empty");
    expect(problemsAfter((c) => void (event(c, "fsw22").teachers = []))).toContain(
      "events[fsw22].teachers: must have at least 1 item(s)",
    );
  });

  it("reports a field of the wrong type", () => {
    expect(problemsAfter((c) => void (loose(event(c, "fsw21")).teachers = "Juliana Matos"))).toContain(
      "events[fsw21].teachers: expected array, received string",
    );
    expect(problemsAfter((c) => void (loose(event(c, "fsw23")).participants = null))).toContain(
      "events[fsw23].participants: must be a head count, a short text or empty",
    );
    expect(problemsAfter((c) => void (loose(event(c, "fsw23")).cost = "1200"))).toContain(
      'events[fsw23].cost: must be "", got "1200"',
    );
  });

  it("reports an unknown field", () => {
    expect(problemsAfter((c) => void (loose(event(c, "fsw21")).price = 900))).toContain(
      'events[fsw21]: unknown field(s) "price"',
    );
  });

  it("reports invalid dates", () => {
    expect(problemsAfter((c) => void (event(c, "fsw21").date = ["2021-02-30", "2021-03-06"]))).toContain(
      'events[fsw21].date[0]: "2021-02-30" is not a real date (YYYY-MM-DD)',
    );
    expect(problemsAfter((c) => void (event(c, "fsw21").date = ["2021-09-11", "18.09.2021"]))).toContain(
      'events[fsw21].date[1]: "18.09.2021" is not a real date (YYYY-MM-DD)',
    );
  });

  it("reports an end date before the start date", () => {
    expect(problemsAfter((c) => void (event(c, "fsw21").date = ["2021-06-17", "2021-06-10"]))).toContain(
      "events[fsw21].date: end 2021-06-10 is before start 2021-06-17",
    );
  });

  it("reports external links that are not https", () => {
    expect(
      problemsAfter((c) => void (event(c, "fsw26").external_links.ticket_system = "http://tickets.example.com/fsw26")),
    ).toContain('events[fsw26].external_links.ticket_system: "http://tickets.example.com/fsw26" is not an https link');
    expect(problemsAfter((c) => void (c.socialLinks[0]!.link = "www.facebook.com/fsw"))).toContain(
      'socialLinks[Facebook].link: "www.facebook.com/fsw" is not an https link',
    );
    expect(problemsAfter((c) => void (tier(c, "gold").typicalBoats[0]!.googleLink = "ftp://x"))).toContain(
      'rateTiers[gold].typicalBoats[0].googleLink: "ftp://x" is not an https link',
    );
  });

  it("reports a search link that does not match its boat", () => {
    expect(problemsAfter((c) => void (tier(c, "gold").typicalBoats[0]!.boat = "Lagoon 46"))).toContain(
      'rateTiers[gold].typicalBoats[0].googleLink: expected "https://www.google.com/search?q=Lagoon%2046"',
    );
  });

  it("reports event ids that do not match fswNN", () => {
    const problems = problemsAfter((c) => void (event(c, "fsw21").id = "FSW2021"));
    expect(problems).toContain('events[FSW2021].id: "FSW2021" does not match fswNN (e.g. fsw19)');
    expect(problems).toContain('events: edition "fsw21" is missing');
  });

  it("reports team ids that are not slugs", () => {
    expect(problemsAfter((c) => void (member(c, "marco-bellini").id = "Marco Bellini"))).toContain(
      'team[Marco Bellini].id: "Marco Bellini" is not a slug (lower-case letters, digits and hyphens)',
    );
  });

  it("reports an invalid e-mail address in the legal entity", () => {
    expect(problemsAfter((c) => void (c.legalEntity.email = "hello-at-example.com"))).toContain(
      "legalEntity.email: is not an e-mail address",
    );
  });
});

describe("checkContent: languages", () => {
  it("reports a missing or empty translation, naming the item, the field and the language", () => {
    expect(
      problemsAfter((c) => {
        const e = event(c, "fsw21");
        const { pt: _pt, ...rest } = e.description;
        loose(e).description = rest;
      }),
    ).toContain("events[fsw21].description.pt: is required");
    expect(
      problemsAfter((c) => {
        const e = event(c, "fsw25");
        e.region = { ...e.region, pt: "" };
      }),
    ).toContain("events[fsw25].region.pt: must not be empty");
    expect(
      problemsAfter((c) => {
        const m = member(c, teacher.id);
        m.description = { ...m.description, de: " " };
      }),
    ).toContain(`team[${teacher.id}].description.de: must not be empty`);
    expect(
      problemsAfter((c) => {
        const p = c.home.intro.paragraphs[1]!;
        c.home.intro.paragraphs[1] = { ...p, pt: "" };
      }),
    ).toContain("home.intro.paragraphs[1].pt: must not be empty");
  });

  it("reports a text that is a plain string instead of one per language, and a language the site does not have", () => {
    expect(problemsAfter((c) => void (loose(event(c, "fsw21")).title = "FSW21 – Ionian Islands"))).toContain(
      "events[fsw21].title: expected object, received string",
    );
    expect(
      problemsAfter((c) => {
        const e = event(c, "fsw21");
        loose(e).title = { ...e.title, es: "FSW21 – Islas Jónicas" };
      }),
    ).toContain('events[fsw21].title: unknown field(s) "es"');
  });

  it("reports a text of several words left in English in another language", () => {
    expect(
      problemsAfter((c) => {
        const e = event(c, "fsw21");
        e.description = { ...e.description, de: e.description.en };
      }),
    ).toContain("events[fsw21].description.de: is the same as the English: not translated");
    const problems = problemsAfter((c) => {
      const step = c.home.process.steps[0];
      step.title = { ...step.title, pt: step.title.en, de: ` ${step.title.en} ` };
    });
    expect(problems).toContain("home.process.steps[0].title.pt: is the same as the English: not translated");
    expect(problems).toContain("home.process.steps[0].title.de: is the same as the English: not translated");
  });

  it("lets a single word stay the same in every language, and keeps facts such as names and places out of the texts", () => {
    expect(problemsAfter((c) => void (event(c, "fsw22").title = { en: "Sardinia", pt: "Sardinia", de: "Sardinia" }))).toEqual([]);
    for (const e of content.events) expect(typeof e.city, e.id).toBe("string");
    for (const m of content.team) expect(typeof m.name, m.id).toBe("string");
    expect(typeof content.home.nextEdition.featuredTeacher).toBe("string");
  });

  it("takes participants as a head count, empty, or words in every language", () => {
    const words = { en: "about forty", pt: "cerca de quarenta", de: "etwa vierzig" };
    expect(problemsAfter((c) => void (event(c, "fsw24").participants = words))).toEqual([]);
    expect(problemsAfter((c) => void (event(c, "fsw24").participants = { ...words, pt: "" }))).toContain(
      "events[fsw24].participants.pt: must not be empty",
    );
  });
});

describe("checkContent: references", () => {
  it("reports unknown edition ids in team editions", () => {
    expect(problemsAfter((c) => void member(c, teacher.id).editions.push("fsw99"))).toContain(
      `team[${teacher.id}].editions: unknown edition id "fsw99"`,
    );
  });

  it("reports unknown edition ids on the home page", () => {
    expect(problemsAfter((c) => void (c.home.nextEdition.eventId = "fsw99"))).toContain(
      'home.nextEdition.eventId: unknown edition id "fsw99"',
    );
    expect(problemsAfter((c) => void (c.home.firstEdition.eventId = "fsw18"))).toContain(
      'home.firstEdition.eventId: unknown edition id "fsw18"',
    );
  });

  it("reports a team member missing from the lists of an edition they joined", () => {
    expect(
      problemsAfter((c) => {
        const e = event(c, "fsw21");
        e.teachers = e.teachers.filter((name) => name !== teacher.name);
      }),
    ).toContain(`team[${teacher.id}].editions: "${teacher.name}" is not listed in the teachers, musicians or skippers of fsw21`);
  });

  it("reports a featured teacher who is not a team member", () => {
    const problems = problemsAfter((c) => void (c.home.nextEdition.featuredTeacher = "Juliana Mattos"));
    expect(problems).toContain('home.nextEdition.featuredTeacher: "Juliana Mattos" is not a team member name');
    expect(problems).toContain('home.nextEdition.featuredTeacher: "Juliana Mattos" is not a teacher of fsw26');
  });
});

describe("checkContent: image paths", () => {
  it("reports an unknown event cover", () => {
    expect(problemsAfter((c) => void (event(c, "fsw21").imgPath = "covers/fsw21.jpg"))).toContain(
      'events[fsw21].imgPath: "covers/fsw21.jpg" is not a known media path',
    );
  });

  it("reports an unknown team photo", () => {
    expect(problemsAfter((c) => void (member(c, "marco-bellini").imgPath = "team/marco.jpg"))).toContain(
      'team[marco-bellini].imgPath: "team/marco.jpg" is not a known media path',
    );
  });

  it("reports an unknown tier image, and a missing one on a medal tier", () => {
    expect(problemsAfter((c) => void (tier(c, "silver").imgPath = "rates/silver/07.svg"))).toContain(
      'rateTiers[silver].imgPath: "rates/silver/07.svg" is not a known media path',
    );
    expect(problemsAfter((c) => void delete tier(c, "bronze").imgPath)).toContain(
      "rateTiers[bronze].imgPath: is required for the bronze tier",
    );
  });

  it("reports unknown home images", () => {
    expect(problemsAfter((c) => void (c.home.intro.heroImgPath = "misc/hero.png"))).toContain(
      'home.intro.heroImgPath: "misc/hero.png" is not a known media path',
    );
    expect(problemsAfter((c) => void (c.home.nextEdition.imgPath = "misc/turkey.svg"))).toContain(
      'home.nextEdition.imgPath: "misc/turkey.svg" is not a known media path',
    );
    expect(problemsAfter((c) => void (c.home.video.posterPath = "misc/poster.svg"))).toContain(
      'home.video.posterPath: "misc/poster.svg" is not a known media path',
    );
  });
});

describe("checkContent: ids, roles and groups", () => {
  it("reports duplicate event ids", () => {
    const problems = problemsAfter((c) => void (event(c, "fsw22").id = "fsw21"));
    expect(problems).toContain('events[fsw21].id: duplicate id "fsw21"');
    expect(problems).toContain('events: edition "fsw22" is missing');
  });

  it("reports duplicate team ids", () => {
    expect(problemsAfter((c) => void (member(c, "marco-bellini").id = teacher.id))).toContain(
      `team[${teacher.id}].id: duplicate id "${teacher.id}"`,
    );
  });

  it("reports duplicate tier ids", () => {
    const problems = problemsAfter((c) => void (tier(c, "sbc").id = "gold"));
    expect(problems).toContain('rateTiers[gold].id: duplicate id "gold"');
    expect(problems).toContain('rateTiers: tier "sbc" is missing');
  });

  it("reports a missing tier and an unknown tier", () => {
    expect(problemsAfter((c) => void (c.rateTiers = c.rateTiers.filter((t) => t.id !== "bronze")))).toContain(
      'rateTiers: tier "bronze" is missing',
    );
    expect(problemsAfter((c) => void (loose(tier(c, "gold")).id = "platinum"))).toContain(
      'rateTiers[platinum].id: unknown tier "platinum"',
    );
  });

  it("reports included/notIncluded outside the general tier, and missing on general", () => {
    expect(problemsAfter((c) => void (tier(c, "gold").included = [words("Champagne")]))).toContain(
      "rateTiers[gold].included: only the general tier may have included",
    );
    expect(problemsAfter((c) => void (tier(c, "sbc").notIncluded = [words("Privacy")]))).toContain(
      "rateTiers[sbc].notIncluded: only the general tier may have notIncluded",
    );
    expect(problemsAfter((c) => void delete tier(c, "general").notIncluded)).toContain(
      "rateTiers[general].notIncluded: is required for the general tier",
    );
  });

  it("reports an unknown role", () => {
    expect(problemsAfter((c) => void (loose(member(c, "marco-bellini")).role = "Captain"))).toContain(
      'team[marco-bellini].role: unknown role "Captain"',
    );
  });

  it("reports an unknown group", () => {
    expect(problemsAfter((c) => void (loose(member(c, "marco-bellini")).groupName = "Sailors"))).toContain(
      'team[marco-bellini].groupName: unknown group "Sailors"',
    );
  });

  it("reports an unknown icon", () => {
    expect(problemsAfter((c) => void (loose(c.home.process.steps[1]).icon = "boat"))).toContain(
      'home.process.steps[1].icon: unknown icon "boat"',
    );
  });
});

describe("checkContent: disclaimers and FAQ subjects", () => {
  it("reports a missing disclaimer", () => {
    expect(problemsAfter((c) => void (c.disclaimers = c.disclaimers.filter((d) => d.title.en !== "Copyright")))).toContain(
      'disclaimers: missing title "Copyright"',
    );
  });

  it("reports an unexpected or renamed disclaimer", () => {
    const problems = problemsAfter((c) => {
      const d = c.disclaimers.find((x) => x.title.en === "Social media");
      if (d) d.title = { ...d.title, en: "Social Media Links" };
    });
    expect(problems).toContain('disclaimers[Social Media Links].title.en: unknown title "Social Media Links"');
    expect(problems).toContain('disclaimers: missing title "Social media"');
  });

  it("reports a duplicated disclaimer", () => {
    expect(problemsAfter((c) => void c.disclaimers.push({ title: words("Copyright"), text: words("Again.") }))).toContain(
      'disclaimers[Copyright].title.en: duplicate title "Copyright"',
    );
  });

  it("reports a FAQ subject spelled differently from the product notes", () => {
    const problems = problemsAfter((c) => {
      const s = c.faq.find((x) => x.subject.en === "Accomodation");
      if (s) s.subject = { ...s.subject, en: "Accommodation" };
    });
    expect(problems).toContain('faq[Accommodation].subject.en: unknown subject "Accommodation"');
    expect(problems).toContain('faq: missing subject "Accomodation"');
  });

  it("reports a missing FAQ subject", () => {
    expect(problemsAfter((c) => void (c.faq = c.faq.filter((s) => s.subject.en !== "Liability")))).toContain(
      'faq: missing subject "Liability"',
    );
  });

  it("reports FAQ subjects out of order", () => {
    expect(problemsAfter((c) => void c.faq.reverse())).toContain(
      `faq: subjects must be in this order: ${FAQ_SUBJECTS.join(", ")}`,
    );
  });

  it("reports an empty FAQ answer", () => {
    expect(problemsAfter((c) => void (c.faq[1]!.topics[0]!.answer = { ...c.faq[1]!.topics[0]!.answer, en: "" }))).toContain(
      "faq[Budget].topics[0].answer.en: must not be empty",
    );
  });
});

describe("checkContent: words in every language", () => {
  it("names the item, the field and the language of a missing or empty translation", () => {
    expect(problemsAfter((c) => void delete loose(c.faq[1]!.topics[2]!.answer).pt)).toContain(
      "faq[Budget].topics[2].answer.pt: is required",
    );
    expect(problemsAfter((c) => void (c.faq[8]!.topics[0]!.question = { ...c.faq[8]!.topics[0]!.question, de: " " }))).toContain(
      "faq[Forró].topics[0].question.de: must not be empty",
    );
    expect(problemsAfter((c) => void delete loose(c.faq[3]!.subject).de)).toContain("faq[Accomodation].subject.de: is required");
    expect(problemsAfter((c) => void (tier(c, "gold").paragraphs[1] = { ...tier(c, "gold").paragraphs[1]!, pt: "" }))).toContain(
      "rateTiers[gold].paragraphs[1].pt: must not be empty",
    );
    expect(problemsAfter((c) => void delete loose(tier(c, "general").notIncluded![3]!).de)).toContain(
      "rateTiers[general].notIncluded[3].de: is required",
    );
    expect(problemsAfter((c) => void delete loose(c.disclaimers[2]!.text).de)).toContain(
      "disclaimers[Copyright].text.de: is required",
    );
    expect(problemsAfter((c) => void (c.stakeholders[0]!.role = { ...c.stakeholders[0]!.role, pt: "" }))).toContain(
      "stakeholders[Organizer].role.pt: must not be empty",
    );
    expect(problemsAfter((c) => void (c.stakeholders[3]!.name = { ...words("FSW crew"), de: "" }))).toContain(
      "stakeholders[Photos].name.de: must not be empty",
    );
  });

  it("reports a plain string where words in every language belong, and an unknown language", () => {
    expect(problemsAfter((c) => void (loose(c.faq[1]!.topics[0]!).answer = "Only English."))).toContain(
      "faq[Budget].topics[0].answer: expected object, received string",
    );
    expect(problemsAfter((c) => void (loose(tier(c, "sbc")).title = { ...words("Saloon & Bow Cabin"), fr: "Salon" }))).toContain(
      'rateTiers[sbc].title: unknown field(s) "fr"',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Facts from docs/product.md

describe("editions", () => {
  it("has exactly the editions fsw19 … fsw26", () => {
    expect(content.events.map((e) => e.id).sort()).toEqual([...EVENT_IDS]);
  });

  it("has the participant numbers of the product notes", () => {
    const participants = Object.fromEntries(content.events.map((e) => [e.id, e.participants]));
    expect(participants).toEqual({
      fsw19: 33,
      fsw20: 12,
      fsw21: 46,
      fsw22: 48,
      fsw23: 60,
      fsw24: "",
      fsw25: 56,
      fsw26: "",
    });
  });

  it("runs each edition for a week, Saturday to Saturday, in its own year's sailing season", () => {
    for (const e of content.events) {
      const [start, end] = e.date.map((d) => new Date(`${d}T00:00:00Z`)) as [Date, Date];
      expect(start.getUTCDay(), `${e.id} start`).toBe(6);
      expect((end.getTime() - start.getTime()) / 86_400_000, `${e.id} length`).toBe(7);
      expect(start.getUTCFullYear(), `${e.id} year`).toBe(2000 + Number(e.id.slice(3)));
      expect(start.getUTCMonth() + 1).toBeGreaterThanOrEqual(4);
      expect(end.getUTCMonth() + 1).toBeLessThanOrEqual(10);
    }
  });

  it("has the Turkish coast edition fsw26 with its dates, airport and ticket link", () => {
    const fsw26 = content.events.find((e) => e.id === "fsw26");
    expect(fsw26?.date).toEqual(["2026-06-13", "2026-06-20"]);
    expect(fsw26?.title.en).toBe("FSW26 – Turkish Coast");
    expect(fsw26?.external_links.ticket_system).toBe("https://tickets.example.com/fsw26");
    expect(fsw26?.description.en).toMatch(/airport/i);
    expect(fsw26?.description.pt).toMatch(/aeroporto de Dalaman/);
    expect(fsw26?.description.de).toMatch(/Flughafen Dalaman/);
  });

  it("has empty cost, EUR, the cover image and long enough descriptions", () => {
    for (const e of content.events) {
      expect(e.cost).toBe("");
      expect(e.currency).toBe("EUR");
      expect(e.imgPath).toBe(`covers/${e.id}.svg`);
      const english = e.description.en.split("\n\n");
      for (const lang of LANGS) {
        const description = e.description[lang];
        expect(description.length, `${e.id} ${lang}`).toBeGreaterThan(320);
        const paragraphs = description.split("\n\n");
        expect(paragraphs.length, `${e.id} ${lang}`).toBeGreaterThanOrEqual(2);
        expect(paragraphs.length, `${e.id} ${lang}`).toBeLessThanOrEqual(4);
        // Translations keep the paragraphs of the English, one for one.
        expect(paragraphs.length, `${e.id} ${lang}`).toBe(english.length);
      }
    }
  });

  it("has at least one edition without musicians", () => {
    expect(content.events.some((e) => e.musicians.length === 0)).toBe(true);
  });
});

describe("team", () => {
  it("has the founder, teacher, sanfoneiro, skipper and ticket partner with their photos", () => {
    const byRole = Object.fromEntries(content.team.map((m) => [m.role, m]));
    expect(byRole["Founder/Organizer"]).toMatchObject({ groupName: "Corestaff", imgPath: "team/founder.svg" });
    expect(byRole["Forró Teacher"]).toMatchObject({
      groupName: "Forró Teachers & Musicians",
      imgPath: "team/teacher.svg",
    });
    expect(byRole["Sanfoneiro"]).toMatchObject({
      groupName: "Forró Teachers & Musicians",
      imgPath: "team/musician.svg",
    });
    expect(byRole["Skipper"]).toMatchObject({ groupName: "Skippers & Co-Skippers", imgPath: "team/skipper.svg" });
    expect(byRole["Ticket System Provider"]).toMatchObject({ groupName: "Partners", imgPath: "misc/partner.svg" });
    expect(content.team).toHaveLength(5);
  });

  it("has the founder in every edition", () => {
    const founder = content.team.find((m) => m.role === "Founder/Organizer");
    expect(founder?.editions).toEqual([...EVENT_IDS]);
  });

  it("has descriptions long enough for the More link", () => {
    for (const m of content.team) {
      for (const lang of LANGS) {
        expect(m.description[lang].length, `${m.id} ${lang}`).toBeGreaterThan(320);
        expect(m.description[lang].split("\n\n").length, `${m.id} ${lang}`).toBe(m.description.en.split("\n\n").length);
      }
    }
  });
});

describe("rates", () => {
  it("has the five tiers, with the boat sizes of the product notes", () => {
    expect(content.rateTiers.map((t) => t.id)).toEqual(["general", "gold", "silver", "bronze", "sbc"]);
    const summary = (id: string) => content.rateTiers.find((t) => t.id === id)?.summary.en ?? "";
    expect(summary("gold")).toMatch(/40 to 45 ft catamaran/);
    expect(summary("silver")).toMatch(/45 to 55 ft monohull/);
    expect(summary("silver")).toMatch(/catamaran of about 40 ft/);
    expect(summary("bronze")).toMatch(/40 to 50 ft monohull/);
  });

  it("lists no typical boats for Saloon & Bow Cabin, and search links for the others", () => {
    for (const t of content.rateTiers) {
      if (t.id === "sbc" || t.id === "general") expect(t.typicalBoats).toEqual([]);
      else expect(t.typicalBoats.length).toBeGreaterThan(0);
      for (const b of t.typicalBoats) expect(b.googleLink).toBe(`https://www.google.com/search?q=${encodeURIComponent(b.boat)}`);
    }
  });

  it("explains the costs around the ticket", () => {
    const general = content.rateTiers.find((t) => t.id === "general");
    const all = [
      general?.description,
      ...(general?.included ?? []),
      ...(general?.notIncluded ?? []),
      ...(general?.paragraphs ?? []),
    ]
      .map((t) => t?.en)
      .join(" ");
    for (const fact of ["150 to 300 EUR", "50 EUR", "5 to 10 %", "FULL BOAT", "at least 8"]) expect(all).toContain(fact);
  });
});

describe("FAQ", () => {
  const faqText = content.faq.flatMap((s) => s.topics.flatMap((t) => [t.question.en, t.answer.en])).join("\n");

  it("has the nine subjects in the fixed order, with 3 to 5 topics each", () => {
    expect(content.faq.map((s) => s.subject.en)).toEqual([...FAQ_SUBJECTS]);
    for (const s of content.faq) {
      expect(s.topics.length, s.subject.en).toBeGreaterThanOrEqual(3);
      expect(s.topics.length, s.subject.en).toBeLessThanOrEqual(5);
    }
  });

  it("states every booking rule, fee and number", () => {
    for (const fact of [
      "“FULL BOAT”",
      "at least 8 people",
      "50 EUR discount",
      "same gender",
      "preferred cabin mate",
      "not refunded",
      "administration fee of 50 EUR",
      "100 EUR",
      "voucher",
      "no fee",
      "150 to 300 EUR per person per week",
      "about 50 EUR",
      "5 to 10 %",
      "bow cabins only exist on gold boats and sometimes on silver boats",
      "up to 10 people",
      "up to 12 when they have 5 cabins",
      "Catamarans take up to 12 people",
      "3 to 5 boats",
      "about 4 workshops",
      "about 3 months before departure",
      "about 2 months before departure",
      "1 month after ticket sales close",
    ])
      expect(faqText, fact).toContain(fact);
  });

  it("has some answers with several paragraphs", () => {
    expect(content.faq.some((s) => s.topics.some((t) => t.answer.en.includes("\n")))).toBe(true);
  });
});

describe("FAQ, rates and imprint in every language", () => {
  /** Every text of a section with where it is, e.g. `faq[1].topics[0].answer`. */
  const textsOf = (value: unknown, path: string): [string, Text][] => {
    if (isText(value)) return [[path, value]];
    if (Array.isArray(value)) return value.flatMap((item: unknown, i) => textsOf(item, `${path}[${i}]`));
    if (typeof value === "object" && value !== null)
      return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
    return [];
  };
  const numbersIn = (s: string) => (s.match(/\d+(?:[.,]\d+)?/g) ?? []).sort();
  const facts = [...textsOf(content.faq, "faq"), ...textsOf(content.rateTiers, "rateTiers")];
  const all = [...facts, ...textsOf(content.stakeholders, "stakeholders"), ...textsOf(content.disclaimers, "disclaimers")];

  it("states the same numbers, fees and sizes in Portuguese and German as in English", () => {
    for (const [path, t] of facts) {
      expect(numbersIn(t.pt), `${path}.pt`).toEqual(numbersIn(t.en));
      expect(numbersIn(t.de), `${path}.de`).toEqual(numbersIn(t.en));
    }
  });

  it("keeps the promo code as it is, and the answers' paragraphs", () => {
    for (const [path, t] of all) {
      expect(t.pt.includes("“FULL BOAT”"), `${path}.pt`).toBe(t.en.includes("“FULL BOAT”"));
      expect(t.de.includes("„FULL BOAT“"), `${path}.de`).toBe(t.en.includes("“FULL BOAT”"));
      expect(t.pt.split("\n").length, `${path}.pt`).toBe(t.en.split("\n").length);
      expect(t.de.split("\n").length, `${path}.de`).toBe(t.en.split("\n").length);
    }
  });

  it("translates every text longer than a word", () => {
    for (const [path, t] of all.filter(([, t]) => t.en.includes(" "))) {
      expect(t.pt, `${path}.pt`).not.toBe(t.en);
      expect(t.de, `${path}.de`).not.toBe(t.en);
    }
  });

  it("writes the German imprint with the terms of German law", () => {
    const de = Object.fromEntries(content.disclaimers.map((d) => [d.title.en, d.title.de]));
    expect(de).toMatchObject({
      "Accountability for content": "Haftung für Inhalte",
      "Accountability for links": "Haftung für Links",
      Copyright: "Urheberrecht",
    });
    expect(content.legalEntity.board.length).toBeGreaterThan(0);
    expect(content.legalEntity.register.court).toMatch(/^Amtsgericht /);
    const responsible = content.legalEntity.contentResponsible.name;
    expect(content.team.some((m) => m.name === responsible) || /placeholder/i.test(responsible), responsible).toBe(true);
    const dispute = content.disclaimers.find((d) => d.title.en === "EU online dispute resolution")!.text;
    for (const lang of LANGS) {
      expect(dispute[lang], lang).toContain("§ 36 VSBG");
      expect(dispute[lang], lang).toContain("2025");
    }
    expect(dispute.de).toContain("20. Juli 2025 eingestellt");
    expect(dispute.de).toContain("§ 5 DDG");
  });
});

describe("legal, social and home", () => {
  it("has the five disclaimers and placeholder contact data", () => {
    expect(content.disclaimers.map((d) => d.title.en)).toEqual([...DISCLAIMER_TITLES]);
    expect(content.legalEntity.name).toMatch(/placeholder/i);
    for (const unknown of [
      content.legalEntity.board[0]!,
      content.legalEntity.register.court,
      content.legalEntity.register.number,
    ])
      expect(unknown).toMatch(/placeholder/i);
  });

  it("names stakeholders who are on the team or clearly placeholders", () => {
    const names = new Set(content.team.map((m) => m.name));
    for (const s of content.stakeholders) {
      const name = englishName(s.name);
      expect(names.has(name) || s.role.en === "Photos", `${s.role.en}: ${name}`).toBe(true);
    }
  });

  it("has Facebook, Youtube and Instagram", () => {
    expect(content.socialLinks.map((s) => [s.name, s.icon])).toEqual([
      ["Facebook", "facebook"],
      ["Youtube", "youtube"],
      ["Instagram", "instagram"],
    ]);
  });

  it("features the team's Forró Teacher and an airport on the Turkish coast", () => {
    expect(content.home.nextEdition.featuredTeacher).toBe(teacher.name);
    for (const lang of LANGS) {
      expect(content.home.nextEdition.airport.arrival[lang], lang).toMatch(/Dalaman Airport \(DLM\)|Dalaman \(DLM\)/);
      expect(content.home.nextEdition.airport.arrival[lang], lang).toMatch(/13/);
      expect(content.home.nextEdition.airport.departure[lang], lang).toMatch(/Dalaman Airport \(DLM\)|Dalaman \(DLM\)/);
      expect(content.home.nextEdition.airport.departure[lang], lang).toMatch(/20/);
    }
    expect(content.home.nextEdition.exploration.length).toBeGreaterThanOrEqual(4);
    expect(content.home.nextEdition.exploration.length).toBeLessThanOrEqual(5);
    expect(content.home.nextEdition.text.en).not.toMatch(/coming soon/i);
  });

  it("has the three Hop on board steps", () => {
    expect(content.home.process.title.en).toBe("Hop on board");
    expect(content.home.process.steps.map((s) => s.icon)).toEqual(["check", "anchor", "heart"]);
    expect(content.home.process.steps.map((s) => s.title.en)).toEqual([
      "Booking phase",
      "Boat chartering phase",
      "Crew allocation phase",
    ]);
  });
});
