import { describe, expect, it } from "vitest";
import {
  DbRuleError,
  MAX_DB_DEPTH,
  MAX_DB_KEY_BYTES,
  MAX_DB_STRING_BYTES,
  exceedsUtf8Bytes,
  validateDbPath,
  validateDbValue,
} from "~/services/backend/db-rules";

function errorOf(fn: () => unknown): DbRuleError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DbRuleError);
    return error as DbRuleError;
  }
  throw new Error("expected a DbRuleError");
}

const FORBIDDEN_IN_PATH = [".", "#", "$", "[", "]"];
const CONTROL = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), "\u007f"];

describe("validateDbPath", () => {
  it("splits a path into keys, ignoring leading and trailing slashes", () => {
    expect(validateDbPath("events/fsw25/1719000000000-sunset")).toEqual(["events", "fsw25", "1719000000000-sunset"]);
    expect(validateDbPath("/events/fsw25/")).toEqual(["events", "fsw25"]);
    expect(validateDbPath("events")).toEqual(["events"]);
    expect(validateDbPath("forró/🎉")).toEqual(["forró", "🎉"]);
  });

  it("rejects empty paths", () => {
    for (const path of ["", "/", "///"]) {
      const error = errorOf(() => validateDbPath(path));
      expect(error.message).toMatch(/path is empty/);
      expect(error.code).toBe("invalid-argument");
    }
  });

  it("rejects empty segments", () => {
    expect(errorOf(() => validateDbPath("events//fsw25")).message).toBe('Invalid database path "events//fsw25": key "" is empty');
  });

  it.each(FORBIDDEN_IN_PATH)("rejects %j in a key and names it", (char) => {
    const path = `events/fsw25/a${char}b`;
    const error = errorOf(() => validateDbPath(path));
    expect(error.message).toBe(`Invalid database path ${JSON.stringify(path)}: key "a${char}b" contains "${char}"`);
    expect(error.path).toBe(path);
  });

  it("rejects every ASCII control character", () => {
    for (const char of CONTROL) {
      const error = errorOf(() => validateDbPath(`events/a${char}b`));
      const hex = char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
      expect(error.message).toContain(`contains the control character U+${hex}`);
    }
  });

  it("rejects keys over the key byte limit and paths deeper than the depth limit", () => {
    expect(validateDbPath(`a/${"k".repeat(MAX_DB_KEY_BYTES)}`)).toHaveLength(2);
    expect(errorOf(() => validateDbPath(`a/${"k".repeat(MAX_DB_KEY_BYTES + 1)}`)).message).toMatch(/longer than 768 bytes/);
    expect(errorOf(() => validateDbPath(`a/${"é".repeat(MAX_DB_KEY_BYTES / 2 + 1)}`)).message).toMatch(/768 bytes/);
    expect(validateDbPath(Array(MAX_DB_DEPTH).fill("a").join("/"))).toHaveLength(MAX_DB_DEPTH);
    expect(() =>
      validateDbPath(
        Array(MAX_DB_DEPTH + 1)
          .fill("a")
          .join("/"),
      ),
    ).toThrow(DbRuleError);
  });

  it("rejects non-strings", () => {
    expect(() => validateDbPath(undefined as unknown as string)).toThrow(DbRuleError);
  });
});

const record = {
  original: "https://example.test/o.jpg",
  thumbnail: "https://example.test/t.jpg",
  uploadedAt: "2025-06-20T10:00:00.000Z",
  size: "2.35",
  type: "image/jpeg",
  tags: ["sailing", "forró"],
  city: "Fethiye",
  date: "2025-06-18",
  venue: "",
  title: "Sunset",
  edition: "fsw25",
  description: "Line 1\nLine 2",
  dimensions: { width: 1200, height: 800 },
  uploadedBy: "anonymous",
};

