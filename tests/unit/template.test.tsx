import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { privacy } from "../../data/privacy";
import { fillText, richText } from "~/i18n/template";
import { createTranslator } from "~/i18n/translate";

// The catalogues' messages and the long texts of data/ (privacy notice, accessibility statement) share one parser.
const t = createTranslator("en", {
  "x.see": "See <link>{what}</link> from {name}, {unknown} stays.",
  "x.plain": "{name} wrote {unknown}.",
} as never);
const link = (words: string) => <a href="/faq">{words}</a>;
const html = (node: React.ReactNode) => renderToStaticMarkup(<p>{node}</p>);

describe("one template syntax", () => {
  it("a value holding tags stays text in a catalogue message", () => {
    const out = html(t.rich("x.see" as never, { link }, { what: "<link>x</link>", name: "Ana" }));
    expect(out).toBe('<p>See <a href="/faq">&lt;link&gt;x&lt;/link&gt;</a> from Ana, {unknown} stays.</p>');
    expect(out.match(/<a /g)).toHaveLength(1);
  });

  it("a value holding tags stays text in a long text of data/", () => {
    const out = html(
      richText("See <link>{what}</link> from {name}, {unknown} stays.", { link }, { what: "x", name: "<link>x</link>" }),
    );
    expect(out).toBe('<p>See <a href="/faq">x</a> from &lt;link&gt;x&lt;/link&gt;, {unknown} stays.</p>');
    const notice = html(
      richText(privacy.lead.en, { time: (d) => <time>{d}</time> }, { date: "<time>1 May</time><link>x</link>" }),
    );
    expect(notice.match(/<time>/g)).toHaveLength(1);
    expect(notice).toContain("&lt;link&gt;x&lt;/link&gt;");
  });

  it("both fill {name} and leave an unknown {name} as written", () => {
    expect(t("x.plain" as never, { name: "Ana" })).toBe("Ana wrote {unknown}.");
    expect(fillText("{name} wrote {unknown}.", { name: "Ana" })).toBe("Ana wrote {unknown}.");
    expect(fillText("{name} wrote {unknown}.")).toBe("{name} wrote {unknown}.");
    expect(html(richText("{name} wrote <link>{unknown}</link>.", { link }, { name: "Ana" }))).toBe(
      '<p>Ana wrote <a href="/faq">{unknown}</a>.</p>',
    );
  });

  it("a translator writes numbers its language's way; a long text as given", () => {
    expect(createTranslator("de", { "x.n": "{n} Fotos" } as never)("x.n" as never, { n: 1234 })).toBe("1.234 Fotos");
    expect(fillText("{n} photos", { n: 1234 })).toBe("1234 photos");
  });
});
