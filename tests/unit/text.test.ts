import { describe, expect, it } from "vitest";
import { paragraphs, personSlug, pluralize, truncate } from "~/lib/text";

describe("truncate", () => {
  const long = "Sailing all day and dancing all night ".repeat(20).trim();

  it("keeps short text as it is", () => {
    expect(truncate("A short line.", 150)).toBe("A short line.");
  });

  it("cuts at a word boundary near the limit and adds an ellipsis", () => {
    const out = truncate(long, 150);
    expect(out.endsWith("…")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(151);
    expect(out.length).toBeGreaterThan(120);
    expect(long.startsWith(out.slice(0, -1))).toBe(true);
    expect(long[out.length - 1]).toBe(" ");
  });

  it("cuts a single huge word at the limit", () => {
    const out = truncate("x".repeat(1000), 320);
    expect(out).toBe(`${"x".repeat(320)}…`);
  });

  it("flattens paragraph breaks and trailing punctuation", () => {
    expect(truncate("One.\n\nTwo, three, four five six", 16)).toBe("One. Two, three…");
    expect(truncate("One.\n\nTwo, three, four five six", 14)).toBe("One. Two…");
  });
});

describe("paragraphs", () => {
  it("splits on line breaks and drops empty lines", () => {
    expect(paragraphs("First.\nSecond.\n\n  Third.  \n")).toEqual(["First.", "Second.", "Third."]);
  });
});

describe("small helpers", () => {
  it("makes the lower-case person slug of the /teachers/ links", () => {
    expect(personSlug("Juliana Matos")).toBe("juliana matos");
    expect(personSlug("Emre Yıldız")).toBe("emre yıldız");
  });

  it("pluralizes", () => {
    expect(pluralize(1, "day")).toBe("1 day");
    expect(pluralize(43, "day")).toBe("43 days");
    expect(pluralize(0, "day")).toBe("0 days");
  });
});
