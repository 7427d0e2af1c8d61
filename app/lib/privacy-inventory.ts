import type { Text } from "../../data/localize";
import { RECORD_NODES, STORAGE_FOLDER_NAMES } from "./privacy-records";
import { organisersUrl } from "./urls";

// Everything the site keeps about people, and everyone it hands data to, in one inventory (what it
// stores is in privacy-records.ts, re-exported here). The privacy page renders it in every language of
// the site, each text side by side as { en, pt, de }; the cookies are made from it, the backend refuses
// a write it does not name, and tests compare it with what the server really sets, writes and contacts
// (docs/PRIVACY.md). A new cookie, record kind, storage folder or outside service starts here.

/** The ground of each processing, GDPR Art. 6(1). */
export type LegalBasis = "consent" | "contract" | "legitimate-interest";

/** The periods the retention sweep enforces; their values come from the configuration. */
export interface RetentionPeriods {
  partialUploadHours: number;
  hiddenPhotoDays: number;
  closedRemovalRequestDays: number;
  auditDays: number;
  sessionDays: number;
  photoMailDays: number;
}

export type RetentionRule =
  /** Removed by the retention sweep once the configured period has passed; `after` is the moment it counts from. */
  | { kind: "period"; period: keyof RetentionPeriods; after: Text }
  /** Removed with what it belongs to, or on its own; said in words. */
  | { kind: "text"; text: Text }
  /** Kept with its photo: while shown; a hidden photo's after its period; gone at once when withdrawn or deleted. */
  | { kind: "photo" };

export interface CookieEntry {
  name: string;
  path: string;
  /** Max-Age; null: the browser drops it when it closes. */
  maxAgeSeconds: number | null;
  who: Text;
  purpose: Text;
  holds: Text;
}

const DAY = 24 * 60 * 60;

const UPLOADERS: Text = { en: "Uploaders", pt: "Quem envia fotos", de: "Wer Fotos hochlädt" };

/** Every cookie the site sets. Nobody who only reads the site gets one. */
export const COOKIES = {
  // Every language's upload page has its own address (/add-photo, /de/add-photo): only the root reaches them all.
  // Only those pages read the uploader's cookies (server/pages.mjs keeps every other page as it is for everyone).
  uploadNotice: {
    name: "fsw_upload",
    path: "/",
    maxAgeSeconds: 120,
    who: UPLOADERS,
    purpose: {
      en: "Shows the success message once, on the page the form sends you back to.",
      pt: "Mostra a mensagem de sucesso uma única vez, na página para onde o formulário leva você de volta.",
      de: "Zeigt die Erfolgsmeldung einmal an, auf der Seite, zu der dich das Formular zurückschickt.",
    },
    holds: {
      en: "The key of the photo just shared, signed.",
      pt: "A chave da foto que você acabou de compartilhar, assinada.",
      de: "Der Schlüssel des gerade geteilten Fotos, signiert.",
    },
  },
  myUploads: {
    name: "fsw_my_uploads",
    path: "/",
    maxAgeSeconds: 30 * DAY,
    who: UPLOADERS,
    purpose: {
      en: "Lets this browser, and no other, see the review state of the photos you shared and withdraw them.",
      pt: "Permite que este navegador, e nenhum outro, veja a situação da revisão das fotos que você compartilhou e as retire.",
      de: "Lässt diesen Browser – und keinen anderen – den Prüfstatus deiner geteilten Fotos sehen und sie zurückziehen.",
    },
    holds: {
      en: "The keys of your last 30 photos, signed.",
      pt: "As chaves das suas últimas 30 fotos, assinadas.",
      de: "Die Schlüssel deiner letzten 30 Fotos, signiert.",
    },
  },
  uploaderName: {
    name: "fsw_name",
    path: "/",
    maxAgeSeconds: 365 * DAY,
    who: UPLOADERS,
    purpose: {
      en: 'Fills in "Your name" on the upload form next time, on this device only. Set only when you give a name; an empty name removes it.',
      pt: 'Preenche "Seu nome" no formulário de envio na próxima vez, somente neste aparelho. Só é criado quando você informa um nome; um nome vazio o remove.',
      de: "Füllt beim nächsten Mal „Dein Name“ im Upload-Formular aus, nur auf diesem Gerät. Wird nur gesetzt, wenn du einen Namen angibst; ein leerer Name entfernt ihn.",
    },
    holds: {
      en: "The name you gave with your last photo.",
      pt: "O nome que você informou com a sua última foto.",
      de: "Der Name, den du bei deinem letzten Foto angegeben hast.",
    },
  },
  organiserSession: {
    name: "fsw_organiser",
    path: organisersUrl(),
    maxAgeSeconds: null,
    who: { en: "Organisers", pt: "Organização", de: "Orga-Team" },
    purpose: {
      en: "Keeps an organiser signed in.",
      pt: "Mantém conectada a pessoa da organização.",
      de: "Hält ein Mitglied des Orga-Teams angemeldet.",
    },
    holds: {
      en: "A random session id; the server keeps only its hash.",
      pt: "Um identificador de sessão aleatório; o servidor guarda apenas o hash dele.",
      de: "Eine zufällige Sitzungskennung; der Server speichert nur ihren Hashwert.",
    },
  },
} as const satisfies Record<string, CookieEntry>;

