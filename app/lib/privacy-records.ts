import type { Text } from "../../data/localize";
import {
  AUDIT_PATH,
  CLAIMS_PATH,
  DELETIONS_PATH,
  DIGESTS_PATH,
  GALLERY_PATH,
  HASH_CLAIMS_PATH,
  LOCKS_PATH,
  MAIL_SETTINGS_PATH,
  PHOTO_NEWS_PATH,
  RECORDS_PATH,
  CLOSED_REMOVAL_REQUESTS_PATH,
  REMOVAL_REQUESTS_PATH,
  REQUEST_CLAIMS_PATH,
  REVIEW_INDEX_PATH,
  REVIEW_PATH,
} from "./photo-layout";
import { PHOTO_MAIL_PATH, PHOTO_MAIL_SENDS_PATH } from "./photo-mail";
import type { RetentionRule } from "./privacy-inventory";

// What the site stores: the database's top-level nodes, the storage's top-level folders and the
// embedded default's working files, each with what it holds and how long. Part of the privacy
// inventory, which re-exports it.

export interface RecordKind {
  /** The database's top-level node. */
  node: string;
  what: Text;
  personal: boolean;
  retention: RetentionRule;
}

const nodeOf = (dbPath: string) => dbPath.split("/")[0]!;

const WITH_PHOTO: RetentionRule = { kind: "photo" };
const WITH_ACCOUNT: RetentionRule = {
  kind: "text",
  text: {
    en: "As long as the account exists; deleted with it",
    pt: "Enquanto a conta existir; excluído junto com ela",
    de: "Solange das Konto besteht; wird mit ihm gelöscht",
  },
};
const WITH_SITE: RetentionRule = {
  kind: "text",
  text: {
    en: "As long as the site runs (no personal data)",
    pt: "Enquanto o site estiver no ar (sem dados pessoais)",
    de: "Solange die Website betrieben wird (keine personenbezogenen Daten)",
  },
};

