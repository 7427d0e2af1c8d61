import type { Text } from "./localize";

// The words of the privacy inventory (app/lib/privacy-inventory.ts) in every language: what each cookie,
// database node, storage folder and outside service is for, and how long it is kept, in words. The facts
// they go with (names, paths, hosts, which configured period applies) stay in the inventory, which takes
// each entry's words from here by its key. A translation keeps every `{name}` of the English.

/** What a node or folder holds; `after`: the moment its configured period counts from; `kept`: its retention in words. */
export interface EntryWords {
  what: Text;
  after?: Text;
  kept?: Text;
}

export interface CookieWords {
  who: Text;
  purpose: Text;
  holds: Text;
}

export interface ServiceWords {
  name: Text;
  role: Text;
  when: Text;
  /** For transfers outside the EU/EEA. */
  transfer: Text | null;
}

/** The sentences around a period, `{period}` and `{after}` filled in; German takes the period in the accusative. */
export const RETENTION_TEXTS = {
  period: {
    en: "{period} after {after}",
    pt: "{period} após {after}",
    de: "{period} nach {after}",
  },
  atOnce: {
    en: "Deleted as soon as {after}",
    pt: "Excluído logo após {after}",
    de: "Wird direkt nach {after} gelöscht",
  },
  photo: {
    en: "As long as the photo is shown; {period} after an organiser hid it; at once when it is withdrawn or deleted",
    pt: "Enquanto a foto estiver sendo exibida; {period} depois que alguém da organização a ocultou; imediatamente quando ela é retirada ou excluída",
    de: "Solange das Foto gezeigt wird; {period}, nachdem jemand aus dem Orga-Team es verborgen hat; sofort, wenn es zurückgezogen oder gelöscht wird",
  },
  session: {
    en: "Until the browser closes; the session ends after {period} at the latest",
    pt: "Até o navegador ser fechado; a sessão termina no máximo {period} após o login",
    de: "Bis der Browser geschlossen wird; die Sitzung endet spätestens {period} nach der Anmeldung",
  },
} as const satisfies Record<string, Text>;

/** Retention said the same way for many entries. */
export const KEPT = {
  withAccount: {
    en: "As long as the account exists; deleted with it",
    pt: "Enquanto a conta existir; excluído junto com ela",
    de: "Solange das Konto besteht; wird mit ihm gelöscht",
  },
  withSite: {
    en: "As long as the site runs (no personal data)",
    pt: "Enquanto o site estiver no ar (sem dados pessoais)",
    de: "Solange die Website betrieben wird (keine personenbezogenen Daten)",
  },
} satisfies Record<string, Text>;

const UPLOADERS: Text = { en: "Uploaders", pt: "Quem envia fotos", de: "Wer Fotos hochlädt" };

