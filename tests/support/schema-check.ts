import path from "node:path";
import ts from "typescript";
import { ROOT } from "./server";

export interface JsonLdDocument {
  /** Shown in error messages, e.g. the page's path. */
  name: string;
  /** A schema-dts type expression the document must satisfy, e.g. "WithContext<Event>" or "Graph". */
  type: string;
  json: unknown;
}

/**
 * Checks JSON-LD as rendered against schema.org's published TypeScript types (schema-dts): every
 * document becomes a typed constant in a virtual module, and the TypeScript compiler reports unknown
 * properties, wrong value shapes and unknown enumeration values. Graph members are checked by their
 * own @type too. Returns the compiler's messages, empty when everything is valid.
 */
export function schemaErrors(docs: JsonLdDocument[]): string[] {
  const file = path.join(ROOT, "tests/.jsonld-check.ts");
  const lines = ['import type * as S from "schema-dts";'];
  const label = new Map<number, string>();
  const add = (name: string, type: string, json: unknown) => {
    label.set(lines.length + 1, name);
    lines.push(`export const d${lines.length}: ${type.replace(/\b([A-Z]\w*)\b/g, "S.$1")} = ${JSON.stringify(json)};`);
  };
  for (const doc of docs) {
    add(doc.name, doc.type, doc.json);
    const graph = (doc.json as { "@graph"?: Array<{ "@type"?: unknown }> })["@graph"];
    for (const node of graph ?? []) {
      if (typeof node["@type"] === "string" && /^[A-Z]\w+$/.test(node["@type"])) {
        add(`${doc.name} @graph ${node["@type"]}`, node["@type"], node);
      }
    }
  }
  const source = lines.join("\n");
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    path.resolve(name) === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `${label.get(line) ?? "?"}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n").slice(0, 600)}`;
  });
}