/** Every top-level node of the database (photo records, review, accounts). */
export const RECORD_KINDS: readonly RecordKind[] = [
  {
    node: nodeOf(RECORDS_PATH),
    what: {
      en: "A shared photo's record: title, description, the description for people who cannot see it, tags, date, the day it was taken, place, venue, edition, boat, the photographer's name if one was given, size, type, its file addresses, when it was shared, and when consent was given under which version of this notice.",
      pt: "O registro de uma foto compartilhada: título, descrição, a descrição para quem não pode vê-la, tags, data, o dia em que foi tirada, lugar, local do evento, edição, barco, o nome de quem fotografou, se foi informado, tamanho, tipo, os endereços dos seus arquivos, quando foi compartilhada e quando o consentimento foi dado, sob qual versão deste aviso.",
      de: "Der Datensatz eines geteilten Fotos: Titel, Beschreibung, die Beschreibung für Menschen, die es nicht sehen können, Schlagwörter, Datum, der Tag der Aufnahme, Ort, Veranstaltungsort, Ausgabe, Boot, der Name der fotografierenden Person, falls angegeben, Größe, Dateityp, die Adressen seiner Dateien, wann es geteilt wurde und wann die Einwilligung nach welcher Fassung dieser Datenschutzerklärung erteilt wurde.",
    },
    personal: true,
    retention: WITH_PHOTO,
  },
  {
    node: REVIEW_PATH,
    what: {
      en: "A shared photo's review state and when it last changed.",
      pt: "A situação de revisão de uma foto compartilhada e quando ela mudou pela última vez.",
      de: "Der Prüfstatus eines geteilten Fotos und wann er sich zuletzt geändert hat.",
    },
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: REVIEW_INDEX_PATH,
    what: {
      en: "The photos waiting, approved or hidden, for the organisers' lists.",
      pt: "As fotos aguardando revisão, aprovadas ou ocultas, para as listas da organização.",
      de: "Die wartenden, freigegebenen oder verborgenen Fotos, für die Listen des Orga-Teams.",
    },
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: GALLERY_PATH,
    what: {
      en: "The public list of approved photos: title, the description for people who cannot see it, file addresses, size, edition, boat, day taken and the photographer's name if one was given, and the same photos listed by photographer, boat and day.",
      pt: "A lista pública de fotos aprovadas: título, a descrição para quem não pode vê-las, endereços dos arquivos, tamanho, edição, barco, dia em que foi tirada e o nome de quem fotografou, se foi informado, e as mesmas fotos listadas por fotógrafo, barco e dia.",
      de: "Die öffentliche Liste der freigegebenen Fotos: Titel, die Beschreibung für Menschen, die sie nicht sehen können, Dateiadressen, Größe, Ausgabe, Boot, Aufnahmetag und der Name der fotografierenden Person, falls angegeben, sowie dieselben Fotos nach Person, Boot und Tag geordnet.",
    },
    personal: true,
    retention: WITH_PHOTO,
  },
  {
    node: PHOTO_NEWS_PATH,
    what: {
      en: "Which approved photos of an edition the participants' e-mail has not announced yet.",
      pt: "Quais fotos aprovadas de uma edição o e-mail aos participantes ainda não anunciou.",
      de: "Welche freigegebenen Fotos einer Ausgabe die E-Mail an die Teilnehmenden noch nicht angekündigt hat.",
    },
    personal: false,
    retention: {
      kind: "text",
      text: {
        en: "Until the next e-mail about new photos, or until the photo goes",
        pt: "Até o próximo e-mail sobre fotos novas, ou até a foto ser removida",
        de: "Bis zur nächsten E-Mail über neue Fotos oder bis das Foto entfernt wird",
      },
    },
  },
  {
    node: PHOTO_MAIL_PATH,
    what: {
      en: "A participant's sign-up for e-mail about an edition's new photos: the e-mail address, the language, when it was made and confirmed, and fingerprints (SHA-256) of the secrets in its confirm and unsubscribe links, never the secrets. Its key is a keyed hash of the address.",
      pt: "A inscrição de um participante para receber e-mails sobre fotos novas de uma edição: o endereço de e-mail, o idioma, quando foi feita e confirmada, e impressões digitais (SHA-256) dos segredos dos seus links de confirmação e de cancelamento, nunca os segredos. A chave dela é um hash do endereço feito com uma chave secreta.",
      de: "Die Anmeldung einer teilnehmenden Person für E-Mails über neue Fotos einer Ausgabe: die E-Mail-Adresse, die Sprache, wann sie erfolgte und bestätigt wurde, und Fingerabdrücke (SHA-256) der Geheimnisse in ihren Bestätigungs- und Abmeldelinks, nie die Geheimnisse selbst. Ihr Schlüssel ist ein mit einem geheimen Schlüssel gebildeter Hashwert der Adresse.",
    },
    personal: true,
    retention: {
      kind: "period",
      period: "photoMailDays",
      after: {
        en: "the edition ends; unconfirmed: 48 hours after the sign-up; at once when you unsubscribe",
        pt: "o fim da edição; sem confirmação: 48 horas após a inscrição; imediatamente quando você cancela a inscrição",
        de: "dem Ende der Ausgabe; unbestätigt: 48 Stunden nach der Anmeldung; sofort, wenn du dich abmeldest",
      },
    },
  },
  {
    node: PHOTO_MAIL_SENDS_PATH,
    what: {
      en: "When the last e-mails about an edition's new photos went out and how many photos they named, so only one copy of the site sends them.",
      pt: "Quando saíram os últimos e-mails sobre fotos novas de uma edição e quantas fotos eles citaram, para que só uma instância do site os envie.",
      de: "Wann die letzten E-Mails über neue Fotos einer Ausgabe verschickt wurden und wie viele Fotos sie nannten, damit nur eine Instanz der Website sie sendet.",
    },
    personal: false,
    retention: WITH_SITE,
  },
  {
    node: CLAIMS_PATH,
    what: {
      en: "That a photo key is taken, so two uploads never share one.",
      pt: "Que uma chave de foto já está em uso, para que dois envios nunca tenham a mesma.",
      de: "Dass ein Fotoschlüssel vergeben ist, damit nie zwei Uploads denselben bekommen.",
    },
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: HASH_CLAIMS_PATH,
    what: {
      en: "A fingerprint (SHA-256) of each photo's bytes, so the same photo is never stored twice.",
      pt: "Uma impressão digital (SHA-256) dos bytes de cada foto, para que a mesma foto nunca seja guardada duas vezes.",
      de: "Ein Fingerabdruck (SHA-256) der Bytes jedes Fotos, damit dasselbe Foto nie doppelt gespeichert wird.",
    },
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: REQUEST_CLAIMS_PATH,
    what: {
      en: "The random id a browser sends with each photo, so a retried upload gets its first answer.",
      pt: "O identificador aleatório que o navegador envia com cada foto, para que um envio repetido receba a primeira resposta.",
      de: "Die zufällige Kennung, die ein Browser mit jedem Foto sendet, damit ein wiederholter Upload seine erste Antwort erhält.",
    },
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: DELETIONS_PATH,
    what: {
      en: "The files of a photo being deleted, until all are gone.",
      pt: "Os arquivos de uma foto em exclusão, até que todos tenham sido apagados.",
      de: "Die Dateien eines Fotos, das gerade gelöscht wird, bis alle entfernt sind.",
    },
    personal: false,
    retention: {
      kind: "text",
      text: {
        en: "Until every file of the photo is gone, usually seconds",
        pt: "Até que todos os arquivos da foto tenham sido apagados, normalmente em segundos",
        de: "Bis alle Dateien des Fotos entfernt sind, meist nach Sekunden",
      },
    },
  },
  {
    node: LOCKS_PATH,
    what: {
      en: "A short lock so two organisers never change one photo at once.",
      pt: "Um bloqueio curto, para que duas pessoas da organização nunca alterem a mesma foto ao mesmo tempo.",
      de: "Eine kurze Sperre, damit nie zwei Mitglieder des Orga-Teams gleichzeitig dasselbe Foto ändern.",
    },
    personal: false,
    retention: { kind: "text", text: { en: "20 seconds at most", pt: "No máximo 20 segundos", de: "Höchstens 20 Sekunden" } },
  },
  {
    node: REMOVAL_REQUESTS_PATH,
    what: {
      en: "An open request to remove a photo: the photo, the reason, the e-mail address if one was given, and when.",
      pt: "Um pedido de remoção de foto em aberto: a foto, o motivo, o endereço de e-mail, se foi informado, e quando foi feito.",
      de: "Eine offene Bitte um Entfernung eines Fotos: das Foto, der Grund, die E-Mail-Adresse, falls angegeben, und der Zeitpunkt.",
    },
    personal: true,
    retention: {
      kind: "text",
      text: {
        en: "Until an organiser closes it",
        pt: "Até que alguém da organização o encerre",
        de: "Bis jemand aus dem Orga-Team sie abschließt",
      },
    },
  },
  {
    node: CLOSED_REMOVAL_REQUESTS_PATH,
    what: {
      en: "A closed request to remove a photo, with how it was answered and by whom.",
      pt: "Um pedido de remoção de foto já encerrado, com a forma como foi respondido e por quem.",
      de: "Eine abgeschlossene Bitte um Entfernung eines Fotos, mit der Antwort darauf und wer sie gegeben hat.",
    },
    personal: true,
    retention: {
      kind: "period",
      period: "closedRemovalRequestDays",
      after: { en: "it was closed", pt: "o encerramento", de: "dem Abschluss" },
    },
  },
  {
    node: AUDIT_PATH,
    what: {
      en: "Each organiser's review action: who (their e-mail address), what, which photo, when.",
      pt: "Cada ação de revisão da organização: quem (o endereço de e-mail da pessoa), o quê, qual foto e quando.",
      de: "Jede Prüfaktion des Orga-Teams: wer (die E-Mail-Adresse), was, welches Foto, wann.",
    },
    personal: true,
    retention: { kind: "period", period: "auditDays", after: { en: "the action", pt: "a ação", de: "der Aktion" } },
  },
  {
    node: "organisers",
    what: {
      en: "An organiser's account: e-mail address, password hash (scrypt), second-factor secret, failed sign-ins (deleted 14 days after the last one), the expiry of each session.",
      pt: "A conta de uma pessoa da organização: endereço de e-mail, hash da senha (scrypt), segredo do segundo fator, tentativas de login malsucedidas (excluídas 14 dias após a última) e a validade de cada sessão.",
      de: "Das Konto eines Mitglieds des Orga-Teams: E-Mail-Adresse, Passwort-Hash (scrypt), Geheimnis des zweiten Faktors, fehlgeschlagene Anmeldeversuche (gelöscht 14 Tage nach dem letzten), das Ablaufdatum jeder Sitzung.",
    },
    personal: true,
    retention: WITH_ACCOUNT,
  },
  {
    node: "organiserSessions",
    what: {
      en: "A signed-in session: the hash of its id, the organiser's e-mail address, when it began and ends.",
      pt: "Uma sessão com login: o hash do identificador, o endereço de e-mail da pessoa da organização, quando começou e quando termina.",
      de: "Eine angemeldete Sitzung: der Hashwert ihrer Kennung, die E-Mail-Adresse des Orga-Mitglieds, Beginn und Ende.",
    },
    personal: true,
    retention: { kind: "period", period: "sessionDays", after: { en: "sign-in", pt: "o login", de: "der Anmeldung" } },
  },
  {
    node: "organiserNotices",
    what: {
      en: "Notices for organisers (e.g. repeated failed sign-ins on an account) and who dismissed them.",
      pt: "Avisos para a organização (por exemplo, tentativas de login malsucedidas repetidas em uma conta) e quem os dispensou.",
      de: "Hinweise für das Orga-Team (z. B. wiederholte fehlgeschlagene Anmeldeversuche bei einem Konto) und wer sie als erledigt markiert hat.",
    },
    personal: true,
    retention: { kind: "period", period: "auditDays", after: { en: "the notice", pt: "o aviso", de: "dem Hinweis" } },
  },
  {
    node: MAIL_SETTINGS_PATH,
    what: {
      en: "Whether an organiser wants e-mail from the site.",
      pt: "Se uma pessoa da organização quer receber e-mails do site.",
      de: "Ob ein Mitglied des Orga-Teams E-Mails von der Website erhalten möchte.",
    },
    personal: true,
    retention: WITH_ACCOUNT,
  },
  {
    node: DIGESTS_PATH,
    what: {
      en: 'When the last "photos are waiting" e-mail went out, so only one copy of the site sends it.',
      pt: 'Quando saiu o último e-mail de "fotos aguardando", para que só uma instância do site o envie.',
      de: "Wann die letzte E-Mail „Fotos warten“ verschickt wurde, damit nur eine Instanz der Website sie sendet.",
    },
    personal: false,
    retention: WITH_SITE,
  },
  {
    node: "meta",
    what: {
      en: "The version of the stored data's layout, and whether an upgrade of it or a restore from a backup is under way.",
      pt: "A versão do formato dos dados armazenados e se uma atualização dele ou uma restauração de backup está em andamento.",
      de: "Die Version des Formats der gespeicherten Daten und ob gerade eine Aktualisierung oder eine Wiederherstellung aus einer Sicherung läuft.",
    },
    personal: false,
    retention: WITH_SITE,
  },
];

