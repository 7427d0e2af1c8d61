import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibility } from "../../data/accessibility";
import { isText, type Text } from "../../data/localize";
import { privacy } from "../../data/privacy";
import { COOKIES, OUTSIDE_SERVICES, RECORD_KINDS } from "~/lib/privacy-inventory";
import { links, text, title } from "../support/html";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    REQUEST_LOG: "off",
    SITE_NOW: "2026-07-01T12:00:00Z",
    RETAIN_HIDDEN_PHOTO_DAYS: "30",
    RETAIN_REMOVAL_REQUEST_DAYS: "60",
    RETAIN_AUDIT_DAYS: "1",
    UPLOAD_PARTIAL_HOURS: "36",
  });
});
afterAll(async () => {
  await server?.stop();
});

async function page(pathname: string) {
  const res = await fetch(server.url + pathname, { redirect: "manual" });
  const html = await res.text();
  return { res, html, text: text(html) };
}

/** The English of every text under `value` that the translations say differently, without its values and tags. */
function englishOf(value: unknown): string[] {
  if (isText(value)) {
    const t = value as Text;
    if (t.en === t.pt && t.en === t.de) return [];
    return t.en.split(/\{\w+\}|<\/?[a-z0-9]+>/).filter((part) => part.trim().length > 12);
  }
  if (Array.isArray(value)) return value.flatMap(englishOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(englishOf);
  return [];
}

describe("the privacy notice in German", () => {
  it("speaks the language of data protection, with the configured periods and its date", async () => {
    const { res, html, text: t } = await page("/de/privacy");
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="de"');
    expect(title(html)).toBe("Datenschutz | Forró Sailing Week");
    for (const heading of [
      "Datenschutzerklärung",
      "Verantwortlicher",
      "Welche Daten wir verarbeiten, zu welchen Zwecken und wie lange",
      "Rechtsgrundlage",
      "Speicherdauer",
      "Empfänger, Auftragsverarbeiter und Drittlandübermittlung",
      "Deine Rechte",
    ])
      expect(t).toContain(heading);
    for (const law of [
      "Art. 6 Abs. 1 lit. a DSGVO",
      "Art. 6 Abs. 1 lit. b DSGVO",
      "Art. 6 Abs. 1 lit. f DSGVO",
      "Auftragsverarbeiter nach Art. 28 DSGVO",
      "EU-US Data Privacy Framework",
      "EU-Standardvertragsklauseln",
      "Art. 15 DSGVO",
      "Art. 21 DSGVO",
      "Art. 7 Abs. 3 DSGVO",
      "Beschwerderecht bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)",
      "§ 25 Abs. 2 Nr. 2 TDDDG",
      "§ 22 KUG",
    ])
      expect(t).toContain(law);
    expect(t).toContain("Stand: 29. November 2026");
    expect(t).toContain("wird 30 Tage nach dem Verbergen gelöscht");
    expect(t).toContain("36 Stunden nach Eingang seines letzten Teils");
    expect(t).toContain("danach noch 60 Tage");
    expect(t).toContain("1 Tag nach ihrer Entstehung gelöscht");
    expect(t).toContain("spätestens 14 Tage nach der Anmeldung");
    expect(t).toMatch(/fsw_my_uploads.*30 Tage/);
    for (const kind of RECORD_KINDS) expect(t).toContain(`Datenbank: ${kind.node}`);
    for (const service of OUTSIDE_SERVICES) expect(t).toContain(service.name.de);
    for (const cookie of Object.values(COOKIES)) expect(t).toContain(cookie.purpose.de);
  });

  it("links and posts within the German site", async () => {
    const { html } = await page("/de/privacy");
    const hrefs = links(html).map((l) => l.href);
    expect(hrefs).toContain("/de/about-fsw");
    expect(hrefs).toContain("/de/accessibility");
    expect(html).toMatch(/<form method="post" action="\/de\/privacy"/);
  });

  it("answers its button in German", async () => {
    const origin = server.url.replace("127.0.0.1", "localhost");
    const res = await fetch(`${server.url}/de/privacy`, { method: "POST", headers: { Origin: origin }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("clear-site-data")).toBe('"cache", "cookies", "storage"');
    const t = text(await res.text());
    expect(t).toContain("Erledigt: Dein Browser wurde gebeten");
    expect(t).toContain("Alles entfernen, was diese Website auf diesem Gerät speichert");
  });
});

describe("the privacy notice in Portuguese", () => {
  it("names the GDPR and its articles, with the configured periods and its date", async () => {
    const { res, html, text: t } = await page("/pt/privacy");
    expect(res.status).toBe(200);
    expect(title(html)).toBe("Privacidade | Forró Sailing Week");
    for (const words of [
      "Aviso de privacidade",
      "Responsável pelo tratamento",
      "Regulamento Geral sobre a Proteção de Dados (UE) 2016/679 (RGPD)",
      "Base legal",
      "Art. 6º, nº 1, alínea f, do RGPD",
      "art. 15 do RGPD",
      "art. 7º, nº 3, do RGPD",
      "art. 77 do RGPD",
      "cláusulas contratuais-padrão",
      "§ 25, parágrafo 2, nº 2, da TDDDG",
      "Os seus direitos",
    ])
      expect(t).toContain(words);
    expect(t).toContain("Versão de 29 de novembro de 2026");
    expect(t).toContain("é excluída 30 dias depois de ter sido ocultada");
    expect(t).toContain("36 horas após a chegada da sua última parte");
    expect(t).toContain("por mais 60 dias");
    expect(t).toContain("excluídos após 1 dia");
    expect(t).toMatch(/fsw_my_uploads.*30 dias/);
    expect(html).toMatch(/<form method="post" action="\/pt\/privacy"/);
  });

  it("answers its button in Portuguese", async () => {
    const origin = server.url.replace("127.0.0.1", "localhost");
    const res = await fetch(`${server.url}/pt/privacy`, { method: "POST", headers: { Origin: origin }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain("Pronto: pedimos ao seu navegador que remova");
  });
});

describe("the accessibility statement", () => {
  it("is a German Erklärung zur Barrierefreiheit", async () => {
    const { res, html, text: t } = await page("/de/accessibility");
    expect(res.status).toBe(200);
    expect(title(html)).toBe("Barrierefreiheit | Forró Sailing Week");
    expect(t).toContain("Erklärung zur Barrierefreiheit");
    expect(t).toContain("Stand der Vereinbarkeit mit den Anforderungen");
    expect(t).toContain("nur teilweise mit den Web Content Accessibility Guidelines (WCAG) in der Version 2.2");
    expect(t).toContain("beginnend mit dem Link „Zum Inhalt springen“");
    expect(t).toContain("jedes 8 Sekunden lang");
    expect(t).toContain("Wir möchten dir innerhalb von 14 Tagen antworten.");
    expect(t).toContain("Diese Erklärung wurde am 27. November 2026 erstellt.");
  });

  it("is a Portuguese Declaração de acessibilidade", async () => {
    const { res, text: t } = await page("/pt/accessibility");
    expect(res.status).toBe(200);
    expect(t).toContain("Declaração de acessibilidade");
    expect(t).toContain("começando pelo link “Pular para o conteúdo”");
    expect(t).toContain("Procuramos responder em até 14 dias.");
    expect(t).toContain("Esta declaração foi elaborada em 27 de novembro de 2026.");
  });
});

describe("no English left", () => {
  it.each(["pt", "de"])("in the %s notice and statement", async (lang) => {
    const inventory = [...Object.values(COOKIES), ...RECORD_KINDS, ...OUTSIDE_SERVICES];
    const privacyPage = (await page(`/${lang}/privacy`)).text;
    const english = [...englishOf(privacy), ...englishOf(inventory)];
    expect(english.length).toBeGreaterThan(100);
    expect(english.filter((sentence) => privacyPage.includes(sentence.trim()))).toEqual([]);
    const statement = (await page(`/${lang}/accessibility`)).text;
    expect(englishOf(accessibility).filter((sentence) => statement.includes(sentence.trim()))).toEqual([]);
  });
});
