import { describe, expect, it } from "vitest";
import { EDITION_NOT_FOUND, editionOr404 } from "~/http/edition-page.server";
import type { NotFoundData } from "~/http/http";

const GERMAN_MISSING: NotFoundData = {
  title: "Ausgabe nicht gefunden",
  detail: "Eine Ausgabe dieses Namens gibt es nicht.",
  suggestions: [{ to: "/de/events", label: "Alle Ausgaben" }],
};

async function thrown(run: () => unknown): Promise<Response> {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("no 404 was thrown");
}

describe("editionOr404: the edition a page under /event-details/{id} shows", () => {
  it("is the edition in the page's language, looked up once", () => {
    expect(editionOr404("de", "fsw19").title).toBe("FSW19 – Mitteldalmatien");
    expect(editionOr404("pt", "fsw19").title).toBe("FSW19 – Dalmácia Central");
    expect(editionOr404("en", "fsw19").title).toBe("FSW19 – Central Dalmatia");
  });

  it("matches the id case-insensitively", () => {
    expect(editionOr404("de", "FSW19").id).toBe("fsw19");
    expect(editionOr404("pt", "Fsw19").region).toBe("Dalmácia Central, Croácia");
  });

  it("answers an unknown or missing id with a 404 carrying the page's own texts", async () => {
    const res = await thrown(() => editionOr404("de", "fsw99", GERMAN_MISSING));
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual(GERMAN_MISSING);
    const none = await thrown(() => editionOr404("de", undefined, GERMAN_MISSING));
    expect(await none.json()).toEqual(GERMAN_MISSING);
  });

  it("says the English default when a page gives no texts", async () => {
    const res = await thrown(() => editionOr404("en", "nope"));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(EDITION_NOT_FOUND);
  });
});
