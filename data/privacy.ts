import type { Text } from "./localize";

// The words of the privacy notice (/privacy) in every language. The facts it states come from
// elsewhere and are filled in where a text says `{name}`: the periods from the configuration, the
// date from PRIVACY_NOTICE_VERSION, the cookies, records and services from the privacy inventory.
// `<link>…</link>` marks the words of a link. A translation keeps every `{name}` and tag of the English.

export interface PrivacyContent {
  kicker: Text;
  title: Text;
  /** `<time>{date}</time>`: the notice's version. */
  lead: Text;
  short: { title: Text; items: Text[] };
  controller: { title: Text; intro: Text; contact: Text };
  processing: {
    title: Text;
    /** The heading of each fact of a processing. */
    terms: {
      data: Text;
      why: Text;
      legalBasis: Text;
      kept: Text;
      recipients: Text;
      audience: Text;
      control: Text;
      sent: Text;
      what: Text;
      removal: Text;
    };
    visiting: { title: Text; data: Text; why: Text; legalBasis: Text; kept: Text; recipients: Text };
    photos: {
      title: Text;
      data: Text;
      why: Text;
      legalBasis: Text;
      /** With photo review on. */
      audienceReviewed: Text;
      /** With photo review off. */
      audiencePublic: Text;
      audienceOrganisers: Text;
      kept: Text;
      control: Text;
    };
    removal: { title: Text; data: Text; why: Text; legalBasis: Text; keptThen: Text; keptUntilClosed: Text };
    organisers: { title: Text; data: Text; why: Text; legalBasis: Text; kept: Text };
    email: { title: Text; data: Text; why: Text; legalBasis: Text; recipients: Text };
    /** `{photoMail}`: RETAIN_PHOTO_MAIL_DAYS in words. */
    photoMail: { title: Text; data: Text; why: Text; legalBasis: Text; kept: Text; recipients: Text; control: Text };
    video: { title: Text; data: Text; why: Text; legalBasis: Text };
    links: { title: Text; data: Text; why: Text; sent: Text };
    device: { title: Text; what: Text; legalBasis: Text; removal: Text };
  };
  cookies: { title: Text; intro: Text; caption: Text; columns: [Text, Text, Text, Text, Text] };
  kept: { title: Text; intro: Text; caption: Text; columns: [Text, Text, Text] };
  recipients: { title: Text; intro: Text };
  rights: { title: Text; intro: Text; items: Text[]; complaint: Text; voluntary: Text };
  changes: { title: Text; text: Text };
}

