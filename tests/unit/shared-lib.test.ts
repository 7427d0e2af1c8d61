import { describe, expect, it } from "vitest";
import { featureOf, featuresUsingLib, readSources } from "../support/import-graph";

// app/lib keeps the code two features of the site or more share. A page's own helpers stand beside it
// in its route folder, a service's in its feature folder, the code that runs only in the browser in
// app/browser/.

const BROWSER_ONLY = /\b(?:window|document|navigator|indexedDB|localStorage|sessionStorage)\.\w/;
const ANSWERS = /import\s*\{[^}]*\b(?:json|redirect|defer)\b[^}]*\}\s*from\s*["']@remix-run\/node["']|new Response\(/;

describe("app/lib", () => {
  it("holds only code that two features of the site or more share, no answer or browser-only code", async () => {
    const sources = await readSources("app", "server", "scripts");
    const lib = [...sources.keys()].filter((f) => f.startsWith("app/lib/"));
    expect(lib.length).toBeGreaterThan(15);
    const offenders: string[] = [];
    for (const [file, features] of featuresUsingLib(sources)) {
      if (features.size < 2) offenders.push(`${file} serves ${[...features].join(", ") || "nothing"} only: move it there`);
    }
    for (const file of lib) {
      const source = sources.get(file)!;
      if (BROWSER_ONLY.test(source)) offenders.push(`${file} runs in the browser only: app/browser/`);
      if (ANSWERS.test(source)) offenders.push(`${file} builds an HTTP answer: app/http/`);
    }
    expect(offenders).toEqual([]);
  });

  it("a feature is a page with its folder and its data, a service, a part of the browser code, a script; layers are none", () => {
    expect(featureOf("app/routes/($lang).event-details.$id/route.tsx")).toBe("route ($lang).event-details.$id");
    expect(featureOf("app/routes/($lang).event-details.$id/share.ts")).toBe("route ($lang).event-details.$id");
    expect(featureOf("app/routes/($lang).event-details_.$id.slideshow[.]json.tsx")).toBe(
      featureOf("app/routes/($lang).event-details_.$id.slideshow.tsx"),
    );
    expect(featureOf("app/routes/($lang).faq.tsx")).not.toBe(featureOf("app/routes/($lang).rates.tsx"));
    expect(featureOf("app/services/uploads/photos.server.ts")).toBe("services/uploads");
    expect(featureOf("app/browser/uploader/uploader.ts")).toBe("browser/uploader");
    expect(featureOf("app/seo/meta.ts")).toBe("seo");
    expect(featureOf("app/root.tsx")).toBe("document");
    expect(featureOf("scripts/backup.ts")).toBe("scripts/backup");
    for (const layer of ["app/lib/urls.ts", "app/components/gallery.tsx", "app/models/content.server.ts", "app/http/http.ts"]) {
      expect(featureOf(layer)).toBeNull();
    }
  });

  it("counts the features behind the layers, and sees a file that one feature alone uses", () => {
    const sources = new Map([
      ["app/lib/a.ts", `export const a = 1;`],
      ["app/lib/b.ts", `import { a } from "./a";`],
      ["app/lib/c.ts", `export const c = 1;`],
      ["app/components/card.tsx", `import type { C } from "~/lib/c";`],
      ["app/routes/($lang).faq.tsx", `import { b } from "~/lib/b";\nimport { Card } from "~/components/card";`],
      ["app/routes/($lang).slides.tsx", `import { c } from "~/lib/c";`],
      ["app/routes/($lang).slides[.]json.tsx", `import { c } from "~/lib/c";`],
      ["app/services/uploads/y.server.ts", `import { a } from "../../lib/a";`],
    ]);
    const features = featuresUsingLib(sources);
    expect([...features.get("app/lib/a.ts")!].sort()).toEqual(["route ($lang).faq", "services/uploads"]);
    expect([...features.get("app/lib/b.ts")!]).toEqual(["route ($lang).faq"]);
    expect([...features.get("app/lib/c.ts")!].sort()).toEqual(["route ($lang).faq", "route ($lang).slides"]);
    expect(BROWSER_ONLY.test("if (typeof window !== 'undefined')")).toBe(false);
    expect(BROWSER_ONLY.test("window.location.hash = '#x'")).toBe(true);
    expect(ANSWERS.test(`import { json, redirect } from "@remix-run/node";`)).toBe(true);
    expect(ANSWERS.test(`import type { LoaderFunctionArgs } from "@remix-run/node";`)).toBe(false);
  });
});
