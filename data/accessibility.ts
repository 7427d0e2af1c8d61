import type { Text } from "./localize";

// The words of the accessibility statement (/accessibility) in every language. Its facts (the
// status, the dates, the reply time, the slideshow's pace, the association's name and contact) come
// from the page and fill in each `{name}`; `<link>…</link>` and `<email>…</email>` mark the words of
// a link. A translation keeps every `{name}` and tag of the English.

/** How far the website meets WCAG 2.2 AA, in the words of the EU's model statement. */
export type AccessibilityStatus = "fully meets" | "partially meets";

export interface AccessibilityContent {
  kicker: Text;
  title: Text;
  /** `{name}`: the association. */
  intro: Text;
  /** `{skipLink}`: the words of the page's first link. */
  abilities: Text[];
  abilityNet: Text;
  /** `photos` and `video` are listed while they fall short; `items` always. */
  known: { title: Text; intro: Text; photos: Text; video: Text; items: Text[] };
  formats: { title: Text; intro: Text; request: Text };
  /** `<email>{email}</email>`. */
  reporting: { title: Text; text: Text };
  technical: { title: Text; commitment: Text; complianceTitle: Text; compliance: Record<AccessibilityStatus, Text> };
  /** Shown while something falls short: the photos without a description, the video without checked words. */
  failures: { title: Text; photos: Text; video: Text; offer: Text };
  thirdParty: { title: Text; text: Text };
  /** `{duration}`: how long each photo shows. */
  slideshow: { title: Text; text: Text };
  testing: { title: Text; intro: Text; items: Text[]; results: Text };
  preparation: { title: Text; text: Text };
}

