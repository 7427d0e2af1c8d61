/** Counted as UTF-8 bytes. */
export const MAX_DB_STRING_BYTES = 10_485_760;
/** Firebase's documented limits, enforced on both backends. */
export const MAX_DB_KEY_BYTES = 768;
export const MAX_DB_DEPTH = 32;

export class DbRuleError extends Error {
  override name = "DbRuleError";
  readonly code = "invalid-argument";
  readonly path: string;

  constructor(message: string, path: string) {
    super(message);
    this.path = path;
  }
}

const PATH_FORBIDDEN = [".", "#", "$", "[", "]"];
const KEY_FORBIDDEN = [...PATH_FORBIDDEN, "/"];

function describeChar(char: string): string {
  const code = char.charCodeAt(0);
  return code < 32 || code === 127
    ? `the control character U+${code.toString(16).toUpperCase().padStart(4, "0")}`
    : JSON.stringify(char);
}

function keyProblem(key: string, forbidden: readonly string[]): string | null {
  if (key === "") return "is empty";
  for (const char of key) {
    const code = char.charCodeAt(0);
    if (forbidden.includes(char) || code < 32 || code === 127) return `contains ${describeChar(char)}`;
  }
  if (exceedsUtf8Bytes(key, MAX_DB_KEY_BYTES)) return `is longer than ${MAX_DB_KEY_BYTES} bytes`;
  return null;
}

/** Ignores leading and trailing slashes; throws DbRuleError. */
export function validateDbPath(path: string): string[] {
  if (typeof path !== "string") throw new DbRuleError("Invalid database path: it must be a string", String(path));
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  if (trimmed === "") throw new DbRuleError(`Invalid database path ${JSON.stringify(path)}: the path is empty`, path);
  const segments = trimmed.split("/");
  for (const segment of segments) {
    const problem = keyProblem(segment, PATH_FORBIDDEN);
    if (problem) {
      throw new DbRuleError(`Invalid database path ${JSON.stringify(path)}: key ${JSON.stringify(segment)} ${problem}`, path);
    }
  }
  if (segments.length > MAX_DB_DEPTH) {
    throw new DbRuleError(`Invalid database path ${JSON.stringify(path)}: deeper than ${MAX_DB_DEPTH} levels`, path);
  }
  return segments;
}

/** Without encoding it. */
export function exceedsUtf8Bytes(value: string, limit: number): boolean {
  // Every UTF-16 unit takes 1 to 3 bytes, so most strings are decided by their length alone.
  if (value.length * 3 <= limit) return false;
  if (value.length > limit) return true;
  return countBytes(value, limit) > limit;
}

/** Lone surrogates count 3 bytes, as TextEncoder writes them as U+FFFD. Stops counting once past `limit`. */
function countBytes(value: string, limit: number): number {
  let bytes = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
    if (bytes > limit) return bytes;
  }
  return bytes;
}

function fail(path: string, reason: string): never {
  const where = path === "" ? "" : ` at ${JSON.stringify(path)}`;
  throw new DbRuleError(`Invalid database value${where}: ${reason}`, path);
}

function describeObject(value: object): string | null {
  if (Array.isArray(value)) return null;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto === Object.prototype || proto === null) return null;
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === "string" && name ? `a ${name} object` : "an object that is not a plain object";
}

/** null is refused everywhere: at the top it would delete the node, nested it would be silently dropped. */
export function validateDbValue(value: unknown, path = ""): void {
  const base = path.replace(/^\/+|\/+$/g, "");
  const baseDepth = base === "" ? 0 : base.split("/").length;
  walk(value, base, baseDepth, new Set());
}

function walk(value: unknown, path: string, depth: number, ancestors: Set<object>): void {
  switch (typeof value) {
    case "undefined":
      return fail(path, "undefined is not allowed");
    case "function":
      return fail(path, "a function is not allowed");
    case "symbol":
      return fail(path, "a symbol is not allowed");
    case "bigint":
      return fail(path, "a bigint is not allowed (use a number or a string)");
    case "boolean":
      return;
    case "number":
      if (!Number.isFinite(value)) fail(path, `${value} is not allowed (only finite numbers are)`);
      return;
    case "string": {
      if (exceedsUtf8Bytes(value, MAX_DB_STRING_BYTES)) {
        fail(path, `the string is longer than ${MAX_DB_STRING_BYTES} bytes as UTF-8`);
      }
      return;
    }
    case "object":
      break;
  }
  if (value === null) {
    return fail(
      path,
      ancestors.size === 0
        ? "null is not allowed (writing null deletes the data; remove it explicitly instead)"
        : "null is not allowed",
    );
  }
  const object = value as object;
  const kind = describeObject(object);
  if (kind) fail(path, `${kind} is not allowed (only plain objects, arrays, strings, numbers and booleans are)`);
  if (ancestors.has(object)) fail(path, "a circular reference is not allowed");
  if (depth >= MAX_DB_DEPTH) fail(path, `the data is nested deeper than ${MAX_DB_DEPTH} levels`);

  ancestors.add(object);
  const child = (key: string) => (path === "" ? key : `${path}/${key}`);
  if (Array.isArray(object)) {
    // Index loop rather than forEach so holes in sparse arrays show up as undefined.
    for (let i = 0; i < object.length; i++) walk(object[i] as unknown, child(String(i)), depth + 1, ancestors);
  } else {
    for (const key of Object.keys(object)) {
      const problem = keyProblem(key, KEY_FORBIDDEN);
      if (problem) fail(child(key), `key ${JSON.stringify(key)} ${problem}`);
      walk((object as Record<string, unknown>)[key], child(key), depth + 1, ancestors);
    }
    if (Object.getOwnPropertySymbols(object).length > 0) fail(path, "symbol keys are not allowed");
  }
  ancestors.delete(object);
}