export const COOKIE_NAMES: ReadonlySet<string> = new Set(Object.values(COOKIES).map((c) => c.name));

export interface OutsideService {
  id: "google" | "smtp" | "youtube";
  name: Text;
  role: Text;
  /** Hosts the server or a page may contact for it; `*.` matches any subdomain. */
  hosts: readonly string[];
  when: Text;
  /** For transfers outside the EU/EEA. */
  transfer: Text | null;
}

export const OUTSIDE_SERVICES: readonly OutsideService[] = [
  {
    id: "google",
    name: {
      en: "Google Cloud / Firebase (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland)",
      pt: "Google Cloud / Firebase (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irlanda)",
      de: "Google Cloud / Firebase (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland)",
    },
    role: {
      en: "Processor under Art. 28 GDPR: stores the photos (Cloud Storage) and the records (Realtime Database) on our behalf, under Google's data processing terms. Cloud Storage may keep a deleted file for up to 7 more days (its soft delete) before erasing it for good.",
      pt: "Operador (subcontratante) nos termos do art. 28 do RGPD: armazena em nosso nome as fotos (Cloud Storage) e os registros (Realtime Database), conforme os termos de tratamento de dados do Google. O Cloud Storage pode manter um arquivo excluído por até mais 7 dias (a exclusão reversível dele) antes de apagá-lo definitivamente.",
      de: "Auftragsverarbeiter nach Art. 28 DSGVO: speichert in unserem Auftrag die Fotos (Cloud Storage) und die Datensätze (Realtime Database), auf Grundlage der Auftragsverarbeitungsbedingungen von Google. Cloud Storage kann eine gelöschte Datei noch bis zu 7 Tage aufbewahren (vorläufiges Löschen), bevor sie endgültig gelöscht wird.",
    },
    hosts: [
      "firebasestorage.googleapis.com",
      "storage.googleapis.com",
      "www.googleapis.com",
      "oauth2.googleapis.com",
      "*.firebaseio.com",
      "*.firebasedatabase.app",
      "metadata.google.internal",
    ],
    when: {
      en: "When the site runs on Firebase; browsers load the public images from Google's storage hosts.",
      pt: "Quando o site funciona com o Firebase; os navegadores carregam as imagens públicas dos servidores de armazenamento do Google.",
      de: "Wenn die Website mit Firebase betrieben wird; Browser laden die öffentlichen Bilder dann von den Speicher-Hosts von Google.",
    },
    transfer: {
      en: "Google LLC in the USA may have access. The transfer rests on the EU–US Data Privacy Framework (adequacy decision of 10 July 2023, Google LLC is certified) and the EU standard contractual clauses in Google's terms.",
      pt: "A Google LLC, nos EUA, pode ter acesso. A transferência internacional se baseia no EU–US Data Privacy Framework (decisão de adequação da Comissão Europeia de 10 de julho de 2023, art. 45 do RGPD; a Google LLC é certificada) e nas cláusulas contratuais-padrão da UE (art. 46, nº 2, alínea c, do RGPD) dos termos do Google.",
      de: "Google LLC in den USA kann Zugriff erhalten. Die Drittlandübermittlung stützt sich auf das EU-US Data Privacy Framework (Angemessenheitsbeschluss der EU-Kommission vom 10. Juli 2023, Art. 45 DSGVO; Google LLC ist zertifiziert) und auf die EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO) in den Bedingungen von Google.",
    },
  },
  {
    id: "smtp",
    name: {
      en: "Our e-mail provider (the SMTP server the site is configured with)",
      pt: "Nosso provedor de e-mail (o servidor SMTP configurado para o site)",
      de: "Unser E-Mail-Anbieter (der SMTP-Server, mit dem die Website eingerichtet ist)",
    },
    role: {
      en: "Processor under Art. 28 GDPR: delivers the site's e-mails to organisers, and to participants who asked for news of an edition's photos.",
      pt: "Operador (subcontratante) nos termos do art. 28 do RGPD: entrega os e-mails do site à organização e aos participantes que pediram notícias das fotos de uma edição.",
      de: "Auftragsverarbeiter nach Art. 28 DSGVO: stellt die E-Mails der Website an das Orga-Team zu, und an Teilnehmende, die um Nachricht über neue Fotos einer Ausgabe gebeten haben.",
    },
    hosts: ["(the host of SMTP_URL)"],
    when: {
      en: "For e-mails to organisers (photos waiting for review, a removal request, repeated failed sign-ins) and to participants who signed up for them (the confirmation link, then new photos of their edition).",
      pt: "Para e-mails à organização (fotos aguardando revisão, um pedido de remoção, tentativas de login malsucedidas repetidas) e aos participantes que se inscreveram para recebê-los (o link de confirmação e, depois, fotos novas da sua edição).",
      de: "Für E-Mails an das Orga-Team (Fotos, die auf Prüfung warten, eine Bitte um Entfernung, wiederholte fehlgeschlagene Anmeldeversuche) und an Teilnehmende, die sich dafür angemeldet haben (der Bestätigungslink, danach neue Fotos ihrer Ausgabe).",
    },
    transfer: null,
  },
  {
    id: "youtube",
    name: {
      en: "YouTube (Google Ireland Limited), in its privacy-enhanced mode (youtube-nocookie.com)",
      pt: "YouTube (Google Ireland Limited), no modo de privacidade avançada (youtube-nocookie.com)",
      de: "YouTube (Google Ireland Limited), im erweiterten Datenschutzmodus (youtube-nocookie.com)",
    },
    role: { en: "Shows the festival video.", pt: "Exibe o vídeo do festival.", de: "Zeigt das Festivalvideo." },
    hosts: ["www.youtube-nocookie.com"],
    when: {
      en: "Only after you click the video on the home page; until then the page loads nothing from YouTube.",
      pt: "Somente depois que você clica no vídeo na página inicial; até lá, a página não carrega nada do YouTube.",
      de: "Erst nachdem du auf der Startseite auf das Video klickst; bis dahin lädt die Seite nichts von YouTube.",
    },
    transfer: {
      en: "Google LLC in the USA may have access, on the EU–US Data Privacy Framework.",
      pt: "A Google LLC, nos EUA, pode ter acesso, com base no EU–US Data Privacy Framework (art. 45 do RGPD).",
      de: "Google LLC in den USA kann Zugriff erhalten; Grundlage der Drittlandübermittlung ist das EU-US Data Privacy Framework (Art. 45 DSGVO).",
    },
  },
];