describe("validateDbValue", () => {
  it("accepts a photo record, primitives and arrays", () => {
    expect(() => validateDbValue(record, "events/fsw25/1-sunset")).not.toThrow();
    for (const value of [0, -1.5, true, false, "", "x", [], {}, [1, "a", { b: [true] }], Object.create(null)]) {
      expect(() => validateDbValue(value)).not.toThrow();
    }
  });

  it("rejects undefined and functions, naming the nested path", () => {
    const withUndefined = { ...record, tags: [undefined, "x"] };
    expect(errorOf(() => validateDbValue(withUndefined, "events/fsw25/k")).message).toBe(
      'Invalid database value at "events/fsw25/k/tags/0": undefined is not allowed',
    );
    const error = errorOf(() => validateDbValue({ a: { b: () => 1 } }, "/root/"));
    expect(error.message).toBe('Invalid database value at "root/a/b": a function is not allowed');
    expect(error.path).toBe("root/a/b");
    expect(errorOf(() => validateDbValue(undefined)).message).toBe("Invalid database value: undefined is not allowed");
    expect(errorOf(() => validateDbValue({ a: undefined })).message).toContain('"a"');
  });

  it("rejects holes in sparse arrays", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(errorOf(() => validateDbValue(["a", , "c"], "x")).message).toContain('at "x/1": undefined');
  });

  it("rejects symbols, bigints, NaN and infinities", () => {
    expect(errorOf(() => validateDbValue({ s: Symbol("s") })).message).toMatch(/symbol is not allowed/);
    expect(errorOf(() => validateDbValue({ n: 10n })).message).toMatch(/bigint is not allowed/);
    expect(errorOf(() => validateDbValue({ n: Number.NaN })).message).toMatch(/NaN is not allowed/);
    expect(errorOf(() => validateDbValue([Infinity])).message).toMatch(/Infinity is not allowed/);
    expect(errorOf(() => validateDbValue(-Infinity)).message).toMatch(/-Infinity is not allowed/);
    expect(errorOf(() => validateDbValue({ [Symbol("k")]: 1 })).message).toMatch(/symbol keys/);
  });

  it("rejects null at the top level (it would delete) and nested (it would vanish)", () => {
    expect(errorOf(() => validateDbValue(null, "events/fsw25/k")).message).toMatch(/null is not allowed \(writing null deletes/);
    expect(errorOf(() => validateDbValue({ a: [1, null] })).message).toBe('Invalid database value at "a/1": null is not allowed');
  });

  it.each([...FORBIDDEN_IN_PATH, "/"])("rejects %j in a nested key", (char) => {
    const error = errorOf(() => validateDbValue({ ok: { [`bad${char}key`]: 1 } }, "events"));
    expect(error.message).toBe(
      `Invalid database value at ${JSON.stringify(`events/ok/bad${char}key`)}: key "bad${char}key" contains "${char}"`,
    );
  });

  it("rejects empty and control-character keys", () => {
    expect(errorOf(() => validateDbValue({ "": 1 })).message).toMatch(/key "" is empty/);
    for (const char of CONTROL) {
      expect(() => validateDbValue({ [`k${char}`]: 1 })).toThrow(/control character/);
    }
  });

  it("rejects non-plain objects and cycles instead of storing them half", () => {
    expect(errorOf(() => validateDbValue({ when: new Date(0) })).message).toMatch(/a Date object is not allowed/);
    expect(() => validateDbValue(new Map())).toThrow(/a Map object/);
    expect(() => validateDbValue({ b: new Uint8Array(2) })).toThrow(/Uint8Array/);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(errorOf(() => validateDbValue(cyclic)).message).toMatch(/at "self": a circular reference/);
    const shared = { x: 1 };
    expect(() => validateDbValue({ a: shared, b: shared })).not.toThrow();
  });

  it("limits nesting depth, counting the path, without overflowing the stack", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(errorOf(() => validateDbValue(deep)).message).toMatch(/nested deeper than 32 levels/);
    let ok: unknown = 1;
    for (let i = 0; i < MAX_DB_DEPTH - 3; i++) ok = { d: ok };
    expect(() => validateDbValue(ok, "events/fsw25/k")).not.toThrow();
    expect(() => validateDbValue({ d: ok }, "events/fsw25/k")).toThrow(/deeper/);
  });

  describe("string byte limit", () => {
    it("passes a string of exactly the limit in ASCII and fails one byte more", () => {
      const atLimit = "a".repeat(MAX_DB_STRING_BYTES);
      expect(() => validateDbValue({ s: atLimit })).not.toThrow();
      expect(errorOf(() => validateDbValue({ s: `${atLimit}a` })).message).toBe(
        `Invalid database value at "s": the string is longer than ${MAX_DB_STRING_BYTES} bytes as UTF-8`,
      );
    });

    it("counts multi-byte characters as bytes, not characters", () => {
      const twoByte = "é".repeat(MAX_DB_STRING_BYTES / 2); // exactly the limit in bytes, half of it in characters
      expect(() => validateDbValue(twoByte)).not.toThrow();
      expect(() => validateDbValue(`${twoByte}a`)).toThrow(DbRuleError);
      const emoji = "🎉".repeat(MAX_DB_STRING_BYTES / 4); // 4 bytes, 2 UTF-16 units each
      expect(() => validateDbValue(emoji)).not.toThrow();
      expect(() => validateDbValue(`${emoji}a`)).toThrow(DbRuleError);
      const threeByte = "€".repeat(Math.floor(MAX_DB_STRING_BYTES / 3)) + "a"; // 10485760 = 3 × 3495253 + 1
      expect(() => validateDbValue(threeByte)).not.toThrow();
      expect(() => validateDbValue(`${threeByte}a`)).toThrow(DbRuleError);
    });

    it("counts lone surrogates as the 3 bytes they are encoded to", () => {
      expect(exceedsUtf8Bytes("\ud800", 2)).toBe(true);
      expect(exceedsUtf8Bytes("\ud800", 3)).toBe(false);
      expect(exceedsUtf8Bytes("\ud83c\udf89", 3)).toBe(true);
      expect(exceedsUtf8Bytes("\ud83c\udf89", 4)).toBe(false);
      for (const s of ["", "abc", "é€🎉\ud800x\udfff"]) {
        const bytes = new TextEncoder().encode(s).length;
        expect(exceedsUtf8Bytes(s, bytes)).toBe(false);
        expect(exceedsUtf8Bytes(s, bytes - 1)).toBe(true);
      }
    });
  });
});
