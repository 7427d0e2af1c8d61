import { describe, expect, it } from "vitest";
import { schemaErrors } from "../support/schema-check";

// The checker used on every page's JSON-LD must itself catch what it is there to catch.
describe("JSON-LD checked against schema-dts", () => {
  const event = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: "FSW26",
    startDate: "2026-06-13T00:00:00+03:00",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: "Göcek", address: { "@type": "PostalAddress", addressCountry: "TR" } },
  };

  it("accepts a valid Event, alone and in a graph", () => {
    const { "@context": context, ...node } = event;
    const graph = { "@context": context, "@graph": [node] };
    expect(
      schemaErrors([
        { name: "ok", type: "WithContext<Event>", json: event },
        { name: "g", type: "Graph", json: graph },
      ]),
    ).toEqual([]);
  }, 60_000);

  it("reports a misspelt property, an unknown status and a wrong type, naming the document", () => {
    const errors = schemaErrors([
      { name: "typo", type: "WithContext<Event>", json: { ...event, startdate: "2026-06-13" } },
      { name: "status", type: "WithContext<Event>", json: { ...event, eventStatus: "Happening" } },
      {
        name: "graph",
        type: "Graph",
        json: { "@context": "https://schema.org", "@graph": [{ "@type": "Event", locaton: "x" }] },
      },
      { name: "faq", type: "WithContext<FAQPage>", json: { ...event } },
    ]);
    expect(errors.find((e) => e.startsWith("typo:"))).toContain("startdate");
    expect(errors.some((e) => e.startsWith("status:"))).toBe(true);
    expect(errors.some((e) => e.startsWith("graph @graph Event:"))).toBe(true);
    expect(errors.some((e) => e.startsWith("faq:"))).toBe(true);
  }, 60_000);
});