export const RECORD_NODES: ReadonlySet<string> = new Set(RECORD_KINDS.map((k) => k.node));

/** Archives of the whole site (BACKUP_DIR, or the scheduled job beside a Firebase site): `{period}`, `{count}`, `{every}` filled in. */
export const BACKUPS: { what: Text; kept: Text } = {
  what: {
    en: "Archives of everything above (photos, records, accounts, sign-ups), kept apart from the site so that a broken disk or a mistaken deletion loses nothing; used only to restore the site after such a loss.",
    pt: "Arquivos de tudo o que está acima (fotos, registros, contas, inscrições), guardados separados do site para que um disco com defeito ou uma exclusão por engano não faça perder nada; usados somente para restaurar o site depois de uma perda assim.",
    de: "Archive von allem oben Genannten (Fotos, Datensätze, Konten, Anmeldungen), getrennt von der Website aufbewahrt, damit eine defekte Festplatte oder ein versehentliches Löschen nichts verloren gehen lässt; nur verwendet, um die Website nach einem solchen Verlust wiederherzustellen.",
  },
  kept: {
    en: "At most {period}: the newest {count} archives, one every {every}. After a restore, everything whose period above has passed since the archive was made is deleted at once",
    pt: "No máximo {period}: os {count} arquivos mais recentes, um a cada {every}. Depois de uma restauração, tudo cujo prazo acima tenha passado desde que o arquivo foi feito é excluído imediatamente",
    de: "Höchstens {period}: die neuesten {count} Archive, eines alle {every}. Nach einer Wiederherstellung wird alles sofort gelöscht, dessen oben genannte Frist seit dem Erstellen des Archivs abgelaufen ist",
  },
};

