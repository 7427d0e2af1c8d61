import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalEntity } from "../../data/legal";
import { text } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => text(m[1]!));

const PAGES = [
  {
    path: "/about-fsw",
    provider: "Information under § 5 DDG",
    representedBy: "Represented by",
    register: "Register of associations (Vereinsregister)",
    mstv: "Responsible for content under § 18 (2) MStV",
  },
  {
    path: "/pt/about-fsw",
    provider: "Informações conforme o § 5 DDG",
    representedBy: "Representada por",
    register: "Registro de associações (Vereinsregister)",
    mstv: "Responsável pelo conteúdo conforme o § 18 (2) MStV",
  },
  {
    path: "/de/about-fsw",
    provider: "Angaben gemäß § 5 DDG",
    representedBy: "Vertreten durch",
    register: "Eingetragen im Vereinsregister",
    mstv: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
  },
];

describe("the imprint as German law has it, in every language", () => {
  it.each(PAGES)("$path names the provider, its board, its register entry, contact and the person responsible", async (p) => {
    const html = await (await fetch(server.url + p.path)).text();
    const all = text(html);
    expect(headings(html)).toContain(p.provider);
    expect(headings(html)).toContain(p.mstv);
    const provider = text(html.slice(html.indexOf(p.provider), html.indexOf(p.mstv)));
    for (const fact of [
      legalEntity.name,
      legalEntity.address,
      `${legalEntity.zip} ${legalEntity.city}`,
      legalEntity.email,
      legalEntity.phone,
    ])
      expect(provider).toContain(fact);
    expect(provider).toContain(p.representedBy);
    for (const member of legalEntity.board) expect(provider).toContain(member);
    expect(provider).toContain(p.register);
    expect(provider).toContain(legalEntity.register.court);
    expect(provider).toContain(legalEntity.register.number);
    const responsible = text(html.slice(html.indexOf(p.mstv)));
    const person = legalEntity.contentResponsible;
    for (const fact of [person.name, person.address, `${person.zip} ${person.city}`]) expect(responsible).toContain(fact);
    expect(all).toContain("§ 36 VSBG");
  });

  it("calls the consumer conciliation body by its name in each language", async () => {
    const page = async (path: string) => text(await (await fetch(server.url + path)).text());
    expect(await page("/about-fsw")).toContain("consumer conciliation body");
    expect(await page("/pt/about-fsw")).toContain("entidade de conciliação de conflitos de consumo");
    expect(await page("/de/about-fsw")).toContain("Verbraucherschlichtungsstelle");
  });
});
