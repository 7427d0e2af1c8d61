import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events as eventSources } from "../../data/events";
import { localize } from "../../data/localize";
import { faq } from "../../data/faq";
import { team } from "../../data/team";
import { VIDEO_POSTER_STYLE } from "../../app/components/video-embed";
import { REGISTRATION_SCRIPT } from "../../app/document/service-worker-registration.server";
import { images, links, metaDescription, orderOf, text, title } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// The editions in English, as the English pages show them.
const events = localize(eventSources, "en");

/** The one script a content page may carry: the inline registration of the service worker, allowed by its hash. */
const SW_REGISTRATION = `<script>${REGISTRATION_SCRIPT}</script>`;
/** Every script element but JSON-LD blocks, which are data. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g)].map((m) => m[0]);

// After the Turkish coast edition (fsw26, 13–20 June 2026): nothing is upcoming.
const AFTER_FSW26 = "2026-11-22T12:00:00Z";
// Six weeks before it: fsw26 is upcoming, 43 whole days left.
const BEFORE_FSW26 = "2026-05-01T00:00:00Z";

let past: TestServer;
let upcoming: TestServer;

beforeAll(async () => {
  [past, upcoming] = await Promise.all([startServer({ SITE_NOW: AFTER_FSW26 }), startServer({ SITE_NOW: BEFORE_FSW26 })]);
});

afterAll(async () => {
  await Promise.all([past?.stop(), upcoming?.stop()]);
});

async function get(server: TestServer, pathname: string, init?: RequestInit) {
  const res = await fetch(server.url + pathname, { redirect: "manual", ...init });
  return { res, html: await res.text() };
}

const PAGES: Array<{ path: string; h1: string; titleIncludes: string }> = [
  { path: "/home", h1: "", titleIncludes: "Forró Sailing Week" },
  { path: "/events", h1: "Events", titleIncludes: "Events" },
  { path: "/event-details/fsw25", h1: events.find((e) => e.id === "fsw25")!.title, titleIncludes: "FSW" },
  { path: "/team", h1: "Team", titleIncludes: "Team" },
  { path: `/team-details/${team[0]!.id}`, h1: team[0]!.name, titleIncludes: team[0]!.name },
  { path: "/rates", h1: "", titleIncludes: "Rates" },
  { path: "/rates-details?medal=gold", h1: "", titleIncludes: "" },
  { path: "/faq", h1: "Frequently asked questions", titleIncludes: "FAQ" },
  { path: "/about-fsw", h1: "Imprint", titleIncludes: "Imprint" },
  { path: "/privacy", h1: "Privacy", titleIncludes: "Privacy" },
  { path: "/accessibility", h1: "Accessibility statement", titleIncludes: "Accessibility" },
  { path: "/add-photo", h1: "Share your photos", titleIncludes: "photos" },
];

describe("every page renders on the server", () => {
  it.each(PAGES)("$path answers 200 with its own title and description", async ({ path: p, h1, titleIncludes }) => {
    const { res, html } = await get(past, p);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(title(html)).toContain(titleIncludes);
    expect(metaDescription(html).length).toBeGreaterThan(40);
    if (h1) expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "")).toBe(h1);
    expect(html).toContain("Forró Sailing Week");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    // Multi-byte characters at buffer boundaries once produced NUL bytes in the stream.
    expect(html).not.toContain("\u0000");
  });

  it("gives each page a different title", async () => {
    const titles = await Promise.all(PAGES.map(async (p) => title((await get(past, p.path)).html)));
    expect(new Set(titles).size).toBe(PAGES.length);
  });

  it("redirects / to /home", async () => {
    const { res } = await get(past, "/");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/home");
  });
});

describe("not found", () => {
  it.each([
    ["/no-such-page", "Page Not found"],
    ["/event-details/fsw99", "Event Details not found"],
    ["/team-details/nobody", "Member not found"],
    ["/rates-details?medal=platinum", "Rate not found"],
    ["/rates-details", "Rate not found"],
    ["/teachers/nobody%20at%20all", "Teacher not found"],
    ["/skippers/nobody%20at%20all", "Skipper not found"],
  ])("%s answers 404 with '%s' and 'I am sorry'", async (p, heading) => {
    const { res, html } = await get(past, p);
    expect(res.status).toBe(404);
    expect(text(html)).toContain(heading);
    expect(text(html)).toContain("I am sorry");
    // The chrome still renders, so the visitor can navigate on.
    expect(links(html).some((l) => l.href === "/events")).toBe(true);
  });

  it("matches event ids case-insensitively", async () => {
    const { res, html } = await get(past, "/event-details/FSW25");
    expect(res.status).toBe(200);
    expect(text(html)).toContain(events.find((e) => e.id === "fsw25")!.title);
  });
});

describe("teacher and musician links", () => {
  it("send a team member to their profile", async () => {
    const member = team.find((m) => m.role === "Forró Teacher")!;
    const { res } = await get(past, `/teachers/${encodeURIComponent(member.name.toLowerCase())}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/team-details/${member.id}`);
  });

  it("give a guest a short page built from the editions they took part in", async () => {
    const memberNames = new Set(team.map((m) => m.name.toLowerCase()));
    const guest = events.flatMap((e) => e.teachers).find((n) => !memberNames.has(n.toLowerCase()))!;
    const { res, html } = await get(past, `/teachers/${encodeURIComponent(guest.toLowerCase())}`);
    expect(res.status).toBe(200);
    expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "")).toBe(guest);
    const editions = events.filter((e) => e.teachers.includes(guest));
    expect(
      links(html)
        .filter((l) => l.href.startsWith("/event-details/"))
        .map((l) => l.text),
    ).toEqual(expect.arrayContaining(editions.map((e) => e.title)));
    expect(title(html)).toContain(guest);
    expect(metaDescription(html).length).toBeGreaterThan(40);
    // A content page: nothing to run in the browser but the worker's registration (its JSON-LD block is data, not a script).
    expect(scriptsOf(html)).toEqual([SW_REGISTRATION]);
  });

  it("are all in the product's shape and resolve (redirect to a profile or a guest's page)", async () => {
    const { html } = await get(past, "/event-details/fsw26");
    const teacherLinks = links(html).filter((l) => l.href.startsWith("/teachers/"));
    const fsw26 = events.find((e) => e.id === "fsw26")!;
    expect(teacherLinks.map((l) => decodeURIComponent(l.href))).toEqual(
      [...fsw26.teachers, ...fsw26.musicians].map((n) => `/teachers/${n.toLowerCase()}`),
    );
    for (const l of teacherLinks) {
      const { res } = await get(past, l.href);
      expect([200, 302]).toContain(res.status);
    }
  });
});

describe("skipper links", () => {
  it("link every skipper and co-skipper: members to their profile, the others to their page", async () => {
    const fsw25 = events.find((e) => e.id === "fsw25")!;
    const { html } = await get(past, "/event-details/fsw25");
    const crew = links(html).filter((l) => fsw25.skippers.includes(l.text));
    expect(crew.map((l) => l.text)).toEqual(fsw25.skippers);
    for (const l of crew) {
      const member = team.find((m) => m.name === l.text);
      expect(l.href).toBe(member ? `/team-details/${member.id}` : `/skippers/${encodeURIComponent(l.text.toLowerCase())}`);
      expect((await get(past, l.href)).res.status).toBe(200);
    }
  });

  it("send a member to the profile and know no stranger", async () => {
    expect((await get(past, "/skippers/marco%20bellini")).res.headers.get("location")).toBe("/team-details/marco-bellini");
    const { res, html } = await get(past, "/skippers/nobody");
    expect(res.status).toBe(404);
    expect(text(html)).toContain("Skipper not found");
    expect(text(html)).toContain("I am sorry");
  });
});

describe("/events", () => {
  it("lists every edition newest first with month abbreviation and year", async () => {
    const { html } = await get(past, "/events");
    const titles = events.map((e) => e.title);
    const byDate = [...events].sort((a, b) => b.date[0].localeCompare(a.date[0])).map((e) => e.title);
    expect(orderOf(html, titles)).toEqual(byDate);
    expect(text(html)).toContain("Jun 2026");
    expect(text(html)).toContain("Sep 2019");
  });

  it("after the last edition shows no upcoming view: no badge, no days left, no Reserve button", async () => {
    const { html } = await get(past, "/events");
    expect(text(html)).not.toMatch(/days? left/);
    expect(text(html)).not.toContain("Reserve a spot");
    expect(html).not.toContain('class="event-card event-card--upcoming"');
    expect(links(html).filter((l) => l.text.startsWith("Discover"))).toHaveLength(events.length);
  });

  it("before fsw26 shows it as upcoming with days left, dates, first teacher and musician, and Reserve a spot", async () => {
    const { html } = await get(upcoming, "/events");
    const card = /<article class="event-card event-card--upcoming"[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    const fsw26 = events.find((e) => e.id === "fsw26")!;
    expect(text(card)).toContain(fsw26.title);
    expect(text(card)).toContain("43 days left");
    expect(text(card)).toContain("Upcoming");
    expect(text(card)).toContain("13 – 20 June 2026");
    expect(text(card)).toContain(fsw26.teachers[0]!);
    expect(text(card)).toContain(fsw26.musicians[0]!);
    const reserve = links(card).find((l) => l.text.startsWith("Reserve a spot"))!;
    expect(reserve.href).toBe(fsw26.external_links.ticket_system);
    expect(reserve.attrs).toContain('target="_blank"');
    expect(reserve.attrs).toContain('rel="noopener noreferrer"');
    // Past editions keep the short view.
    expect(html.match(/class="event-card event-card--upcoming"/g)).toHaveLength(1);
  });

  it("truncates upcoming descriptions to about 320 and past ones to about 150 characters", async () => {
    const { html } = await get(upcoming, "/events");
    const excerpts = [...html.matchAll(/<p class="event-card__excerpt">([\s\S]*?)<\/p>/g)].map((m) => text(m[1]!));
    expect(excerpts).toHaveLength(events.length);
    const [first, ...rest] = excerpts;
    expect(first!.length).toBeGreaterThan(250);
    expect(first!.length).toBeLessThanOrEqual(321);
    expect(first!.endsWith("…")).toBe(true);
    for (const e of rest) expect(e.length).toBeLessThanOrEqual(151);
  });
});

describe("navigation and footer", () => {
  it("Book Now opens the ticket link of the latest edition in a new window", async () => {
    const { html } = await get(past, "/faq");
    const latest = [...events].sort((a, b) => b.date[0].localeCompare(a.date[0]))[0]!;
    const book = links(html).filter((l) => l.text.startsWith("Book Now"));
    expect(book.length).toBeGreaterThan(0);
    for (const b of book) {
      expect(b.href).toBe(latest.external_links.ticket_system);
      expect(b.attrs).toContain('target="_blank"');
    }
  });

  it("highlights the active section, also on detail pages", async () => {
    const { html } = await get(past, "/event-details/fsw21");
    const active = links(html).filter((l) => l.attrs.includes('aria-current="page"'));
    expect(new Set(active.map((l) => l.href))).toEqual(new Set(["/events"]));
  });

  it("shows the legal entity, phone, e-mail, social links and the year of the site's clock", async () => {
    const { legalEntity } = await import("../../data/legal");
    const { html } = await get(past, "/team");
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
    expect(text(footer)).toContain(legalEntity.name);
    expect(text(footer)).toContain(legalEntity.phone);
    expect(text(footer)).toContain(legalEntity.email);
    expect(text(footer)).toContain("© 2026");
    for (const name of ["Facebook", "Youtube", "Instagram"]) {
      const link = links(footer).find((l) => l.attrs.includes(`aria-label="${name}`));
      expect(link?.attrs).toContain('target="_blank"');
      expect(link?.attrs).toContain('rel="noopener noreferrer"');
    }
    expect(links(footer).some((l) => l.href === "/about-fsw")).toBe(true);
    expect(links(footer).find((l) => l.href === "/accessibility")?.text).toBe("Accessibility");
  });
});

describe("content pages", () => {
  it("/home has the story, first edition, teaser of the Turkish coast edition, video and the three steps", async () => {
    const home = localize((await import("../../data/home")).home, "en");
    const { html } = await get(past, "/home");
    const t = text(html);
    expect(t).toContain(home.intro.title);
    expect(t).toContain(home.firstEdition.title);
    expect(t).toContain(home.nextEdition.title);
    expect(t).toContain("Our latest edition");
    expect(t).toContain(home.nextEdition.featuredTeacher);
    for (const item of home.nextEdition.exploration) expect(t).toContain(item);
    for (const step of home.process.steps) expect(t).toContain(step.title);
    expect(html).not.toContain("process__step--active");
    // The video loads nothing from a third party until clicked: its frame holds our own poster page,
    // whose link leads to the player.
    const frame = /<iframe\b[^>]*>/.exec(html)?.[0] ?? "";
    expect(frame).toMatch(/srcdoc=/i);
    expect(frame.replace(/srcdoc="[^"]*"/i, "")).not.toMatch(/\ssrc=/);
    expect(frame).toContain("youtube-nocookie.com/embed/");
    const upcomingHome = text((await get(upcoming, "/home")).html);
    expect(upcomingHome).toContain("Next edition · 43 days left");
  });

  it("/team shows the four groups in order with badges, More links and edition links", async () => {
    const { html } = await get(past, "/team");
    const groups = ["Corestaff", "Forró Teachers &amp; Musicians", "Skippers &amp; Co-Skippers", "Partners"];
    expect(
      orderOf(
        html,
        groups.map((g) => `>${g}</h2>`),
      ),
    ).toEqual(groups.map((g) => `>${g}</h2>`));
    for (const member of team) {
      expect(links(html).filter((l) => l.href === `/team-details/${member.id}`).length).toBeGreaterThanOrEqual(2);
      for (const e of member.editions) expect(links(html).some((l) => l.href === `/event-details/${e}`)).toBe(true);
    }
    // "More" names its member for screen readers and crawlers alike.
    expect(links(html).some((l) => /^More about \S/.test(l.text))).toBe(true);
  });

  it("/event-details shows region, dates, people, the sailor log and a gallery", async () => {
    const { html } = await get(past, "/event-details/fsw23");
    const e = events.find((x) => x.id === "fsw23")!;
    const t = text(html);
    expect(t).toContain(e.region);
    expect(t).toContain("Sailor log");
    expect(t).toContain("Event gallery");
    expect(t).toContain("10 June 2023");
    expect(t).toContain("17 June 2023");
    for (const n of e.skippers) expect(t).toContain(n);
    const skipperMember = team.find((m) => m.role === "Skipper")!;
    expect(links(html).some((l) => l.href === `/team-details/${skipperMember.id}`)).toBe(true);
    expect(
      new Set(
        images(html)
          .map((i) => i.src)
          .filter((s) => s.startsWith("/media/events/fsw23/")),
      ).size,
    ).toBe(6);
  });

  it("/rates shows included, not included, the three tier cards and the saloon & bow cabin link", async () => {
    const { html } = await get(past, "/rates");
    const t = text(html);
    expect(t).toContain("Not included");
    for (const medal of ["gold", "silver", "bronze", "sbc"]) {
      expect(links(html).some((l) => l.href === `/rates-details?medal=${medal}`)).toBe(true);
    }
  });

  it("/rates-details lists typical boats as external links, or the availability note for sbc", async () => {
    const gold = (await get(past, "/rates-details?medal=gold")).html;
    const boatLinks = links(gold).filter((l) => l.href.startsWith("https://www.google.com/search?q="));
    expect(boatLinks.length).toBeGreaterThan(0);
    for (const b of boatLinks) expect(b.attrs).toContain('target="_blank"');
    expect(text(gold)).toContain("Gallery");
    expect(
      new Set(
        images(gold)
          .map((i) => i.src)
          .filter((s) => s.startsWith("/media/rates/gold/")),
      ).size,
    ).toBe(6);
    const sbc = text((await get(past, "/rates-details?medal=sbc")).html);
    expect(sbc).toContain("depends on the availability of the other categories");
  });

  it("/faq groups every question by subject in collapsible items with paragraphs", async () => {
    const { html } = await get(past, "/faq");
    expect(html.match(/<details class="faq__item"/g)).toHaveLength(faq.reduce((n, s) => n + s.topics.length, 0));
    for (const s of faq) expect(text(html)).toContain(s.subject.en);
    const multi = faq.flatMap((s) => s.topics).find((t) => t.answer.en.includes("\n"))!;
    const parts = multi.answer.en.split("\n").filter((p) => p.trim());
    const block = html.slice(html.indexOf(text(multi.question.en).slice(0, 20)));
    expect(block.match(/<p>/g)!.length).toBeGreaterThanOrEqual(parts.length);
  });

  it("/about-fsw shows the legal entity, stakeholders and the five disclaimers", async () => {
    const { legalEntity, stakeholders, disclaimers } = await import("../../data/legal");
    const t = text((await get(past, "/about-fsw")).html);
    for (const v of [legalEntity.name, legalEntity.address, legalEntity.zip, legalEntity.city, legalEntity.email]) {
      expect(t).toContain(v);
    }
    for (const s of stakeholders) expect(t).toContain(typeof s.name === "string" ? s.name : s.name.en);
    for (const d of [
      "Accountability for content",
      "Accountability for links",
      "Copyright",
      "EU online dispute resolution",
      "Social media",
    ]) {
      expect(t).toContain(d);
    }
    expect(disclaimers).toHaveLength(5);
  });

  it("/accessibility states the standard, what falls short, how to reach us and the statement's date", async () => {
    const { legalEntity } = await import("../../data/legal");
    const { res, html } = await get(past, "/accessibility");
    expect(res.status).toBe(200);
    const t = text(html);
    expect(t).toContain("partially meets the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA");
    // The demo site has no upload without a description; its video's words are not transcribed yet.
    for (const known of ["not yet the words spoken or sung", "may fail WCAG success criteria 1.2.2", "ticket system"])
      expect(t).toContain(known);
    expect(t).not.toContain("not described yet");
    expect(t).not.toContain("fails WCAG success criterion 1.1.1");
    expect(t).toContain("We aim to reply within 14 days.");
    expect(t).toContain("This statement was prepared on 27 November 2026.");
    expect(t).not.toContain("photo 3 of 12");
    expect(links(html).some((l) => l.href === `mailto:${legalEntity.email}`)).toBe(true);
    expect(links(html).some((l) => l.href === `tel:${legalEntity.phone.replace(/[^+\d]/g, "")}`)).toBe(true);
  });
});

describe("images", () => {
  it("come through the storage service with alt text, width and height, lazy below the fold", async () => {
    for (const p of ["/home", "/events", "/team", "/event-details/fsw22", "/rates"]) {
      const imgs = images((await get(past, p)).html);
      expect(imgs.length).toBeGreaterThan(0);
      for (const img of imgs) {
        expect(img.src).toMatch(/^\/media\//);
        expect(img.attrs).toMatch(/alt="[^"]{3,}"/);
        expect(img.attrs).toMatch(/width="\d+"/);
        expect(img.attrs).toMatch(/height="\d+"/);
      }
      expect(imgs.some((i) => i.attrs.includes('loading="lazy"'))).toBe(true);
    }
    const home = images((await get(past, "/home")).html);
    expect(home[0]!.attrs).toContain('loading="eager"');
  });

  it("an image that cannot be resolved is logged and left empty; the page still renders", async () => {
    const server = await startServer({ SITE_NOW: AFTER_FSW26 });
    try {
      await fs.rm(path.join(server.dataDir, "storage/misc/hero.svg"));
      const { res, html } = await get(server, "/home");
      expect(res.status).toBe(200);
      expect(images(html).some((i) => i.src.includes("misc/hero"))).toBe(false);
      expect(html).toContain("storage-image--empty");
      expect(server.output()).toContain('Image "misc/hero.svg" could not be resolved');
    } finally {
      await server.stop();
    }
  });
});

describe("galleries", () => {
  it("show the empty text for an empty folder and the error text when listing fails, and the page still renders", async () => {
    const server = await startServer({ SITE_NOW: AFTER_FSW26 });
    try {
      await fs.rm(path.join(server.dataDir, "storage/events/fsw20"), { recursive: true });
      const empty = await get(server, "/event-details/fsw20");
      expect(empty.res.status).toBe(200);
      expect(text(empty.html)).toContain("No tasks found. Start adding some!");

      // A folder that cannot be read (a link to itself) makes the listing fail.
      const broken = path.join(server.dataDir, "storage/rates/silver");
      await fs.rm(broken, { recursive: true });
      await fs.symlink("silver", broken);
      const failed = await get(server, "/rates-details?medal=silver");
      expect(failed.res.status).toBe(200);
      expect(text(failed.html)).toContain("Something went wrong!");
      expect(server.output()).toContain('Gallery "rates/silver" could not be loaded');
    } finally {
      await server.stop();
    }
  });
});

describe("security headers", () => {
  const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const expectBase = (headers: Headers) => {
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  };

  it("a page with scripts gets a CSP with a fresh nonce that its scripts carry", async () => {
    const a = await get(past, "/add-photo");
    const b = await get(past, "/add-photo");
    expectBase(a.res.headers);
    const csp = a.res.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(b.res.headers.get("content-security-policy")).not.toContain(nonce);
    // JSON-LD blocks are data, never executed, so the CSP does not apply to them and they need no nonce.
    const scripts = [...a.html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attrs) => !attrs.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    // The second response is the same page with its own nonce, never the first one's.
    expect(b.html).not.toContain(nonce);
    expect(b.html.replaceAll(/nonce="[^"]+"/g, "")).toBe(a.html.replaceAll(/nonce="[^"]+"/g, ""));
    expect(csp).not.toContain("unsafe-inline");
    expect(a.res.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each([
    "/home",
    "/events",
    "/event-details/fsw25",
    "/team",
    "/rates",
    "/faq",
    "/about-fsw",
    "/accessibility",
    "/no-such-page",
  ])(
    "%s carries no script but the worker's inline registration and no nonce, and its CSP allows exactly its inline styles and that script",
    async (p) => {
      const { res, html } = await get(past, p);
      expect(scriptsOf(html)).toEqual([SW_REGISTRATION]);
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("nonce");
      const csp = res.headers.get("content-security-policy")!;
      // The registration's own hash and nothing else: no other inline script could run.
      const registration = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ${hashOf(registration)}`);
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles.length).toBeGreaterThan(0);
      for (const css of styles) {
        expect(csp).toContain(`'sha256-${createHash("sha256").update(css).digest("base64")}'`);
      }
      expect(csp).not.toContain("unsafe-inline");
      // The same page for everyone: no opener policy, so it needs no browsing context group of its own.
      expect(res.headers.get("cross-origin-opener-policy")).toBeNull();
    },
  );

  it("keeps the opener policy on every page that is the visitor's own, and on anything else sent", async () => {
    const own: Array<[string, RequestInit?]> = [
      ["/organisers/sign-in"],
      ["/organisers"],
      ["/add-photo", { headers: { Cookie: "fsw_upload=a-flash-message" } }],
      ["/add-photo/mine", { headers: { Cookie: "fsw_my_uploads=a-list" } }],
      ["/media/misc/hero.svg"],
      ["/sitemap.xml"],
    ];
    for (const [p, init] of own) {
      const { res } = await get(past, p, init);
      expect(res.headers.get("cross-origin-opener-policy"), p).toBe("same-origin");
    }
    // The upload page is the same for every visitor until an upload leaves a message on it.
    expect((await get(past, "/add-photo")).res.headers.get("cross-origin-opener-policy")).toBeNull();
  });

  it("/add-photo carries its stylesheet inline like every page, allowed by its hash beside the nonce", async () => {
    const { res, html } = await get(past, "/add-photo");
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles.some((css) => css.length > 5000)).toBe(true);
    const csp = res.headers.get("content-security-policy")!;
    for (const css of styles) expect(csp).toContain(hashOf(css));
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  });

  it("allows the video poster's own style on the page with the video, and only there", async () => {
    const home = await get(past, "/home");
    expect(home.html).toContain('data-testid="video-frame"');
    expect(home.res.headers.get("content-security-policy")).toContain(hashOf(VIDEO_POSTER_STYLE));
    const faqPage = await get(past, "/faq");
    expect(faqPage.html).not.toContain("video-frame");
    expect(faqPage.res.headers.get("content-security-policy")).not.toContain(hashOf(VIDEO_POSTER_STYLE));
  });

  it.each([
    "/no-such-page",
    "/event-details/nope",
    "/events?_data=routes%2Fevents",
    "/healthz",
    "/media/misc/hero.svg",
    "/media/nope.svg",
  ])("%s carries the security headers", async (p) => {
    const { res } = await get(past, p);
    expectBase(res.headers);
  });
});

describe("/media", () => {
  it("serves stored files with their real content type and long-lived caching", async () => {
    const res = await fetch(`${past.url}/media/misc/hero.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await res.text()).toContain("<svg");
  });

  it("answers HEAD without a body", async () => {
    const res = await fetch(`${past.url}/media/misc/logo.svg`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(100);
  });

  it.each([
    "/media/..%2fpackage.json",
    "/media/..%2f..%2f..%2fetc%2fpasswd",
    "/media/%2e%2e/%2e%2e/package.json",
    "/media/misc/..%2f..%2fstorage%2fmisc%2fhero.svg",
    "/media/misc/%00hero.svg",
    "/media/misc",
    "/media/",
    "/media/misc/does-not-exist.svg",
  ])("refuses %s with a 404", async (p) => {
    const res = await fetch(past.url + p);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("forro-sailing-week");
  });

  it("does not follow a link planted inside the store to a file outside it", async () => {
    const link = path.join(past.dataDir, "storage/misc/escape.svg");
    await fs.symlink(path.resolve("package.json"), link);
    try {
      expect((await fetch(`${past.url}/media/misc/escape.svg`)).status).toBe(404);
    } finally {
      await fs.rm(link);
    }
  });
});