export interface StorageFolder {
  /** The first folder of an object's path. */
  folder: string;
  what: Text;
  personal: boolean;
  retention: RetentionRule;
}

/** Every top-level folder of the media storage (the bucket, or `storage/` of the embedded default). */
export const STORAGE_FOLDERS: readonly StorageFolder[] = [
  {
    folder: "images",
    what: {
      en: "Shared photos and clips (without location, names, serial numbers and other personal metadata; a clip as a copy of at most 1280 px that every browser plays, the file sent is not kept), a clip's still frame, and 100 px thumbnails.",
      pt: "Fotos e vídeos compartilhados (sem localização, nomes, números de série e outros metadados pessoais; um vídeo como uma cópia de no máximo 1280 px que todo navegador reproduz, o arquivo enviado não é guardado), um quadro parado de cada vídeo e miniaturas de 100 px.",
      de: "Geteilte Fotos und Videos (ohne Standort, Namen, Seriennummern und andere personenbezogene Metadaten; ein Video als Kopie mit höchstens 1280 px, die jeder Browser abspielt, die gesendete Datei wird nicht aufbewahrt), ein Standbild jedes Videos und Vorschaubilder mit 100 px.",
    },
    personal: true,
    retention: WITH_PHOTO,
  },
  {
    folder: "variants",
    what: {
      en: "Smaller copies of each image for phones and screens.",
      pt: "Cópias menores de cada imagem para celulares e telas.",
      de: "Kleinere Kopien jedes Bildes für Smartphones und Bildschirme.",
    },
    personal: true,
    retention: WITH_PHOTO,
  },
  {
    folder: "uploads-partial",
    what: {
      en: "A photo still being sent in parts (on Firebase; the embedded default keeps them beside the data).",
      pt: "Uma foto que ainda está sendo enviada em partes (no Firebase; a instalação padrão, sem Firebase, as guarda junto aos dados).",
      de: "Ein Foto, das noch in Teilen gesendet wird (bei Firebase; die eingebaute Standardspeicherung legt sie neben den Daten ab).",
    },
    personal: true,
    retention: {
      kind: "period",
      period: "partialUploadHours",
      after: { en: "the last part arrived", pt: "a chegada da última parte", de: "Eingang des letzten Teils" },
    },
  },
  ...["misc", "team", "covers", "events", "rates"].map((folder): StorageFolder => ({
    folder,
    what: {
      en: "The festival's own images and team portraits.",
      pt: "As imagens do próprio festival e os retratos da equipe.",
      de: "Die eigenen Bilder des Festivals und Porträts des Teams.",
    },
    personal: false,
    retention: WITH_SITE,
  })),
];

export const STORAGE_FOLDER_NAMES: ReadonlySet<string> = new Set(STORAGE_FOLDERS.map((f) => f.folder));

/** The embedded default's working files in DATA_DIR, beside its media and database folders. */
export const DATA_DIR_WORKING_ENTRIES: readonly string[] = [
  "database.journal.json",
  "database.lock",
  "uploads-partial",
  "tmp",
  "cache",
  ".demo-media-seeded",
];