export const accessibility: AccessibilityContent = {
  kicker: { en: "For everyone on board", pt: "Para todos a bordo", de: "Für alle an Bord" },
  title: { en: "Accessibility statement", pt: "Declaração de acessibilidade", de: "Erklärung zur Barrierefreiheit" },
  intro: {
    en: "This statement is for the Forró Sailing Week website. It is run by {name}. We want as many people as possible to be able to use it. For example, you should be able to:",
    pt: "Esta declaração se aplica ao site da Forró Sailing Week, mantido por {name}. Queremos que o maior número possível de pessoas consiga usá-lo. Por exemplo, você deve conseguir:",
    de: "Diese Erklärung gilt für die Website der Forró Sailing Week. Betrieben wird sie von {name}. Wir möchten, dass möglichst viele Menschen sie nutzen können. Du solltest zum Beispiel:",
  },
  abilities: [
    {
      en: "use every page with JavaScript turned off",
      pt: "usar todas as páginas com o JavaScript desativado",
      de: "jede Seite mit ausgeschaltetem JavaScript nutzen können",
    },
    {
      en: "use every page on a small phone screen or zoomed in, without scrolling sideways",
      pt: "usar todas as páginas na tela pequena de um celular ou com zoom, sem rolar para os lados",
      de: "jede Seite auf einem kleinen Smartphone-Bildschirm oder vergrößert nutzen können, ohne seitlich scrollen zu müssen",
    },
    {
      en: "move through the pages with a keyboard, starting with a “{skipLink}” link",
      pt: "navegar pelas páginas com o teclado, começando pelo link “{skipLink}”",
      de: "dich mit der Tastatur durch die Seiten bewegen können, beginnend mit dem Link „{skipLink}“",
    },
    {
      en: "find your way with a screen reader: each page has one main heading, named regions and text for its images",
      pt: "se orientar com um leitor de tela: cada página tem um título principal, regiões nomeadas e texto para as imagens",
      de: "dich mit einem Screenreader zurechtfinden: Jede Seite hat genau eine Hauptüberschrift, benannte Bereiche und Texte zu ihren Bildern",
    },
    {
      en: "see the party slideshow cut from photo to photo instead of fading, when your device asks for reduced motion",
      pt: "ver a apresentação de fotos da festa passar de uma foto para a outra sem transição gradual, quando o seu aparelho pede movimento reduzido",
      de: "die Diashow der Party ohne Überblendung von Foto zu Foto wechseln sehen, wenn dein Gerät reduzierte Bewegung anfordert",
    },
    {
      en: "pause the party slideshow, with or without JavaScript",
      pt: "pausar a apresentação de fotos da festa, com ou sem JavaScript",
      de: "die Diashow der Party anhalten können, mit oder ohne JavaScript",
    },
  ],
  abilityNet: {
    en: "<link>AbilityNet</link> has advice on making your device easier to use if you have a disability.",
    pt: "O <link>AbilityNet</link> tem dicas (em inglês) para deixar o seu aparelho mais fácil de usar se você tem alguma deficiência.",
    de: "<link>AbilityNet</link> gibt (auf Englisch) Tipps, wie du dein Gerät mit einer Behinderung leichter bedienen kannst.",
  },
  known: {
    title: { en: "How accessible this website is", pt: "Quão acessível é este site", de: "Wie barrierefrei diese Website ist" },
    intro: {
      en: "We know some parts of this website are not fully accessible:",
      pt: "Sabemos que algumas partes deste site não são totalmente acessíveis:",
      de: "Wir wissen, dass einige Teile dieser Website nicht vollständig barrierefrei sind:",
    },
    photos: {
      en: "some photos and clips shared by participants are not described yet: their text alternative names who shared them and when",
      pt: "algumas fotos e vídeos compartilhados por participantes ainda não têm descrição: o texto alternativo deles diz quem os compartilhou e quando",
      de: "einige von Teilnehmenden geteilte Fotos und Videos sind noch nicht beschrieben: Ihre Textalternative nennt, wer sie geteilt hat und wann",
    },
    video: {
      en: "the festival video on the home page is played by YouTube, with YouTube’s captions; its transcript says what the video shows, but not yet the words spoken or sung in it",
      pt: "o vídeo do festival na página inicial é exibido pelo YouTube, com as legendas do YouTube; a transcrição diz o que o vídeo mostra, mas ainda não traz as falas e as letras cantadas nele",
      de: "das Festivalvideo auf der Startseite wird von YouTube abgespielt, mit den Untertiteln von YouTube; sein Transkript sagt, was das Video zeigt, enthält aber noch nicht, was darin gesprochen oder gesungen wird",
    },
    items: [
      {
        en: "booking happens in an outside ticket system that we do not run",
        pt: "a reserva acontece em um sistema de ingressos externo, que não é operado por nós",
        de: "die Buchung läuft über ein externes Ticketsystem, das wir nicht betreiben",
      },
    ],
  },
  formats: {
    title: {
      en: "What to do if you need something in a different format",
      pt: "O que fazer se você precisar de algo em outro formato",
      de: "Wenn du Inhalte in einem anderen Format brauchst",
    },
    intro: {
      en: "If you need anything on this website in a different format, such as a description of a photo or the text of a page in large print, contact us:",
      pt: "Se você precisar de algo deste site em outro formato, como a descrição de uma foto ou o texto de uma página em letras grandes, fale com a gente:",
      de: "Wenn du etwas auf dieser Website in einem anderen Format brauchst, etwa die Beschreibung eines Fotos oder den Text einer Seite in Großdruck, melde dich bei uns:",
    },
    request: {
      en: "Tell us the address of the page and what you need.",
      pt: "Diga o endereço da página e do que você precisa.",
      de: "Nenne uns die Adresse der Seite und was du brauchst.",
    },
  },
  reporting: {
    title: {
      en: "Reporting a barrier on this website",
      pt: "Como relatar uma barreira neste site",
      de: "Eine Barriere auf dieser Website melden",
    },
    text: {
      en: "We want to keep making this website better. If you find a problem that is not listed on this page, or you think we do not meet the standard, please tell us by e-mail at <email>{email}</email> or by phone.",
      pt: "Queremos continuar melhorando este site. Se você encontrar um problema que não está listado nesta página, ou achar que não cumprimos o padrão, avise-nos pelo e-mail <email>{email}</email> ou por telefone.",
      de: "Wir möchten diese Website weiter verbessern. Wenn du ein Problem findest, das hier nicht aufgeführt ist, oder meinst, dass wir die Anforderungen nicht erfüllen, schreib uns bitte an <email>{email}</email> oder ruf uns an.",
    },
  },
  technical: {
    title: {
      en: "Technical information about this website’s accessibility",
      pt: "Informações técnicas sobre a acessibilidade deste site",
      de: "Technische Informationen zur Barrierefreiheit dieser Website",
    },
    commitment: {
      en: "{name} wants its website to be accessible to everyone.",
      pt: "{name} quer que o seu site seja acessível a todas as pessoas.",
      de: "{name} möchte, dass die eigene Website für alle barrierefrei ist.",
    },
    complianceTitle: {
      en: "Compliance status",
      pt: "Situação de conformidade",
      de: "Stand der Vereinbarkeit mit den Anforderungen",
    },
    compliance: {
      "fully meets": {
        en: "This website fully meets the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA.",
        pt: "Este site está em plena conformidade com as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) versão 2.2, nível AA.",
        de: "Diese Website ist vollständig mit den Web Content Accessibility Guidelines (WCAG) in der Version 2.2, Konformitätsstufe AA, vereinbar.",
      },
      "partially meets": {
        en: "This website partially meets the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA, because of the parts listed below.",
        pt: "Este site está parcialmente em conformidade com as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) versão 2.2, nível AA, por causa das partes listadas abaixo.",
        de: "Diese Website ist wegen der unten aufgeführten Teile nur teilweise mit den Web Content Accessibility Guidelines (WCAG) in der Version 2.2, Konformitätsstufe AA, vereinbar.",
      },
    },
  },
  failures: {
    title: {
      en: "What does not meet the standard",
      pt: "O que não cumpre o padrão",
      de: "Nicht barrierefreie Inhalte",
    },
    photos: {
      en: "Some photos and clips shared by participants do not have a description of what they show yet. Until an organiser writes one, their text alternative names who shared them and on which day, but not what they show. This fails WCAG success criterion 1.1.1 (non-text content).",
      pt: "Algumas fotos e vídeos compartilhados por participantes ainda não têm uma descrição do que mostram. Até que alguém da organização escreva uma, o texto alternativo deles diz quem os compartilhou e em que dia, mas não o que mostram. Isso não atende ao critério de sucesso 1.1.1 da WCAG (conteúdo não textual).",
      de: "Einige von Teilnehmenden geteilte Fotos und Videos haben noch keine Beschreibung dessen, was sie zeigen. Bis jemand aus dem Orga-Team eine schreibt, nennt ihre Textalternative, wer sie geteilt hat und an welchem Tag, aber nicht, was sie zeigen. Das verstößt gegen das WCAG-Erfolgskriterium 1.1.1 (Nicht-Text-Inhalt).",
    },
    video: {
      en: "The festival video on the home page is hosted by YouTube. Its captions are the ones YouTube provides, which we have not checked. Our transcript beside it says what the video shows, but not yet the words spoken or sung in it, and there is no audio description. This may fail WCAG success criteria 1.2.2 (captions, prerecorded) and 1.2.5 (audio description, prerecorded).",
      pt: "O vídeo do festival na página inicial está hospedado no YouTube. As legendas são as fornecidas pelo YouTube, que não conferimos. A nossa transcrição, ao lado do vídeo, diz o que ele mostra, mas ainda não traz as falas e as letras cantadas nele, e não há audiodescrição. Isso pode não atender aos critérios de sucesso 1.2.2 (legendas, pré-gravado) e 1.2.5 (audiodescrição, pré-gravado) da WCAG.",
      de: "Das Festivalvideo auf der Startseite liegt bei YouTube. Seine Untertitel sind die von YouTube bereitgestellten, die wir nicht geprüft haben. Unser Transkript daneben sagt, was das Video zeigt, enthält aber noch nicht, was darin gesprochen oder gesungen wird, und es gibt keine Audiodeskription. Das verstößt möglicherweise gegen die WCAG-Erfolgskriterien 1.2.2 (Untertitel, aufgezeichnet) und 1.2.5 (Audiodeskription, aufgezeichnet).",
    },
    offer: {
      en: "If you need a description of a photo or of the video, ask us and we will do our best to write one.",
      pt: "Se você precisar da descrição de uma foto ou do vídeo, peça para nós e faremos o possível para escrevê-la.",
      de: "Wenn du eine Beschreibung eines Fotos oder des Videos brauchst, frag uns – wir tun unser Bestes, eine zu schreiben.",
    },
  },
  thirdParty: {
    title: { en: "Content we do not run", pt: "Conteúdo que não operamos", de: "Inhalte, die wir nicht betreiben" },
    text: {
      en: "Booking and payment happen in an outside ticket system, the video player is YouTube’s, and our social media pages are on the social networks. We link to them, but we cannot change how accessible they are.",
      pt: "A reserva e o pagamento acontecem em um sistema de ingressos externo, o player de vídeo é do YouTube e as nossas páginas de redes sociais ficam nas próprias redes. Colocamos links para eles, mas não podemos mudar o quanto são acessíveis.",
      de: "Buchung und Bezahlung laufen über ein externes Ticketsystem, der Videoplayer ist der von YouTube, und unsere Social-Media-Seiten liegen bei den sozialen Netzwerken. Wir verlinken sie, können aber nicht ändern, wie barrierefrei sie sind.",
    },
  },
  slideshow: {
    title: { en: "The party slideshow", pt: "A apresentação de fotos da festa", de: "Die Diashow der Party" },
    text: {
      en: "At the closing party a screen shows the shared photos one after another, {duration} each. It has a Pause button (the P key does the same), and without JavaScript a Pause link that keeps the photo on screen until you choose Play.",
      pt: "Na festa de encerramento, um telão mostra as fotos compartilhadas uma após a outra, {duration} cada. Há um botão de pausa (a tecla P faz o mesmo) e, sem JavaScript, um link de pausa que mantém a foto na tela até você escolher continuar.",
      de: "Auf der Abschlussparty zeigt ein Bildschirm die geteilten Fotos nacheinander, jedes {duration} lang. Es gibt eine Schaltfläche zum Anhalten (die Taste P tut dasselbe) und ohne JavaScript einen Link zum Anhalten, der das Foto auf dem Bildschirm hält, bis du die Wiedergabe fortsetzt.",
    },
  },
  testing: {
    title: { en: "How we test this website", pt: "Como testamos este site", de: "Wie wir diese Website prüfen" },
    intro: {
      en: "Our automated tests make these checks whenever the website changes:",
      pt: "Os nossos testes automatizados fazem estas verificações sempre que o site muda:",
      de: "Unsere automatisierten Tests führen bei jeder Änderung der Website diese Prüfungen durch:",
    },
    items: [
      {
        en: "axe, an automated accessibility checker, in the Chromium browser on every public page in English, Portuguese and German at phone and desktop width, with the photo uploader’s answers, the open lightbox, the party slideshow and the forms to ask for a photo’s removal and for the participants’ mail, and on every organisers’ page; it checks the rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA that a program can check, the size of small targets among them",
        pt: "o axe, um verificador automático de acessibilidade, no navegador Chromium, em todas as páginas públicas em inglês, português e alemão, na largura de celular e de computador, com as respostas do envio de fotos, a foto ampliada, a apresentação de fotos da festa e os formulários para pedir a remoção de uma foto e para receber os e-mails de fotos novas, e em todas as páginas da organização; ele verifica as regras da WCAG 2.0, 2.1 e 2.2 dos níveis A e AA que um programa consegue verificar, entre elas o tamanho de alvos pequenos",
        de: "axe, ein automatisches Prüfwerkzeug für Barrierefreiheit, im Browser Chromium auf jeder öffentlichen Seite auf Englisch, Portugiesisch und Deutsch in Smartphone- und Desktop-Breite, mit den Antworten des Foto-Uploads, dem vergrößerten Foto, der Diashow der Party und den Formularen, mit denen du die Entfernung eines Fotos beantragst oder E-Mails zu neuen Fotos bestellst, sowie auf jeder Seite des Orga-Teams; es prüft die Regeln der WCAG 2.0, 2.1 und 2.2 der Stufen A und AA, die ein Programm prüfen kann, darunter die Größe kleiner Zielflächen",
      },
      {
        en: "the W3C HTML checker on every page we link to, and on the page shown for an address we do not have",
        pt: "o validador de HTML do W3C em todas as páginas para as quais temos links e na página exibida para um endereço que não existe",
        de: "den HTML-Validator des W3C auf jeder Seite, auf die wir verlinken, und auf der Seite, die für eine nicht vorhandene Adresse erscheint",
      },
      {
        en: "each kind of public page opened at phone and desktop width with JavaScript on and off: it must show its heading and must not scroll sideways, and we keep a screenshot of each to look at",
        pt: "cada tipo de página pública aberto na largura de celular e de computador, com JavaScript ligado e desligado: ela precisa mostrar o título e não pode rolar para os lados, e guardamos uma captura de tela de cada uma para conferir",
        de: "jede Art öffentlicher Seite, geöffnet in Smartphone- und Desktop-Breite mit ein- und ausgeschaltetem JavaScript: Sie muss ihre Überschrift zeigen und darf nicht seitlich scrollen, und wir bewahren von jeder einen Screenshot zur Durchsicht auf",
      },
      {
        en: "the party slideshow with its keys, its Pause button and its Pause link",
        pt: "a apresentação de fotos da festa com as teclas, o botão de pausa e o link de pausa",
        de: "die Diashow der Party mit ihren Tasten, ihrer Schaltfläche und ihrem Link zum Anhalten",
      },
      {
        en: "on each kind of public page, the first press of the Tab key reaches the “{skipLink}” link",
        pt: "em cada tipo de página pública, o primeiro toque na tecla Tab chega ao link “{skipLink}”",
        de: "auf jeder Art öffentlicher Seite erreicht der erste Druck auf die Tab-Taste den Link „{skipLink}“",
      },
    ],
    results: {
      en: "When we measure the website’s speed with Lighthouse, its accessibility audit also runs: it has scored 100 out of 100 on every page we measured. The website has not yet been checked by an outside expert or tested by disabled people.",
      pt: "Quando medimos a velocidade do site com o Lighthouse, a auditoria de acessibilidade dele também roda: ela deu 100 de 100 em todas as páginas medidas. O site ainda não foi avaliado por especialistas externos nem testado por pessoas com deficiência.",
      de: "Wenn wir die Geschwindigkeit der Website mit Lighthouse messen, läuft auch dessen Barrierefreiheitsprüfung mit: Sie hat auf jeder gemessenen Seite 100 von 100 Punkten ergeben. Die Website wurde noch nicht von externen Fachleuten geprüft oder von Menschen mit Behinderungen getestet.",
    },
  },
  preparation: {
    title: {
      en: "Preparation of this accessibility statement",
      pt: "Elaboração desta declaração de acessibilidade",
      de: "Erstellung dieser Erklärung zur Barrierefreiheit",
    },
    text: {
      en: "This statement was prepared on {prepared}. It was last reviewed on {reviewed}.",
      pt: "Esta declaração foi elaborada em {prepared}. Foi revisada pela última vez em {reviewed}.",
      de: "Diese Erklärung wurde am {prepared} erstellt. Zuletzt überprüft wurde sie am {reviewed}.",
    },
  },
};
