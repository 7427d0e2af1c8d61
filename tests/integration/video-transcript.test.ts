import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { home } from "../../data/home";
import { LANGS, localePath } from "~/i18n/languages";
import { translatorFor } from "~/i18n/i18n.server";
import { links, text } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe("the home video's transcript", () => {
  it.each(LANGS)("%s: a link beside the video leads to the transcript, in the page's language", async (lang) => {
    const t = translatorFor(lang);
    const html = await (await fetch(server.url + localePath(lang, "/home"))).text();
    const video = html.slice(html.indexOf('aria-labelledby="video-title"'));
    const frame = video.indexOf("<iframe");
    const link = links(video).find((l) => l.href === "#video-transcript");
    expect(link?.text).toBe(t("video.transcriptLink"));
    expect(video.indexOf('href="#video-transcript"')).toBeGreaterThan(frame);
    const section = /<section id="video-transcript"[^>]*>([\s\S]*?)<\/section>/.exec(video)?.[1];
    expect(section, "the transcript section").toBeDefined();
    const words = text(section!);
    expect(words).toContain(t("video.transcriptTitle", { title: home.video.title[lang] }));
    expect(words).toContain(home.video.transcript.summary[lang]);
    for (const passage of home.video.transcript.passages) expect(words).toContain(passage.seen[lang]);
    if (home.video.transcript.passages.length === 0) expect(words).toContain(t("video.transcriptPending"));
  });
});