export const privacy: PrivacyContent = {
  kicker: { en: "Privacy notice", pt: "Aviso de privacidade", de: "Datenschutzerklärung" },
  title: { en: "Privacy", pt: "Privacidade", de: "Datenschutz" },
  lead: {
    en: "What this website does with personal data, in plain words. Version of <time>{date}</time>.",
    pt: "O que este site faz com dados pessoais, em palavras simples. Versão de <time>{date}</time>.",
    de: "Was diese Website mit personenbezogenen Daten macht, in klaren Worten. Stand: <time>{date}</time>.",
  },
  short: {
    title: { en: "In short", pt: "Em resumo", de: "Das Wichtigste in Kürze" },
    items: [
      {
        en: "Reading this site sets no cookie and keeps nothing about you. There is no analytics, no tracking, no advertising and no social media plug-in.",
        pt: "Ler este site não grava nenhum cookie nem guarda nada sobre você. Não há análise de audiência, rastreamento, publicidade nem plug-in de redes sociais.",
        de: "Wer diese Website nur liest, bekommt kein Cookie, und wir speichern nichts über dich. Es gibt keine Reichweitenmessung, kein Tracking, keine Werbung und keine Social-Media-Plugins.",
      },
      {
        en: "Fonts, styles and scripts come from our own server; nothing is loaded from other companies while you read.",
        pt: "Fontes, estilos e scripts vêm do nosso próprio servidor; nada é carregado de outras empresas enquanto você lê.",
        de: "Schriften, Stylesheets und Skripte kommen von unserem eigenen Server; während du liest, wird nichts von anderen Unternehmen geladen.",
      },
      {
        en: "The server's log of requests holds no IP address.",
        pt: "O registro de requisições do servidor não contém nenhum endereço IP.",
        de: "Das Anfrageprotokoll des Servers enthält keine IP-Adressen.",
      },
      {
        en: "Photos you share are checked by an organiser before anyone else sees them; their location, camera serial numbers and other personal details are removed first.",
        pt: "As fotos que você compartilha são conferidas por alguém da organização antes que outras pessoas as vejam; antes disso, removemos a localização, os números de série da câmera e outros dados pessoais.",
        de: "Fotos, die du teilst, prüft jemand aus dem Orga-Team, bevor andere sie sehen; Standort, Seriennummern der Kamera und andere persönliche Angaben werden vorher entfernt.",
      },
      {
        en: "Nothing is loaded from YouTube until you click the video.",
        pt: "Nada é carregado do YouTube até você clicar no vídeo.",
        de: "Von YouTube wird erst etwas geladen, wenn du auf das Video klickst.",
      },
    ],
  },
  controller: {
    title: { en: "Who is responsible", pt: "Responsável pelo tratamento", de: "Verantwortlicher" },
    intro: {
      en: "The controller under the General Data Protection Regulation (GDPR) is:",
      pt: "O responsável pelo tratamento dos dados (controlador), nos termos do Regulamento Geral sobre a Proteção de Dados (UE) 2016/679 (RGPD), é:",
      de: "Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:",
    },
    contact: {
      en: "Write to this address about anything on this page. The <link>imprint</link> has the rest of our details.",
      pt: "Escreva para este endereço sobre qualquer assunto desta página. Os demais dados sobre nós estão nas <link>informações legais</link>.",
      de: "Bei allen Fragen zu dieser Seite kannst du dich an diese Adresse wenden. Unsere weiteren Angaben findest du im <link>Impressum</link>.",
    },
  },
  processing: {
    title: {
      en: "What we process, why, and for how long",
      pt: "O que tratamos, por quê e por quanto tempo",
      de: "Welche Daten wir verarbeiten, zu welchen Zwecken und wie lange",
    },
    terms: {
      data: { en: "Data", pt: "Dados", de: "Daten" },
      why: { en: "Why", pt: "Finalidade", de: "Zweck" },
      legalBasis: { en: "Legal basis", pt: "Base legal", de: "Rechtsgrundlage" },
      kept: { en: "Kept", pt: "Retenção", de: "Speicherdauer" },
      recipients: { en: "Who receives it", pt: "Destinatários", de: "Empfänger" },
      audience: { en: "Who sees it", pt: "Quem vê", de: "Wer die Fotos sieht" },
      control: { en: "Your control", pt: "O que você controla", de: "Was du selbst tun kannst" },
      sent: { en: "What we send", pt: "O que enviamos", de: "Was wir übermitteln" },
      what: { en: "What", pt: "O que é guardado", de: "Was gespeichert wird" },
      removal: { en: "How to remove it", pt: "Como remover", de: "So entfernst du es" },
    },
    visiting: {
      title: { en: "Visiting the site", pt: "Visita ao site", de: "Besuch der Website" },
      data: {
        en: "Your IP address, the address you ask for, and what your browser sends with every request (such as its name and language).",
        pt: "O seu endereço IP, o endereço que você acessa e o que o seu navegador envia a cada requisição (como o nome e o idioma dele).",
        de: "Deine IP-Adresse, die aufgerufene Adresse und die Angaben, die dein Browser mit jeder Anfrage sendet (etwa seinen Namen und seine Sprache).",
      },
      why: {
        en: "To send you the pages, and to protect the site from abuse: uploads, organiser sign-ins, removal requests and sign-ups for e-mail about new photos are limited per IP address (IPv6: per /64 network).",
        pt: "Para entregar as páginas a você e proteger o site contra abusos: envios de fotos, logins da organização, pedidos de remoção e inscrições para e-mails sobre fotos novas são limitados por endereço IP (IPv6: por rede /64).",
        de: "Um dir die Seiten auszuliefern und die Website vor Missbrauch zu schützen: Uploads, Anmeldungen des Orga-Teams, Bitten um Entfernung und Anmeldungen für E-Mails über neue Fotos sind pro IP-Adresse begrenzt (IPv6: pro /64-Netz).",
      },
      legalBasis: {
        en: "Art. 6(1)(f) GDPR: our legitimate interest in a site that works and stays safe.",
        pt: "Art. 6º, nº 1, alínea f, do RGPD: o nosso interesse legítimo em um site que funcione e continue seguro.",
        de: "Art. 6 Abs. 1 lit. f DSGVO: unser berechtigtes Interesse an einer funktionierenden und sicheren Website.",
      },
      kept: {
        en: "The log of requests holds the method, address (without what follows a “?”), status, size and time of each request, and may hold the name and version your browser gives, never an IP address or an e-mail address. The rate limits keep an address with its count in the server's memory for one minute (removal requests and sign-ups for e-mail: one hour), then forget it. Warnings in the server's output show at most a shortened address (the last part removed).",
        pt: "O registro de requisições guarda o método, o endereço (sem o que vem depois de um “?”), o status, o tamanho e o horário de cada requisição, e pode guardar o nome e a versão que o seu navegador informa, nunca um endereço IP nem um endereço de e-mail. Para os limites, o servidor mantém um endereço IP com a sua contagem na memória por um minuto (pedidos de remoção e inscrições para e-mails: uma hora) e depois o esquece. Avisos na saída do servidor mostram no máximo um endereço encurtado (sem a última parte).",
        de: "Das Anfrageprotokoll enthält Methode, Adresse (ohne das, was auf ein „?“ folgt), Status, Größe und Zeitpunkt jeder Anfrage und kann Namen und Version enthalten, die dein Browser angibt, nie eine IP-Adresse oder E-Mail-Adresse. Für die Begrenzung hält der Server eine IP-Adresse mit ihrem Zähler eine Minute lang im Arbeitsspeicher (bei Bitten um Entfernung und Anmeldungen für E-Mails eine Stunde) und vergisst sie dann. Warnmeldungen in der Ausgabe des Servers zeigen höchstens eine gekürzte Adresse (ohne ihren letzten Teil).",
      },
      recipients: {
        en: "The company that hosts our server, as our processor.",
        pt: "A empresa que hospeda o nosso servidor, como nosso operador.",
        de: "Das Unternehmen, das unseren Server hostet, als unser Auftragsverarbeiter.",
      },
    },
    photos: {
      title: { en: "Sharing photos", pt: "Compartilhamento de fotos", de: "Fotos teilen" },
      data: {
        en: "The photos you choose, which may show people; what you type in the form (title, description, tags, date, city, venue, edition, boat); your name, only if you give one: it is shown publicly with your photos once they are approved (“Photo by …”), and this device remembers it for next time (see the cookies below); each photo's size, type and date taken, and the day it was taken (else the day it was shared); when it was shared; when you gave your consent and under which version of this notice; a fingerprint of the photo's bytes so it is never stored twice. We do not ask for your e-mail address, and your name is up to you: every photo is recorded as shared by “anonymous” either way. Before a photo is stored, its location, names, camera serial numbers and other personal metadata are removed; its pixels stay as they are.",
        pt: "As fotos que você escolhe, que podem mostrar pessoas; o que você digita no formulário (título, descrição, tags, data, cidade, local, edição, barco); o seu nome, só se você o informar: ele aparece publicamente com as suas fotos depois que elas forem aprovadas (“Foto de …”), e este aparelho o guarda para a próxima vez (veja os cookies abaixo); o tamanho, o tipo e a data em que cada foto foi tirada, e o dia em que foi tirada (ou, sem ele, o dia em que foi compartilhada); quando ela foi compartilhada; quando você deu o seu consentimento e sob qual versão deste aviso; uma impressão digital dos bytes da foto, para que ela nunca seja guardada duas vezes. Não pedimos o seu endereço de e-mail, e informar o nome fica a seu critério: de qualquer forma, toda foto é registrada como compartilhada por “anonymous” (anônimo). Antes de uma foto ser guardada, removemos a localização, nomes, números de série da câmera e outros metadados pessoais; os pixels ficam como estão.",
        de: "Die Fotos, die du auswählst und auf denen Personen zu sehen sein können; was du in das Formular einträgst (Titel, Beschreibung, Schlagwörter, Datum, Stadt, Veranstaltungsort, Ausgabe, Boot); dein Name, nur wenn du ihn angibst: Er steht nach der Freigabe öffentlich bei deinen Fotos („Foto von …“), und dieses Gerät merkt ihn sich für das nächste Mal (siehe die Cookies unten); Größe, Dateityp und Aufnahmedatum jedes Fotos und der Tag der Aufnahme (ohne ihn der Tag, an dem es geteilt wurde); wann es geteilt wurde; wann du eingewilligt hast und nach welcher Fassung dieser Datenschutzerklärung; ein Fingerabdruck der Bytes des Fotos, damit es nie doppelt gespeichert wird. Nach deiner E-Mail-Adresse fragen wir nicht, und ob du deinen Namen angibst, entscheidest du: Jedes Foto wird so oder so als von „anonymous“ (anonym) geteilt gespeichert. Bevor ein Foto gespeichert wird, werden Standort, Namen, Seriennummern der Kamera und andere personenbezogene Metadaten entfernt; die Bildpunkte bleiben unverändert.",
      },
      why: {
        en: "To show the week's photos in each edition's gallery, on the party screen and in the photo download.",
        pt: "Para mostrar as fotos da semana na galeria de cada edição, no telão da festa e no download de fotos.",
        de: "Um die Fotos der Woche in der Galerie jeder Ausgabe, auf dem Bildschirm der Party und im Foto-Download zu zeigen.",
      },
      legalBasis: {
        en: "Art. 6(1)(a) GDPR: your consent, given with the box on the form. With it you also confirm that you took the photos or may share them, and that the people in them agree to being shown (§ 22 KUG). If you are under 16, please ask a parent first. You can withdraw your consent at any time, without affecting what happened before.",
        pt: "Art. 6º, nº 1, alínea a, do RGPD: o seu consentimento, dado ao marcar a caixa do formulário. Com ele, você também confirma que tirou as fotos ou pode compartilhá-las e que as pessoas que aparecem nelas concordam em ser mostradas (§ 22 da KUG, a lei alemã sobre o direito à própria imagem). Se você tiver menos de 16 anos, peça antes a autorização de seus pais ou responsáveis. Você pode retirar o seu consentimento a qualquer momento, sem afetar a licitude do que foi feito antes (art. 7º, nº 3, do RGPD).",
        de: "Art. 6 Abs. 1 lit. a DSGVO: deine Einwilligung, die du mit dem Kästchen im Formular erteilst. Damit bestätigst du auch, dass du die Fotos selbst aufgenommen hast oder sie teilen darfst und dass die abgebildeten Personen damit einverstanden sind, gezeigt zu werden (§ 22 KUG). Wenn du unter 16 bist, frag bitte vorher deine Eltern. Du kannst deine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO); die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt.",
      },
      audienceReviewed: {
        en: "Our organisers see each photo first; once one of them approves it, anyone can see and download it in the edition's gallery, and search engines may list the gallery pages.",
        pt: "A organização vê cada foto primeiro; depois que alguém dela aprova a foto, qualquer pessoa pode vê-la e baixá-la na galeria da edição, e mecanismos de busca podem listar as páginas da galeria.",
        de: "Zuerst sieht das Orga-Team jedes Foto; sobald ein Mitglied des Orga-Teams es freigibt, kann jede Person es in der Galerie der Ausgabe sehen und herunterladen, und Suchmaschinen können die Galerieseiten aufnehmen.",
      },
      audiencePublic: {
        en: "The photo is public at once in the edition's gallery: anyone can see and download it, and search engines may list the gallery pages.",
        pt: "A foto fica pública imediatamente na galeria da edição: qualquer pessoa pode vê-la e baixá-la, e mecanismos de busca podem listar as páginas da galeria.",
        de: "Das Foto ist sofort öffentlich in der Galerie der Ausgabe: Jede Person kann es sehen und herunterladen, und Suchmaschinen können die Galerieseiten aufnehmen.",
      },
      audienceOrganisers: {
        en: "Organisers can correct a photo's details, hide it or delete it.",
        pt: "A organização pode corrigir os dados de uma foto, ocultá-la ou excluí-la.",
        de: "Das Orga-Team kann die Angaben zu einem Foto korrigieren, es verbergen oder löschen.",
      },
      kept: {
        en: "As long as the photo is shown. Withdrawn or deleted photos are gone at once, with every copy. A photo an organiser hid is deleted {hiddenPhotos} after it was hidden. A photo whose sending broke off is removed {partialUploads} after its last part arrived.",
        pt: "Enquanto a foto estiver sendo exibida. Fotos retiradas ou excluídas somem imediatamente, com todas as cópias. Uma foto que a organização ocultou é excluída {hiddenPhotos} depois de ter sido ocultada. Uma foto cujo envio foi interrompido é removida {partialUploads} após a chegada da sua última parte.",
        de: "Solange das Foto gezeigt wird. Zurückgezogene oder gelöschte Fotos sind sofort weg, mit allen Kopien. Ein vom Orga-Team verborgenes Foto wird {hiddenPhotos} nach dem Verbergen gelöscht. Ein Foto, dessen Übertragung abgebrochen ist, wird {partialUploads} nach Eingang seines letzten Teils entfernt.",
      },
      control: {
        en: "This browser lists the photos you shared on the upload page, each with “{button:upload.mine.withdraw}”. Everyone, you included, can use “{button:gallery.askRemoval}” under any public photo, or write to us.",
        pt: "Na página de envio, este navegador lista as fotos que você compartilhou, cada uma com “{button:upload.mine.withdraw}”. Qualquer pessoa, inclusive você, pode usar “{button:gallery.askRemoval}” logo abaixo de qualquer foto pública, ou escrever para nós.",
        de: "Auf der Upload-Seite zeigt dieser Browser die Fotos, die du geteilt hast, jeweils mit „{button:upload.mine.withdraw}“. Alle, auch du, können unter jedem öffentlichen Foto „{button:gallery.askRemoval}“ wählen oder uns schreiben.",
      },
    },
    removal: {
      title: { en: "Asking to remove a photo", pt: "Pedido de remoção de uma foto", de: "Bitte um Entfernung eines Fotos" },
      data: {
        en: "The photo, the reason you give, your e-mail address if you give one, and the time.",
        pt: "A foto, o motivo que você informar, o seu endereço de e-mail, se você informar um, e o horário.",
        de: "Das Foto, der Grund, den du nennst, deine E-Mail-Adresse, falls du sie angibst, und der Zeitpunkt.",
      },
      why: {
        en: "So our organisers can look at the photo and answer you. They are told by e-mail at once; a request hides nothing by itself.",
        pt: "Para que a organização possa analisar a foto e responder a você. Ela é avisada por e-mail na hora; um pedido, sozinho, não oculta nada.",
        de: "Damit sich das Orga-Team das Foto ansehen und dir antworten kann. Es wird sofort per E-Mail benachrichtigt; eine Bitte allein verbirgt noch nichts.",
      },
      legalBasis: {
        en: "Art. 6(1)(f) GDPR: the interest of the people in the photos, and ours, in handling such requests quickly; your e-mail address on your consent, Art. 6(1)(a).",
        pt: "Art. 6º, nº 1, alínea f, do RGPD: o interesse das pessoas que aparecem nas fotos, e o nosso, em tratar esses pedidos rapidamente; o seu endereço de e-mail, com base no seu consentimento, art. 6º, nº 1, alínea a.",
        de: "Art. 6 Abs. 1 lit. f DSGVO: das berechtigte Interesse der abgebildeten Personen und unser eigenes an einer zügigen Bearbeitung solcher Bitten; deine E-Mail-Adresse auf Grundlage deiner Einwilligung, Art. 6 Abs. 1 lit. a DSGVO.",
      },
      keptThen: {
        en: "Until the request is closed, then {closedRemovalRequests}, so we can show how it was answered.",
        pt: "Até o pedido ser encerrado e, depois, por mais {closedRemovalRequests}, para podermos demonstrar como ele foi respondido.",
        de: "Bis die Bitte abgeschlossen ist, danach noch {closedRemovalRequests}, damit wir nachweisen können, wie sie beantwortet wurde.",
      },
      keptUntilClosed: {
        en: "Until the request is closed; it is deleted then.",
        pt: "Até o pedido ser encerrado; nesse momento, ele é excluído.",
        de: "Bis die Bitte abgeschlossen ist; dann wird sie gelöscht.",
      },
    },
    organisers: {
      title: { en: "Organiser accounts", pt: "Contas da organização", de: "Konten des Orga-Teams" },
      data: {
        en: "An organiser's e-mail address, a hash of their password (never the password), the secret of their second factor, failed sign-ins, their sessions, and a log of their review actions (who, what, which photo, when).",
        pt: "O endereço de e-mail de cada pessoa da organização, um hash da senha (nunca a senha), o segredo do segundo fator, as tentativas de login malsucedidas, as sessões e um registro das suas ações de revisão (quem, o quê, qual foto, quando).",
        de: "Die E-Mail-Adresse eines Mitglieds des Orga-Teams, ein Hashwert seines Passworts (nie das Passwort selbst), das Geheimnis seines zweiten Faktors, fehlgeschlagene Anmeldeversuche, seine Sitzungen und ein Protokoll seiner Prüfaktionen (wer, was, welches Foto, wann).",
      },
      why: {
        en: "So only our organisers can review photos, and every change can be traced.",
        pt: "Para que só a organização possa revisar fotos e toda alteração possa ser rastreada.",
        de: "Damit nur das Orga-Team Fotos prüfen kann und jede Änderung nachvollziehbar ist.",
      },
      legalBasis: {
        en: "Art. 6(1)(b) GDPR for the organisers' work for the association, and (f) our interest in a secure review.",
        pt: "Art. 6º, nº 1, alínea b, do RGPD, para o trabalho da organização para a associação, e alínea f: o nosso interesse em uma revisão segura.",
        de: "Art. 6 Abs. 1 lit. b DSGVO für die Tätigkeit des Orga-Teams für den Verein sowie lit. f: unser berechtigtes Interesse an einer sicheren Prüfung.",
      },
      kept: {
        en: "Accounts until they are removed. A session ends {sessions} after sign-in at the latest and its record is deleted then; entries of the review log and notices to organisers are deleted after {audit}.",
        pt: "As contas, até serem removidas. Uma sessão termina no máximo {sessions} após o login, e o registro dela é excluído nesse momento; as entradas do registro de revisão e os avisos à organização são excluídos após {audit}.",
        de: "Konten, bis sie entfernt werden. Eine Sitzung endet spätestens {sessions} nach der Anmeldung, ihr Datensatz wird dann gelöscht; Einträge im Prüfprotokoll und Hinweise an das Orga-Team werden {audit} nach ihrer Entstehung gelöscht.",
      },
    },
    email: {
      title: { en: "E-mail", pt: "E-mail", de: "E-Mail" },
      data: {
        en: "The organisers' e-mail addresses and the content of the site's e-mails to them.",
        pt: "Os endereços de e-mail da organização e o conteúdo dos e-mails que o site envia a ela.",
        de: "Die E-Mail-Adressen des Orga-Teams und der Inhalt der E-Mails, die die Website an sie sendet.",
      },
      why: {
        en: "To tell organisers that photos wait for review, that someone asked to remove a photo, or that an account saw repeated failed sign-ins. Visitors get e-mail only when they ask for it (below).",
        pt: "Para avisar a organização de que há fotos aguardando revisão, de que alguém pediu a remoção de uma foto ou de que uma conta teve repetidas tentativas de login malsucedidas. Visitantes só recebem e-mails quando pedem (veja abaixo).",
        de: "Um das Orga-Team zu informieren, dass Fotos auf Prüfung warten, dass jemand um die Entfernung eines Fotos gebeten hat oder dass es bei einem Konto wiederholt fehlgeschlagene Anmeldeversuche gab. Besuchende bekommen nur E-Mails, um die sie selbst gebeten haben (siehe unten).",
      },
      legalBasis: {
        en: "Art. 6(1)(f) GDPR: a review that happens in time.",
        pt: "Art. 6º, nº 1, alínea f, do RGPD: uma revisão feita a tempo.",
        de: "Art. 6 Abs. 1 lit. f DSGVO: unser berechtigtes Interesse an einer rechtzeitigen Prüfung.",
      },
      recipients: {
        en: "Our e-mail provider, as our processor, which delivers the messages.",
        pt: "O nosso provedor de e-mail, como nosso operador, que entrega as mensagens.",
        de: "Unser E-Mail-Anbieter als unser Auftragsverarbeiter, der die Nachrichten zustellt.",
      },
    },
    photoMail: {
      title: {
        en: "E-mail about new photos of an edition",
        pt: "E-mails sobre fotos novas de uma edição",
        de: "E-Mails über neue Fotos einer Ausgabe",
      },
      data: {
        en: "The e-mail address you give on an edition's page, the language of that page, and when you signed up and confirmed.",
        pt: "O endereço de e-mail que você informa na página de uma edição, o idioma dessa página e quando você se inscreveu e confirmou.",
        de: "Die E-Mail-Adresse, die du auf der Seite einer Ausgabe angibst, die Sprache dieser Seite und wann du dich angemeldet und bestätigt hast.",
      },
      why: {
        en: "To tell you, now and then, that new photos of that edition are in its gallery: at most one e-mail in each interval we set (a day unless we say otherwise), only when there are new photos, never one per photo. First we send one e-mail with a link to confirm the address; until you confirm, nothing else goes to it.",
        pt: "Para avisar você, de vez em quando, de que há fotos novas daquela edição na galeria: no máximo um e-mail a cada intervalo que definimos (um dia, salvo aviso em contrário), só quando há fotos novas, nunca um por foto. Antes, enviamos um único e-mail com um link para confirmar o endereço; até você confirmar, nada mais é enviado a ele.",
        de: "Um dir ab und zu mitzuteilen, dass neue Fotos dieser Ausgabe in ihrer Galerie sind: höchstens eine E-Mail pro Zeitraum, den wir festlegen (ein Tag, wenn nicht anders angegeben), nur wenn es neue Fotos gibt, nie eine pro Foto. Zuerst schicken wir eine E-Mail mit einem Link zur Bestätigung der Adresse; bis du bestätigst, geht nichts weiter an sie.",
      },
      legalBasis: {
        en: "Art. 6(1)(a) GDPR: your consent, given by signing up and confirming. You can withdraw it at any time, without affecting what happened before.",
        pt: "Art. 6º, nº 1, alínea a, do RGPD: o seu consentimento, dado ao se inscrever e confirmar. Você pode retirá-lo a qualquer momento, sem afetar a licitude do que foi feito antes (art. 7º, nº 3, do RGPD).",
        de: "Art. 6 Abs. 1 lit. a DSGVO: deine Einwilligung, die du mit der Anmeldung und ihrer Bestätigung erteilst. Du kannst sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO).",
      },
      kept: {
        en: "Until you unsubscribe, at the latest {photoMail} after the edition ends; a sign-up that is not confirmed is deleted 48 hours after it was made.",
        pt: "Até você cancelar a inscrição, no máximo {photoMail} após o fim da edição; uma inscrição não confirmada é excluída 48 horas depois de feita.",
        de: "Bis du dich abmeldest, längstens {photoMail} nach dem Ende der Ausgabe; eine nicht bestätigte Anmeldung wird 48 Stunden nach ihrer Abgabe gelöscht.",
      },
      recipients: {
        en: "Our e-mail provider, as our processor, which delivers the messages. Nobody else; the address is never shown on the site.",
        pt: "O nosso provedor de e-mail, como nosso operador, que entrega as mensagens. Mais ninguém; o endereço nunca aparece no site.",
        de: "Unser E-Mail-Anbieter als unser Auftragsverarbeiter, der die Nachrichten zustellt. Sonst niemand; die Adresse erscheint nie auf der Website.",
      },
      control: {
        en: "Every e-mail has an “{button:photoMail.mail.unsubscribe}” link; one click there, or in your e-mail program, deletes your sign-up at once. You can also write to us.",
        pt: "Todo e-mail traz um link “{button:photoMail.mail.unsubscribe}”; um clique nele, ou no seu programa de e-mail, exclui a sua inscrição na hora. Você também pode escrever para nós.",
        de: "Jede E-Mail hat einen Link „{button:photoMail.mail.unsubscribe}“; ein Klick darauf oder in deinem E-Mail-Programm löscht deine Anmeldung sofort. Du kannst uns auch schreiben.",
      },
    },
    video: {
      title: { en: "The festival video", pt: "O vídeo do festival", de: "Das Festivalvideo" },
      data: {
        en: "None until you click. Then your browser loads the video from YouTube, which receives your IP address.",
        pt: "Nenhum até você clicar. Então o seu navegador carrega o vídeo do YouTube, que recebe o seu endereço IP.",
        de: "Keine, bis du klickst. Dann lädt dein Browser das Video von YouTube, und YouTube erhält deine IP-Adresse.",
      },
      why: {
        en: "To show the video you asked to play.",
        pt: "Para mostrar o vídeo que você pediu para ver.",
        de: "Um das Video zu zeigen, das du abspielen möchtest.",
      },
      legalBasis: {
        en: "Your click, Art. 6(1)(a) GDPR. We use YouTube's privacy-enhanced mode (youtube-nocookie.com); YouTube's own privacy policy applies to what happens in the video frame.",
        pt: "O seu clique, art. 6º, nº 1, alínea a, do RGPD. Usamos o modo de privacidade avançada do YouTube (youtube-nocookie.com); ao que acontece dentro do quadro do vídeo se aplica a política de privacidade do próprio YouTube.",
        de: "Dein Klick als Einwilligung, Art. 6 Abs. 1 lit. a DSGVO. Wir nutzen den erweiterten Datenschutzmodus von YouTube (youtube-nocookie.com); für alles, was im Videofenster geschieht, gilt die Datenschutzerklärung von YouTube.",
      },
    },
    links: {
      title: { en: "Links to other sites", pt: "Links para outros sites", de: "Links zu anderen Websites" },
      data: {
        en: "None from us. The ticket system, social media pages and boat searches open in a new tab only when you click.",
        pt: "Nenhum da nossa parte. O sistema de ingressos, as páginas de redes sociais e as buscas de barcos só abrem em uma nova aba quando você clica.",
        de: "Von uns keine. Das Ticketsystem, Social-Media-Seiten und Bootssuchen öffnen sich erst bei deinem Klick in einem neuen Tab.",
      },
      why: {
        en: "Booking and following us happen on those sites, under their own privacy notices.",
        pt: "As reservas e o acompanhamento das nossas redes sociais acontecem nesses sites, sob os avisos de privacidade deles.",
        de: "Buchungen und das Folgen in sozialen Netzwerken finden auf diesen Websites statt, nach deren eigenen Datenschutzerklärungen.",
      },
      sent: {
        en: "None: nothing is sent before your click, and the links do not even tell the other site that you came from ours.",
        pt: "Nada: nada é enviado antes do seu clique, e os links nem sequer contam ao outro site que você veio do nosso.",
        de: "Nichts: Vor deinem Klick wird nichts gesendet, und die Links verraten der anderen Website nicht einmal, dass du von unserer kommst.",
      },
    },
    device: {
      title: { en: "Storage on your device", pt: "Armazenamento no seu aparelho", de: "Speicherung auf deinem Gerät" },
      what: {
        en: "The offline copy: after your first visit, the site keeps its own public pages, styles and images in your browser (a service worker and its cache), so they open at sea without signal. It is the same for every visitor and holds nothing about you; we never read it back. The photo queue: photos you choose on the upload page while offline wait in your browser (IndexedDB), with what you typed and your consent, until they are sent; then they are removed. And the cookies listed below.",
        pt: "A cópia offline: depois da sua primeira visita, o site guarda no seu navegador as próprias páginas públicas, estilos e imagens (um service worker e o cache dele), para que elas abram no mar, sem sinal. Ela é igual para todos os visitantes e não contém nada sobre você; nós nunca a acessamos. A fila de fotos: as fotos que você escolhe na página de envio enquanto está offline esperam no seu navegador (IndexedDB), com o que você digitou e o seu consentimento, até serem enviadas; então são removidas. E os cookies listados abaixo.",
        de: "Die Offline-Kopie: Nach deinem ersten Besuch legt die Website ihre eigenen öffentlichen Seiten, Stylesheets und Bilder in deinem Browser ab (ein Service Worker und sein Cache), damit sie auch auf See ohne Empfang öffnen. Sie ist für alle Besuchenden gleich und enthält nichts über dich; wir lesen sie nie aus. Die Foto-Warteschlange: Fotos, die du offline auf der Upload-Seite auswählst, warten mit deinen Eingaben und deiner Einwilligung in deinem Browser (IndexedDB), bis sie gesendet sind; dann werden sie entfernt. Außerdem die unten aufgeführten Cookies.",
      },
      legalBasis: {
        en: "§ 25(2) no. 2 TDDDG: each is strictly necessary for something you asked for — pages that still open at sea, photos you asked us to send, your own list of shared photos, an organiser's sign-in. None is used to recognise or follow you.",
        pt: "§ 25, parágrafo 2, nº 2, da TDDDG (a lei alemã de proteção de dados em telecomunicações e serviços digitais): cada um é estritamente necessário para algo que você pediu — páginas que continuam abrindo no mar, fotos que você pediu para enviarmos, a sua própria lista de fotos compartilhadas, o login da organização. Nenhum é usado para reconhecer ou seguir você.",
        de: "§ 25 Abs. 2 Nr. 2 TDDDG: Jede dieser Speicherungen ist unbedingt erforderlich, um einen von dir ausdrücklich gewünschten Dienst bereitzustellen – Seiten, die auch auf See öffnen, Fotos, die wir für dich senden sollen, deine eigene Liste geteilter Fotos, die Anmeldung des Orga-Teams. Keine dient dazu, dich wiederzuerkennen oder zu verfolgen.",
      },
      removal: {
        en: "The button below asks your browser to remove everything this site keeps on this device. Your browser's settings for site data do the same.",
        pt: "O botão abaixo pede ao seu navegador que remova tudo o que este site guarda neste aparelho. As configurações de dados de sites do seu navegador fazem o mesmo.",
        de: "Mit der Schaltfläche unten bittest du deinen Browser, alles zu entfernen, was diese Website auf diesem Gerät speichert. Dasselbe geht über die Einstellungen deines Browsers für Websitedaten.",
      },
    },
  },
  cookies: {
    title: { en: "Cookies", pt: "Cookies", de: "Cookies" },
    intro: {
      en: "Only people who share photos, and organisers, get a cookie. Each one is needed for what they do here.",
      pt: "Só recebem cookies as pessoas que compartilham fotos e a organização. Cada um é necessário para o que elas fazem aqui.",
      de: "Cookies bekommen nur Personen, die Fotos teilen, und das Orga-Team. Jedes davon wird für das gebraucht, was sie hier tun.",
    },
    caption: {
      en: "Every cookie this site sets",
      pt: "Todos os cookies que este site grava",
      de: "Alle Cookies, die diese Website setzt",
    },
    columns: [
      { en: "Name", pt: "Nome", de: "Name" },
      { en: "For", pt: "Para quem", de: "Für wen" },
      { en: "Purpose", pt: "Finalidade", de: "Zweck" },
      { en: "Holds", pt: "Conteúdo", de: "Inhalt" },
      { en: "Lifetime", pt: "Validade", de: "Speicherdauer" },
    ],
  },
  kept: {
    title: {
      en: "Everything we keep, and for how long",
      pt: "Tudo o que guardamos e por quanto tempo",
      de: "Alles, was wir speichern, und wie lange",
    },
    intro: {
      en: "The periods are the ones in force on this site; a sweep deletes what is due when the site starts, and regularly after.",
      pt: "Os prazos são os que valem neste site; uma limpeza automática exclui o que venceu quando o site é iniciado e, depois, regularmente.",
      de: "Die Fristen sind die, die auf dieser Website gelten; ein Löschlauf entfernt beim Start der Website und danach regelmäßig alles, was fällig ist.",
    },
    caption: {
      en: "Every kind of record and file",
      pt: "Todos os tipos de registro e de arquivo",
      de: "Alle Arten von Datensätzen und Dateien",
    },
    columns: [
      { en: "Where", pt: "Onde", de: "Wo" },
      { en: "What", pt: "O quê", de: "Was" },
      { en: "Kept", pt: "Retenção", de: "Speicherdauer" },
    ],
  },
  recipients: {
    title: {
      en: "Who receives data",
      pt: "Destinatários, operadores e transferências internacionais",
      de: "Empfänger, Auftragsverarbeiter und Drittlandübermittlung",
    },
    intro: {
      en: "We sell no data and share it with nobody for their own purposes. Besides the company that hosts our server, these services act for us:",
      pt: "Não vendemos dados nem os compartilhamos com ninguém para fins próprios dessa pessoa ou empresa. Além da empresa que hospeda o nosso servidor, estes serviços atuam em nosso nome:",
      de: "Wir verkaufen keine Daten und geben sie an niemanden für dessen eigene Zwecke weiter. Neben dem Unternehmen, das unseren Server hostet, handeln diese Dienste in unserem Auftrag:",
    },
  },
  rights: {
    title: { en: "Your rights", pt: "Os seus direitos", de: "Deine Rechte" },
    intro: {
      en: "You may ask us, free of charge, at the address above:",
      pt: "Você pode nos pedir, gratuitamente, pelo endereço acima:",
      de: "Du hast folgende Rechte und kannst sie kostenlos unter der oben genannten Adresse geltend machen:",
    },
    items: [
      {
        en: "what we hold about you and for a copy (Art. 15 GDPR);",
        pt: "acesso ao que guardamos sobre você e uma cópia (art. 15 do RGPD);",
        de: "Recht auf Auskunft über die Daten, die wir über dich verarbeiten, und auf eine Kopie davon (Art. 15 DSGVO);",
      },
      {
        en: "to correct it (Art. 16);",
        pt: "a correção desses dados (art. 16 do RGPD);",
        de: "Recht auf Berichtigung (Art. 16 DSGVO);",
      },
      { en: "to delete it (Art. 17);", pt: "a exclusão deles (art. 17 do RGPD);", de: "Recht auf Löschung (Art. 17 DSGVO);" },
      {
        en: "to restrict its use (Art. 18);",
        pt: "a limitação do tratamento (art. 18 do RGPD);",
        de: "Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO);",
      },
      {
        en: "to receive what you gave us in a common, machine-readable format (Art. 20);",
        pt: "o recebimento do que você nos forneceu em um formato comum e legível por máquina (portabilidade, art. 20 do RGPD);",
        de: "Recht auf Datenübertragbarkeit: die Daten, die du uns bereitgestellt hast, in einem gängigen, maschinenlesbaren Format zu erhalten (Art. 20 DSGVO);",
      },
      {
        en: "to stop a processing that rests on our legitimate interest, for reasons of your situation (Art. 21);",
        pt: "que deixemos de fazer um tratamento baseado no nosso interesse legítimo, por motivos ligados à sua situação particular (oposição, art. 21 do RGPD);",
        de: "Recht auf Widerspruch gegen eine Verarbeitung, die auf unserem berechtigten Interesse beruht, aus Gründen, die sich aus deiner besonderen Situation ergeben (Art. 21 DSGVO);",
      },
      {
        en: "and you may withdraw a consent at any time, for the future (Art. 7(3)).",
        pt: "e você pode retirar um consentimento a qualquer momento, com efeito para o futuro (art. 7º, nº 3, do RGPD).",
        de: "Recht auf Widerruf einer Einwilligung, jederzeit mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).",
      },
    ],
    complaint: {
      en: "You may also complain to a data protection supervisory authority (Art. 77 GDPR), for example the one where you live or the one of the German state in which the association has its seat.",
      pt: "Você também tem o direito de apresentar reclamação a uma autoridade de controle de proteção de dados (art. 77 do RGPD), por exemplo a do lugar onde você mora ou a do estado alemão em que a associação tem sede.",
      de: "Außerdem hast du ein Beschwerderecht bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO), etwa bei der Behörde deines Wohnorts oder bei der des Bundeslandes, in dem der Verein seinen Sitz hat.",
    },
    voluntary: {
      en: "Giving us data is never required: you can read the whole site without it, and share photos only if you want to. We make no automated decisions about anyone and build no profiles.",
      pt: "Fornecer dados nunca é obrigatório: você pode ler o site inteiro sem isso e só compartilha fotos se quiser. Não tomamos decisões automatizadas sobre ninguém nem criamos perfis.",
      de: "Du bist nicht verpflichtet, uns Daten bereitzustellen: Du kannst die ganze Website ohne sie lesen und teilst Fotos nur, wenn du möchtest. Eine automatisierte Entscheidungsfindung findet nicht statt, und wir erstellen keine Profile.",
    },
  },
  changes: {
    title: { en: "Changes", pt: "Alterações", de: "Änderungen" },
    text: {
      en: "When the site starts to do something new with personal data, this page changes first and gets a new date. Each shared photo keeps the version of the notice it was shared under. See also our <link>accessibility statement</link>.",
      pt: "Quando o site passar a fazer algo novo com dados pessoais, esta página muda primeiro e ganha uma nova data. Cada foto compartilhada mantém a versão do aviso sob a qual foi compartilhada. Veja também a nossa <link>declaração de acessibilidade</link>.",
      de: "Bevor die Website etwas Neues mit personenbezogenen Daten tut, ändert sich diese Seite und bekommt ein neues Datum. Jedes geteilte Foto behält die Fassung der Datenschutzerklärung, nach der es geteilt wurde. Siehe auch unsere <link>Erklärung zur Barrierefreiheit</link>.",
    },
  },
};