export const COOKIE_WORDS = {
  uploadNotice: {
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
    who: {
      en: "Organisers",
      pt: "Organização",
      de: "Orga-Team",
    },
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
} satisfies Record<string, CookieWords>;

export const RECORD_WORDS = {
  records: {
    what: {
      en: "A shared photo's record: title, description, the description for people who cannot see it, tags, date, the day it was taken, place, venue, edition, boat, the photographer's name if one was given, size, type, its file addresses, when it was shared, and when consent was given under which version of this notice.",
      pt: "O registro de uma foto compartilhada: título, descrição, a descrição para quem não pode vê-la, tags, data, o dia em que foi tirada, lugar, local do evento, edição, barco, o nome de quem fotografou, se foi informado, tamanho, tipo, os endereços dos seus arquivos, quando foi compartilhada e quando o consentimento foi dado, sob qual versão deste aviso.",
      de: "Der Datensatz eines geteilten Fotos: Titel, Beschreibung, die Beschreibung für Menschen, die es nicht sehen können, Schlagwörter, Datum, der Tag der Aufnahme, Ort, Veranstaltungsort, Ausgabe, Boot, der Name der fotografierenden Person, falls angegeben, Größe, Dateityp, die Adressen seiner Dateien, wann es geteilt wurde und wann die Einwilligung nach welcher Fassung dieser Datenschutzerklärung erteilt wurde.",
    },
  },
  review: {
    what: {
      en: "A shared photo's review state and when it last changed.",
      pt: "A situação de revisão de uma foto compartilhada e quando ela mudou pela última vez.",
      de: "Der Prüfstatus eines geteilten Fotos und wann er sich zuletzt geändert hat.",
    },
  },
  reviewIndex: {
    what: {
      en: "The photos waiting, approved or hidden, for the organisers' lists.",
      pt: "As fotos aguardando revisão, aprovadas ou ocultas, para as listas da organização.",
      de: "Die wartenden, freigegebenen oder verborgenen Fotos, für die Listen des Orga-Teams.",
    },
  },
  gallery: {
    what: {
      en: "The public list of approved photos: title, the description for people who cannot see it, file addresses, size, edition, boat, day taken and the photographer's name if one was given, and the same photos listed by photographer, boat and day.",
      pt: "A lista pública de fotos aprovadas: título, a descrição para quem não pode vê-las, endereços dos arquivos, tamanho, edição, barco, dia em que foi tirada e o nome de quem fotografou, se foi informado, e as mesmas fotos listadas por fotógrafo, barco e dia.",
      de: "Die öffentliche Liste der freigegebenen Fotos: Titel, die Beschreibung für Menschen, die sie nicht sehen können, Dateiadressen, Größe, Ausgabe, Boot, Aufnahmetag und der Name der fotografierenden Person, falls angegeben, sowie dieselben Fotos nach Person, Boot und Tag geordnet.",
    },
  },
  photoNews: {
    what: {
      en: "Which approved photos of an edition the participants' e-mail has not announced yet.",
      pt: "Quais fotos aprovadas de uma edição o e-mail aos participantes ainda não anunciou.",
      de: "Welche freigegebenen Fotos einer Ausgabe die E-Mail an die Teilnehmenden noch nicht angekündigt hat.",
    },
    kept: {
      en: "Until the next e-mail about new photos, or until the photo goes",
      pt: "Até o próximo e-mail sobre fotos novas, ou até a foto ser removida",
      de: "Bis zur nächsten E-Mail über neue Fotos oder bis das Foto entfernt wird",
    },
  },
  photoMail: {
    what: {
      en: "A participant's sign-up for e-mail about an edition's new photos: the e-mail address, the language, when it was made and confirmed, and fingerprints (SHA-256) of the secrets in its confirm and unsubscribe links, never the secrets. Its key is a keyed hash of the address.",
      pt: "A inscrição de um participante para receber e-mails sobre fotos novas de uma edição: o endereço de e-mail, o idioma, quando foi feita e confirmada, e impressões digitais (SHA-256) dos segredos dos seus links de confirmação e de cancelamento, nunca os segredos. A chave dela é um hash do endereço feito com uma chave secreta.",
      de: "Die Anmeldung einer teilnehmenden Person für E-Mails über neue Fotos einer Ausgabe: die E-Mail-Adresse, die Sprache, wann sie erfolgte und bestätigt wurde, und Fingerabdrücke (SHA-256) der Geheimnisse in ihren Bestätigungs- und Abmeldelinks, nie die Geheimnisse selbst. Ihr Schlüssel ist ein mit einem geheimen Schlüssel gebildeter Hashwert der Adresse.",
    },
    after: {
      en: "the edition ends; unconfirmed: 48 hours after the sign-up; at once when you unsubscribe",
      pt: "o fim da edição; sem confirmação: 48 horas após a inscrição; imediatamente quando você cancela a inscrição",
      de: "dem Ende der Ausgabe; unbestätigt: 48 Stunden nach der Anmeldung; sofort, wenn du dich abmeldest",
    },
  },
  photoMailSends: {
    what: {
      en: "When the last e-mails about an edition's new photos went out and how many photos they named, so only one copy of the site sends them.",
      pt: "Quando saíram os últimos e-mails sobre fotos novas de uma edição e quantas fotos eles citaram, para que só uma instância do site os envie.",
      de: "Wann die letzten E-Mails über neue Fotos einer Ausgabe verschickt wurden und wie viele Fotos sie nannten, damit nur eine Instanz der Website sie sendet.",
    },
  },
  claims: {
    what: {
      en: "That a photo key is taken, so two uploads never share one.",
      pt: "Que uma chave de foto já está em uso, para que dois envios nunca tenham a mesma.",
      de: "Dass ein Fotoschlüssel vergeben ist, damit nie zwei Uploads denselben bekommen.",
    },
  },
  hashClaims: {
    what: {
      en: "A fingerprint (SHA-256) of each photo's bytes, so the same photo is never stored twice.",
      pt: "Uma impressão digital (SHA-256) dos bytes de cada foto, para que a mesma foto nunca seja guardada duas vezes.",
      de: "Ein Fingerabdruck (SHA-256) der Bytes jedes Fotos, damit dasselbe Foto nie doppelt gespeichert wird.",
    },
  },
  requestClaims: {
    what: {
      en: "The random id a browser sends with each photo, so a retried upload gets its first answer.",
      pt: "O identificador aleatório que o navegador envia com cada foto, para que um envio repetido receba a primeira resposta.",
      de: "Die zufällige Kennung, die ein Browser mit jedem Foto sendet, damit ein wiederholter Upload seine erste Antwort erhält.",
    },
  },
  deletions: {
    what: {
      en: "The files of a photo being deleted, until all are gone.",
      pt: "Os arquivos de uma foto em exclusão, até que todos tenham sido apagados.",
      de: "Die Dateien eines Fotos, das gerade gelöscht wird, bis alle entfernt sind.",
    },
    kept: {
      en: "Until every file of the photo is gone, usually seconds",
      pt: "Até que todos os arquivos da foto tenham sido apagados, normalmente em segundos",
      de: "Bis alle Dateien des Fotos entfernt sind, meist nach Sekunden",
    },
  },
  locks: {
    what: {
      en: "A short lock so two organisers never change one photo at once.",
      pt: "Um bloqueio curto, para que duas pessoas da organização nunca alterem a mesma foto ao mesmo tempo.",
      de: "Eine kurze Sperre, damit nie zwei Mitglieder des Orga-Teams gleichzeitig dasselbe Foto ändern.",
    },
    kept: {
      en: "20 seconds at most",
      pt: "No máximo 20 segundos",
      de: "Höchstens 20 Sekunden",
    },
  },
  removalRequests: {
    what: {
      en: "An open request to remove a photo: the photo, the reason, the e-mail address if one was given, and when.",
      pt: "Um pedido de remoção de foto em aberto: a foto, o motivo, o endereço de e-mail, se foi informado, e quando foi feito.",
      de: "Eine offene Bitte um Entfernung eines Fotos: das Foto, der Grund, die E-Mail-Adresse, falls angegeben, und der Zeitpunkt.",
    },
    kept: {
      en: "Until an organiser closes it",
      pt: "Até que alguém da organização o encerre",
      de: "Bis jemand aus dem Orga-Team sie abschließt",
    },
  },
  closedRemovalRequests: {
    what: {
      en: "A closed request to remove a photo, with how it was answered and by whom.",
      pt: "Um pedido de remoção de foto já encerrado, com a forma como foi respondido e por quem.",
      de: "Eine abgeschlossene Bitte um Entfernung eines Fotos, mit der Antwort darauf und wer sie gegeben hat.",
    },
    after: {
      en: "it was closed",
      pt: "o encerramento",
      de: "dem Abschluss",
    },
  },
  audit: {
    what: {
      en: "Each organiser's review action: who (their e-mail address), what, which photo, when.",
      pt: "Cada ação de revisão da organização: quem (o endereço de e-mail da pessoa), o quê, qual foto e quando.",
      de: "Jede Prüfaktion des Orga-Teams: wer (die E-Mail-Adresse), was, welches Foto, wann.",
    },
    after: {
      en: "the action",
      pt: "a ação",
      de: "der Aktion",
    },
  },
  organisers: {
    what: {
      en: "An organiser's account: e-mail address, password hash (scrypt), second-factor secret, failed sign-ins (deleted 14 days after the last one), the expiry of each session.",
      pt: "A conta de uma pessoa da organização: endereço de e-mail, hash da senha (scrypt), segredo do segundo fator, tentativas de login malsucedidas (excluídas 14 dias após a última) e a validade de cada sessão.",
      de: "Das Konto eines Mitglieds des Orga-Teams: E-Mail-Adresse, Passwort-Hash (scrypt), Geheimnis des zweiten Faktors, fehlgeschlagene Anmeldeversuche (gelöscht 14 Tage nach dem letzten), das Ablaufdatum jeder Sitzung.",
    },
  },
  organiserSessions: {
    what: {
      en: "A signed-in session: the hash of its id, the organiser's e-mail address, when it began and ends.",
      pt: "Uma sessão com login: o hash do identificador, o endereço de e-mail da pessoa da organização, quando começou e quando termina.",
      de: "Eine angemeldete Sitzung: der Hashwert ihrer Kennung, die E-Mail-Adresse des Orga-Mitglieds, Beginn und Ende.",
    },
    after: {
      en: "sign-in",
      pt: "o login",
      de: "der Anmeldung",
    },
  },
  organiserNotices: {
    what: {
      en: "Notices for organisers (e.g. repeated failed sign-ins on an account) and who dismissed them.",
      pt: "Avisos para a organização (por exemplo, tentativas de login malsucedidas repetidas em uma conta) e quem os dispensou.",
      de: "Hinweise für das Orga-Team (z. B. wiederholte fehlgeschlagene Anmeldeversuche bei einem Konto) und wer sie als erledigt markiert hat.",
    },
    after: {
      en: "the notice",
      pt: "o aviso",
      de: "dem Hinweis",
    },
  },
  mailSettings: {
    what: {
      en: "Whether an organiser wants e-mail from the site.",
      pt: "Se uma pessoa da organização quer receber e-mails do site.",
      de: "Ob ein Mitglied des Orga-Teams E-Mails von der Website erhalten möchte.",
    },
  },
  digests: {
    what: {
      en: 'When the last "photos are waiting" e-mail went out, so only one copy of the site sends it.',
      pt: 'Quando saiu o último e-mail de "fotos aguardando", para que só uma instância do site o envie.',
      de: "Wann die letzte E-Mail „Fotos warten“ verschickt wurde, damit nur eine Instanz der Website sie sendet.",
    },
  },
  meta: {
    what: {
      en: "The version of the stored data's layout, and whether an upgrade of it or a restore from a backup is under way.",
      pt: "A versão do formato dos dados armazenados e se uma atualização dele ou uma restauração de backup está em andamento.",
      de: "Die Version des Formats der gespeicherten Daten und ob gerade eine Aktualisierung oder eine Wiederherstellung aus einer Sicherung läuft.",
    },
  },
} satisfies Record<string, EntryWords>;

/** `siteImages`: each folder of the festival's own images. */
export const FOLDER_WORDS = {
  images: {
    what: {
      en: "Shared photos and clips (without location, names, serial numbers and other personal metadata; a clip as a copy of at most 1280 px that every browser plays, the file sent is not kept), a clip's still frame, and 100 px thumbnails.",
      pt: "Fotos e vídeos compartilhados (sem localização, nomes, números de série e outros metadados pessoais; um vídeo como uma cópia de no máximo 1280 px que todo navegador reproduz, o arquivo enviado não é guardado), um quadro parado de cada vídeo e miniaturas de 100 px.",
      de: "Geteilte Fotos und Videos (ohne Standort, Namen, Seriennummern und andere personenbezogene Metadaten; ein Video als Kopie mit höchstens 1280 px, die jeder Browser abspielt, die gesendete Datei wird nicht aufbewahrt), ein Standbild jedes Videos und Vorschaubilder mit 100 px.",
    },
  },
  variants: {
    what: {
      en: "Smaller copies of each image for phones and screens.",
      pt: "Cópias menores de cada imagem para celulares e telas.",
      de: "Kleinere Kopien jedes Bildes für Smartphones und Bildschirme.",
    },
  },
  uploadsPartial: {
    what: {
      en: "A photo still being sent in parts (on Firebase; the embedded default keeps them beside the data).",
      pt: "Uma foto que ainda está sendo enviada em partes (no Firebase; a instalação padrão, sem Firebase, as guarda junto aos dados).",
      de: "Ein Foto, das noch in Teilen gesendet wird (bei Firebase; die eingebaute Standardspeicherung legt sie neben den Daten ab).",
    },
    after: {
      en: "the last part arrived",
      pt: "a chegada da última parte",
      de: "Eingang des letzten Teils",
    },
  },
  siteImages: {
    what: {
      en: "The festival's own images and team portraits.",
      pt: "As imagens do próprio festival e os retratos da equipe.",
      de: "Die eigenen Bilder des Festivals und Porträts des Teams.",
    },
  },
} satisfies Record<string, EntryWords>;

/** Archives of the whole site: `{period}`, `{count}`, `{every}` filled in. */
export const BACKUP_WORDS = {
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
} satisfies Record<string, Text>;

export const SERVICE_WORDS = {
  google: {
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
  smtp: {
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
    when: {
      en: "For e-mails to organisers (photos waiting for review, a removal request, repeated failed sign-ins) and to participants who signed up for them (the confirmation link, then new photos of their edition).",
      pt: "Para e-mails à organização (fotos aguardando revisão, um pedido de remoção, tentativas de login malsucedidas repetidas) e aos participantes que se inscreveram para recebê-los (o link de confirmação e, depois, fotos novas da sua edição).",
      de: "Für E-Mails an das Orga-Team (Fotos, die auf Prüfung warten, eine Bitte um Entfernung, wiederholte fehlgeschlagene Anmeldeversuche) und an Teilnehmende, die sich dafür angemeldet haben (der Bestätigungslink, danach neue Fotos ihrer Ausgabe).",
    },
    transfer: null,
  },
  youtube: {
    name: {
      en: "YouTube (Google Ireland Limited), in its privacy-enhanced mode (youtube-nocookie.com)",
      pt: "YouTube (Google Ireland Limited), no modo de privacidade avançada (youtube-nocookie.com)",
      de: "YouTube (Google Ireland Limited), im erweiterten Datenschutzmodus (youtube-nocookie.com)",
    },
    role: {
      en: "Shows the festival video.",
      pt: "Exibe o vídeo do festival.",
      de: "Zeigt das Festivalvideo.",
    },
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
} satisfies Record<string, ServiceWords>;
