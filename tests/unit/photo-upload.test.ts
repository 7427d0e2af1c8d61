import { describe, expect, it } from "vitest";
import {
  FIELD_LIMITS,
  PHOTO_NAME_MAX_LENGTH,
  cleanPhotoName,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  formatSizeMb,
  photoKey,
  sanitizeFileName,
  splitTags,
  validateUploadFields as validateInWords,
} from "~/lib/photo-upload";
import { translatorFor } from "~/i18n/i18n.server";
import { say } from "~/i18n/words";

/** The errors as an English visitor reads them (the form's answer writes them in the page's language). */
function validateUploadFields(...args: Parameters<typeof validateInWords>) {
  const { values, errors } = validateInWords(...args);
  const t = translatorFor("en");
  return { values, errors: Object.fromEntries(Object.entries(errors).map(([name, words]) => [name, say(t, words)])) };
}

describe("sanitizeFileName", () => {
  it.each([
    ["sunset.jpg", "sunset"],
    ["my photo (1).JPEG", "my_photo__1_"],
    ["boat-day_2.png", "boat-day_2"],
    ["archive.tar.gz", "archive_tar"],
    ["no-extension", "no-extension"],
    ["trailing.", "trailing"],
  ])("%j → %j", (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it("keeps only the last path segment (traversal, Windows paths)", () => {
    expect(sanitizeFileName("../../etc/passwd.jpg")).toBe("passwd");
    expect(sanitizeFileName("C:\\fakepath\\a.jpg")).toBe("a");
    expect(sanitizeFileName("..\\..\\windows\\win.ini")).toBe("win");
    expect(sanitizeFileName("/abs/dir/")).toBe("photo");
    expect(sanitizeFileName("a/b\\c/d.e.f")).toBe("d_e");
  });

  it("replaces each non-ASCII code point by one underscore", () => {
    expect(sanitizeFileName("forró.jpg")).toBe("forr_");
    expect(sanitizeFileName("café🎉boat.jpg")).toBe("caf__boat");
    expect(sanitizeFileName("e\u0301.jpg")).toBe("e_"); // decomposed accent: two code points
    expect(sanitizeFileName("日本語-1.png")).toBe("___-1");
  });

  it("replaces control characters, spaces and shell/HTML specials", () => {
    expect(sanitizeFileName("a\u0000b\nc\td.jpg")).toBe("a_b_c_d");
    expect(sanitizeFileName("<script>alert(1)</script>.jpg")).toBe("script_");
    expect(sanitizeFileName("x;rm -rf $HOME|`id`.jpg")).toBe("x_rm_-rf__HOME__id_");
  });

  it("falls back to 'photo' when nothing usable is left", () => {
    for (const name of ["", ".jpg", "...", "..", ".", "🎉🎉.png", "___.jpg", "   .jpg", ".bashrc", "/"]) {
      expect(sanitizeFileName(name), name).toBe("photo");
    }
  });

  it("caps the result at 100 characters", () => {
    expect(sanitizeFileName(`${"a".repeat(500)}.jpg`)).toBe("a".repeat(100));
    expect(sanitizeFileName(`${"é".repeat(300)}x.jpg`)).toBe("photo");
    const huge = sanitizeFileName(`${"b".repeat(1_000_000)}.jpg`);
    expect(huge).toHaveLength(100);
  });

  it("only ever produces safe characters", () => {
    const samples = ["../x", "a b", "\u202Eevil.jpg", "%2e%2e%2f", "name\uD800.jpg", "con.txt", "x".repeat(200)];
    for (const s of samples) expect(sanitizeFileName(s)).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  });
});

describe("splitTags", () => {
  it("splits on commas, trims and drops empties", () => {
    expect(splitTags(" sailing, forró ,,  , dance ")).toEqual(["sailing", "forró", "dance"]);
    expect(splitTags("")).toEqual([]);
    expect(splitTags(" , ,")).toEqual([]);
  });

  it("de-duplicates case-insensitively, keeping the first spelling", () => {
    expect(splitTags("Boat, boat, BOAT, sea, Sea")).toEqual(["Boat", "sea"]);
    expect(splitTags("Forró, FORRÓ, forro\u0301")).toEqual(["Forró"]);
  });

  it("collapses inner whitespace", () => {
    expect(splitTags("sunset   at\tsea, sunset at sea")).toEqual(["sunset at sea"]);
  });

  it("does not enforce limits itself", () => {
    const many = Array.from({ length: 30 }, (_, i) => `t${i}`).join(",");
    expect(splitTags(many)).toHaveLength(30);
    expect(splitTags("x".repeat(100))).toEqual(["x".repeat(100)]);
  });
});

describe("formatSizeMb and photoKey", () => {
  it("formats bytes as MB with two decimals", () => {
    expect(formatSizeMb(0)).toBe("0.00");
    expect(formatSizeMb(1024 * 1024)).toBe("1.00");
    expect(formatSizeMb(2_464_153)).toBe("2.35");
    expect(formatSizeMb(25 * 1024 * 1024)).toBe("25.00");
  });

  it("rejects impossible sizes", () => {
    expect(() => formatSizeMb(-1)).toThrow(RangeError);
    expect(() => formatSizeMb(Number.NaN)).toThrow(RangeError);
  });

  it("builds the record key", () => {
    expect(photoKey(1719000000000, "sunset")).toBe("1719000000000-sunset");
  });
});

describe("validateUploadFields", () => {
  it("trims every field and fills missing ones with empty strings", () => {
    const { values, errors } = validateUploadFields({ title: "  Sunset  ", tags: " a, b " });
    expect(errors).toEqual({});
    expect(values).toEqual({
      title: "Sunset",
      description: "",
      tags: "a, b",
      city: "",
      date: "",
      venue: "",
      edition: "",
      name: "",
      boat: "",
      alt: "",
    });
  });

  it("accepts every field at its limit and rejects one character more", () => {
    for (const [name, limit] of Object.entries(FIELD_LIMITS)) {
      const value = name === "tags" ? "a,".repeat(limit / 2 - 1) + "ab" : "x".repeat(limit);
      expect(validateUploadFields({ [name]: value }).errors, name).toEqual({});
      expect(validateUploadFields({ [name]: `${value}x` }).errors[name as keyof typeof FIELD_LIMITS], name).toMatch(
        new RegExp(name === "alt" ? `at most ${limit} characters\\.` : `too long \\(at most ${limit} characters\\)`),
      );
    }
    expect(validateUploadFields({ title: "t".repeat(121) }).errors.title).toBe("Title is too long (at most 120 characters).");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(validateUploadFields({ title: "🎉".repeat(120) }).errors).toEqual({});
    expect(validateUploadFields({ title: "🎉".repeat(121) }).errors.title).toBeDefined();
  });

  it("limits the number and length of tags", () => {
    const ok = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`).join(", ");
    expect(validateUploadFields({ tags: ok }).errors).toEqual({});
    const tooMany = `${ok}, extra`;
    expect(validateUploadFields({ tags: tooMany }).errors.tags).toBe("Too many tags (21; at most 20).");
    // duplicates do not count twice
    expect(validateUploadFields({ tags: `${ok}, T0, t1` }).errors).toEqual({});
    expect(validateUploadFields({ tags: `a, ${"y".repeat(MAX_TAG_LENGTH)}` }).errors).toEqual({});
    expect(validateUploadFields({ tags: `a, ${"y".repeat(MAX_TAG_LENGTH + 1)}` }).errors.tags).toMatch(
      /too long \(at most 40 characters per tag\)/,
    );
  });

  it("rejects control characters, allowing line breaks and tabs only in the description", () => {
    expect(validateUploadFields({ title: "a\u0000b" }).errors.title).toMatch(/control characters/);
    expect(validateUploadFields({ city: "a\tb" }).errors.city).toMatch(/control characters/);
    expect(validateUploadFields({ venue: "a\nb" }).errors.venue).toMatch(/control characters/);
    expect(validateUploadFields({ edition: "fsw\u007f25" }).errors.edition).toMatch(/control characters/);
    expect(validateUploadFields({ date: "2025\u009b" }).errors.date).toMatch(/control characters/);
    expect(validateUploadFields({ description: "line 1\n\tline 2" }).errors).toEqual({});
    expect(validateUploadFields({ description: "a\u0007b" }).errors.description).toMatch(/only line breaks and tabs are allowed/);
  });

  it("normalises CRLF line breaks from form posts in the description", () => {
    const { values, errors } = validateUploadFields({ description: "one\r\ntwo\rthree" });
    expect(errors).toEqual({});
    expect(values.description).toBe("one\ntwo\nthree");
  });

  it("ignores unknown fields and non-string values", () => {
    const { values, errors } = validateUploadFields({ other: "x", title: 42 as unknown as string });
    expect(errors).toEqual({});
    expect(values.title).toBe("");
    expect(Object.keys(values).sort()).toEqual([
      "alt",
      "boat",
      "city",
      "date",
      "description",
      "edition",
      "name",
      "tags",
      "title",
      "venue",
    ]);
  });
});

describe("Your name and the boat", () => {
  const editions = ["FSW25", "FSW24"];
  const boats = { FSW25: ["Lagoon 42", "Bali 4.2"], FSW24: ["Lagoon 42", "Dufour 460 Grand Large"] };

  it("takes a name trimmed, up to 80 characters (not UTF-16 units), and refuses one more or any control character", () => {
    expect(PHOTO_NAME_MAX_LENGTH).toBe(80);
    expect(validateUploadFields({ name: "  Ana Souza  " })).toEqual({
      values: expect.objectContaining({ name: "Ana Souza" }),
      errors: {},
    });
    expect(validateUploadFields({ name: "é".repeat(80) }).errors).toEqual({});
    expect(validateUploadFields({ name: "🎉".repeat(80) }).errors).toEqual({});
    expect(validateUploadFields({ name: "x".repeat(81) }).errors.name).toBe("Your name is too long (at most 80 characters).");
    expect(validateUploadFields({ name: "x".repeat(10_000) }).errors.name).toBe("Your name is too long (at most 80 characters).");
    for (const bad of ["Ana\nSouza", "Ana\tSouza", "Ana\u0000", "Ana\u001b[31m", "Ana\u0085", "Ana\u202eazuoS", "Ana\u2066x"]) {
      expect(validateUploadFields({ name: bad }).errors.name, JSON.stringify(bad)).toBe(
        "Your name contains control characters (such as tabs or line breaks), which are not allowed.",
      );
    }
  });

  it("keeps markup in a name as the text it is", () => {
    const { values, errors } = validateUploadFields({ name: "<b>x</b> & <script>alert(1)</script>" });
    expect(errors).toEqual({});
    expect(values.name).toBe("<b>x</b> & <script>alert(1)</script>");
  });

  it("says the name's refusal in the page's language", () => {
    const { errors } = validateInWords({ name: "x".repeat(81) });
    expect(say(translatorFor("pt"), errors.name!)).toBe("O campo “Seu nome” é longo demais (no máximo 80 caracteres).");
    expect(say(translatorFor("de"), errors.name!)).toBe("Das Feld „Dein Name“ ist zu lang (höchstens 80 Zeichen).");
  });

  it("cleans a remembered name the same way, and gives nothing for what the form refuses", () => {
    expect(cleanPhotoName(" Ana ")).toBe("Ana");
    expect(cleanPhotoName("")).toBe("");
    expect(cleanPhotoName("x".repeat(81))).toBeNull();
    expect(cleanPhotoName("a\u0007")).toBeNull();
    expect(cleanPhotoName(["Ana"])).toBeNull();
  });

  it("takes one of the chosen edition's boats in any case and spacing, stored as listed; no boat is fine", () => {
    const check = (fields: Record<string, string>) => validateUploadFields(fields, { editions, boats });
    expect(check({ edition: "FSW25", boat: "bali  4.2" })).toMatchObject({ values: { boat: "Bali 4.2" }, errors: {} });
    expect(check({ edition: "fsw24", boat: " Dufour 460 grand large " })).toMatchObject({
      values: { edition: "FSW24", boat: "Dufour 460 Grand Large" },
      errors: {},
    });
    expect(check({ boat: "Lagoon 42" })).toMatchObject({ values: { edition: "FSW25", boat: "Lagoon 42" }, errors: {} });
    expect(check({ edition: "FSW25", boat: "" })).toMatchObject({ values: { boat: "" }, errors: {} });
  });

  it("refuses a boat of another edition, or none of ours, listing the chosen edition's boats", () => {
    const check = (fields: Record<string, string>) => validateUploadFields(fields, { editions, boats });
    expect(check({ edition: "FSW25", boat: "Dufour 460 Grand Large" }).errors.boat).toBe(
      "“Dufour 460 Grand Large” is not a boat of FSW25: please choose one from the list (Lagoon 42, Bali 4.2).",
    );
    expect(check({ edition: "FSW24", boat: "<i>Titanic</i>" }).errors.boat).toBe(
      "“<i>Titanic</i>” is not a boat of FSW24: please choose one from the list (Lagoon 42, Dufour 460 Grand Large).",
    );
    expect(validateUploadFields({ edition: "FSW25", boat: "Bali 4.2" }, { editions, boats: { FSW25: [] } }).errors.boat).toBe(
      "No boats are listed for FSW25, so “Bali 4.2” cannot be chosen: please leave the boat empty.",
    );
    // An edition refused is said once; its boats are not judged.
    expect(check({ edition: "FSW99", boat: "Bali 4.2" }).errors.boat).toBeUndefined();
    const { errors } = validateInWords({ edition: "FSW24", boat: "Bali 4.2" }, { editions, boats });
    expect(say(translatorFor("de"), errors.boat!)).toBe(
      "„Bali 4.2“ ist kein Boot der FSW24: Bitte wähl eines aus der Liste (Lagoon 42, Dufour 460 Grand Large).",
    );
  });
});