/** Whether the server or a page may contact `hostname` for an outside service (the site's own origin is always allowed). */
export function isInventoriedHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return OUTSIDE_SERVICES.some((s) =>
    s.hosts.some((h) => (h.startsWith("*.") ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h)),
  );
}

export class InventoryError extends Error {
  override name = "InventoryError";
  readonly code = "storage/unauthorized";
}

/** Throws when the first segment of a database path is no record kind the inventory names. */
export function assertRecordNode(dbPath: string): void {
  const node = dbPath.replace(/^\/+/, "").split("/")[0];
  if (node && !RECORD_NODES.has(node)) {
    throw new InventoryError(`The database node "${node}" is not in the privacy inventory (app/lib/privacy-inventory.ts).`);
  }
}

/** Throws when the first folder of a storage path is none the inventory names. */
export function assertStorageFolder(storagePath: string): void {
  const folder = storagePath.split("/")[0] ?? "";
  if (!STORAGE_FOLDER_NAMES.has(folder)) {
    throw new InventoryError(`The storage folder "${folder}" is not in the privacy inventory (app/lib/privacy-inventory.ts).`);
  }
}

export {
  BACKUPS,
  DATA_DIR_WORKING_ENTRIES,
  RECORD_KINDS,
  RECORD_NODES,
  STORAGE_FOLDER_NAMES,
  STORAGE_FOLDERS,
  type RecordKind,
  type StorageFolder,
} from "./privacy-records";
export { describeCookieLifetime, describeRetention, formatPeriod, RETENTION_TEXTS } from "./privacy-periods";
