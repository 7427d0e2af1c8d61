import type { Text } from "./localize";
import { EVENT_IDS, GALLERY_SIZE, type StoragePath } from "./types";

// What each of our own images shows, as its text alternative in every language. Written from the
// images themselves; a new or replaced image needs its description here (tests/unit/image-descriptions.test.ts).

/** Images that add nothing a reader would miss: their `alt` stays "". The video's poster sits under the play link, which names the video. */
export const DECORATIVE_IMAGES: readonly StoragePath[] = ["misc/video-poster.svg"];

const scenes = {
  dance: {
    en: "Couples dancing forró in silhouette under string lights at sunset, by the sea",
    pt: "Casais dançando forró em silhueta sob um varal de luzes ao pôr do sol, à beira-mar",
    de: "Paare tanzen als Silhouetten Forró unter einer Lichterkette bei Sonnenuntergang am Meer",
  },
  swim: {
    en: "People swimming beside a sailboat in clear turquoise water",
    pt: "Pessoas nadando ao lado de um veleiro em águas turquesa e cristalinas",
    de: "Menschen schwimmen neben einem Segelboot in klarem, türkisfarbenem Wasser",
  },
  harbour: {
    en: "A harbour at dusk: sailboats moored before lit houses, a wooden jetty with lamps",
    pt: "Um porto ao anoitecer: veleiros atracados diante de casas iluminadas e um píer de madeira com lampiões",
    de: "Ein Hafen in der Abenddämmerung: Segelboote vor erleuchteten Häusern, ein Holzsteg mit Laternen",
  },
  toast: {
    en: "Glasses raised in a toast over the sea at sunset, a sailboat in the distance",
    pt: "Copos erguidos num brinde sobre o mar ao pôr do sol, com um veleiro ao longe",
    de: "Zum Anstoßen erhobene Gläser über dem Meer bei Sonnenuntergang, in der Ferne ein Segelboot",
  },
  night: {
    en: "A boat sailing at night under the moon and a starry sky",
    pt: "Um barco navegando à noite sob a lua e um céu estrelado",
    de: "Ein Boot segelt nachts unter dem Mond und einem Sternenhimmel",
  },
  sails: {
    en: "Sails filled with wind, seen from the deck",
    pt: "Velas cheias de vento, vistas do convés",
    de: "Vom Wind gefüllte Segel, vom Deck aus gesehen",
  },
} satisfies Record<string, Text>;

/** The seeded edition galleries show the six scenes in turn, each edition starting one scene later. */
const SCENE_ORDER = ["dance", "swim", "harbour", "toast", "night", "sails"] as const;
const galleryPath = (folder: string, i: number) => `${folder}/${String(i + 1).padStart(2, "0")}.svg`;
const editionGalleries: Record<StoragePath, Text> = Object.fromEntries(
  EVENT_IDS.flatMap((id, edition) =>
    Array.from({ length: GALLERY_SIZE }, (_, i) => [
      galleryPath(`events/${id}`, i),
      scenes[SCENE_ORDER[(edition + i) % SCENE_ORDER.length]!],
    ]),
  ),
);

const rateGalleries: Record<string, Text[]> = {
  bronze: [
    {
      en: "A sailboat under full sail on a turquoise sea, islands on the horizon",
      pt: "Um veleiro com todas as velas abertas num mar turquesa, com ilhas no horizonte",
      de: "Ein Segelboot unter vollen Segeln auf türkisfarbenem Meer, Inseln am Horizont",
    },
    {
      en: "A sailboat at anchor in a turquoise bay between green hills",
      pt: "Um veleiro ancorado numa baía turquesa entre morros verdes",
      de: "Ein Segelboot vor Anker in einer türkisfarbenen Bucht zwischen grünen Hügeln",
    },
    {
      en: "A sailboat under sail at sunset, islands behind",
      pt: "Um veleiro navegando ao pôr do sol, com ilhas ao fundo",
      de: "Ein Segelboot unter Segeln bei Sonnenuntergang, dahinter Inseln",
    },
    {
      en: "Three sailboats under sail on a calm sea in the evening light",
      pt: "Três veleiros navegando num mar calmo na luz do fim de tarde",
      de: "Drei Segelboote unter Segeln auf ruhiger See im Abendlicht",
    },
    {
      en: "Sailboats moored in a harbour at dusk, lit houses and a lighthouse behind, a wooden jetty in front",
      pt: "Veleiros atracados num porto ao anoitecer, com casas iluminadas e um farol ao fundo e um píer de madeira à frente",
      de: "Segelboote in einem Hafen in der Abenddämmerung, dahinter erleuchtete Häuser und ein Leuchtturm, vorne ein Holzsteg",
    },
    {
      en: "A sailboat under sail close up in golden light, two people on deck, a green coast behind",
      pt: "Um veleiro navegando visto de perto na luz dourada, com duas pessoas no convés e uma costa verde ao fundo",
      de: "Ein Segelboot unter Segeln aus der Nähe im goldenen Licht, zwei Menschen an Deck, dahinter eine grüne Küste",
    },
  ],
  silver: [
    {
      en: "A large sailboat under full sail on a turquoise sea",
      pt: "Um veleiro grande com todas as velas abertas num mar turquesa",
      de: "Ein großes Segelboot unter vollen Segeln auf türkisfarbenem Meer",
    },
    {
      en: "A catamaran at anchor in a bay at sunset, hills around it",
      pt: "Um catamarã ancorado numa baía ao pôr do sol, cercado de morros",
      de: "Ein Katamaran vor Anker in einer Bucht bei Sonnenuntergang, ringsum Hügel",
    },
    {
      en: "A sailboat at anchor in a turquoise bay, green hills behind",
      pt: "Um veleiro ancorado numa baía turquesa, com morros verdes ao fundo",
      de: "Ein Segelboot vor Anker in einer türkisfarbenen Bucht, dahinter grüne Hügel",
    },
    {
      en: "A catamaran at anchor in a turquoise bay, seen head-on, a green coast behind",
      pt: "Um catamarã ancorado numa baía turquesa, visto de frente, com uma costa verde ao fundo",
      de: "Ein Katamaran vor Anker in einer türkisfarbenen Bucht, von vorn gesehen, dahinter eine grüne Küste",
    },
    {
      en: "A sailboat under sail at sunset",
      pt: "Um veleiro navegando ao pôr do sol",
      de: "Ein Segelboot unter Segeln bei Sonnenuntergang",
    },
    {
      en: "Two boats at anchor at dusk, lights at their mastheads, hills behind",
      pt: "Dois barcos ancorados ao anoitecer, com luzes no alto dos mastros e morros ao fundo",
      de: "Zwei Boote vor Anker in der Abenddämmerung, Lichter an den Mastspitzen, dahinter Hügel",
    },
  ],
  gold: [
    {
      en: "A catamaran under sail on a turquoise sea",
      pt: "Um catamarã navegando num mar turquesa",
      de: "Ein Katamaran unter Segeln auf türkisfarbenem Meer",
    },
    {
      en: "A catamaran at anchor in a turquoise bay, seen head-on, green hills behind",
      pt: "Um catamarã ancorado numa baía turquesa, visto de frente, com morros verdes ao fundo",
      de: "Ein Katamaran vor Anker in einer türkisfarbenen Bucht, von vorn gesehen, dahinter grüne Hügel",
    },
    {
      en: "A catamaran at anchor at sunset, people on deck, an island behind",
      pt: "Um catamarã ancorado ao pôr do sol, com pessoas no convés e uma ilha ao fundo",
      de: "Ein Katamaran vor Anker bei Sonnenuntergang, Menschen an Deck, dahinter eine Insel",
    },
    {
      en: "The view forward over a catamaran's net between its two hulls, a towel and a sun hat on the net, the sea ahead",
      pt: "A vista para a frente sobre a rede de um catamarã entre os dois cascos, com uma toalha e um chapéu de sol na rede e o mar adiante",
      de: "Der Blick nach vorn über das Netz eines Katamarans zwischen den beiden Rümpfen, darauf ein Handtuch und ein Sonnenhut, vorne das Meer",
    },
    {
      en: "Two catamarans under sail in golden evening light",
      pt: "Dois catamarãs navegando na luz dourada do fim de tarde",
      de: "Zwei Katamarane unter Segeln im goldenen Abendlicht",
    },
    {
      en: "A catamaran at anchor at dusk, seen head-on, its cabin lights on",
      pt: "Um catamarã ancorado ao anoitecer, visto de frente, com as luzes da cabine acesas",
      de: "Ein Katamaran vor Anker in der Abenddämmerung, von vorn gesehen, in der Kabine brennt Licht",
    },
  ],
  sbc: [
    {
      en: "A boat's saloon: a bench with cushions, a table with a chart and a plate of fruit, a hatch and windows onto the sea",
      pt: "O salão de um barco: um banco com almofadas, uma mesa com uma carta náutica e um prato de frutas, uma escotilha e janelas para o mar",
      de: "Der Salon eines Boots: eine Bank mit Kissen, ein Tisch mit Seekarte und Obstteller, eine Luke und Fenster zum Meer",
    },
    {
      en: "A bow cabin: a wide berth with cushions under a hatch open to the sky",
      pt: "Uma cabine de proa: uma cama larga com almofadas sob uma escotilha aberta para o céu",
      de: "Eine Bugkabine: eine breite Koje mit Kissen unter einer zum Himmel offenen Luke",
    },
    {
      en: "The saloon in the evening: a red bench with cushions, a table with a chart and fruit, the night sky through the hatch",
      pt: "O salão à noite: um banco vermelho com almofadas, uma mesa com uma carta náutica e frutas, o céu noturno pela escotilha",
      de: "Der Salon am Abend: eine rote Bank mit Kissen, ein Tisch mit Seekarte und Obst, durch die Luke der Nachthimmel",
    },
    {
      en: "The bow cabin at night: a berth with cushions, a small lamp lit, stars through the hatch",
      pt: "A cabine de proa à noite: uma cama com almofadas, uma pequena luminária acesa e estrelas pela escotilha",
      de: "Die Bugkabine bei Nacht: eine Koje mit Kissen, eine kleine Lampe brennt, durch die Luke Sterne",
    },
    {
      en: "Clouds in a blue sky through an open hatch, cushions below it",
      pt: "Nuvens num céu azul vistas por uma escotilha aberta, com almofadas embaixo",
      de: "Wolken am blauen Himmel durch eine offene Luke, darunter Kissen",
    },
    {
      en: "The saloon by day: a red bench with cushions, a table with a chart and fruit, windows onto the sea",
      pt: "O salão de dia: um banco vermelho com almofadas, uma mesa com uma carta náutica e frutas, janelas para o mar",
      de: "Der Salon bei Tag: eine rote Bank mit Kissen, ein Tisch mit Seekarte und Obst, Fenster zum Meer",
    },
  ],
};

export const imageDescriptions: Record<StoragePath, Text> = {
  "misc/hero.svg": {
    en: "Sunset over the sea with sailboats; on deck, couples dance forró under string lights beside an accordion player",
    pt: "Pôr do sol sobre o mar com veleiros; no convés, casais dançam forró sob um varal de luzes ao lado de um sanfoneiro",
    de: "Sonnenuntergang über dem Meer mit Segelbooten; an Deck tanzen Paare Forró unter einer Lichterkette, daneben spielt jemand Akkordeon",
  },
  "misc/first-edition.svg": {
    en: "A sailboat at anchor in a turquoise bay with a small red dinghy, green hills and a second boat behind",
    pt: "Um veleiro ancorado numa baía turquesa com um pequeno bote vermelho, morros verdes e outro barco ao fundo",
    de: "Ein Segelboot vor Anker in einer türkisfarbenen Bucht mit einem kleinen roten Beiboot, dahinter grüne Hügel und ein zweites Boot",
  },
  "misc/next-edition.svg": {
    en: "A wooden gulet under sail in golden light off pine-covered hills with a small fort, rocks in front",
    pt: "Uma escuna turca de madeira navegando na luz dourada diante de morros com pinheiros e um pequeno forte, com rochas à frente",
    de: "Eine hölzerne Gulet unter Segeln im goldenen Licht vor Kiefernhügeln mit einer kleinen Festung, vorne Felsen",
  },
  "misc/logo.svg": {
    en: "The Forró Sailing Week logo: a sailboat with a yellow and a white sail and a red heart above a wave, in a dark blue circle",
    pt: "O logotipo da Forró Sailing Week: um veleiro com uma vela amarela e uma branca e um coração vermelho sobre uma onda, num círculo azul-escuro",
    de: "Das Logo der Forró Sailing Week: ein Segelboot mit einem gelben und einem weißen Segel und einem roten Herz über einer Welle, in einem dunkelblauen Kreis",
  },
  "misc/partner.svg": {
    en: "Logo of the ticketing partner: a red ticket with a star and the words “tixa.sea – Ticketing partner”",
    pt: "Logotipo do parceiro de ingressos: um ingresso vermelho com uma estrela e as palavras “tixa.sea – Ticketing partner”",
    de: "Logo des Ticketpartners: ein rotes Ticket mit einem Stern und dem Schriftzug „tixa.sea – Ticketing partner“",
  },
  "team/founder.svg": {
    en: "A drawing with a grey beard, a white captain's cap and a navy uniform jacket, a sail and the sea behind",
    pt: "Um desenho com barba grisalha, quepe branco de capitão e jaqueta de uniforme azul-marinho, com uma vela e o mar ao fundo",
    de: "Eine Zeichnung mit grauem Bart, weißer Kapitänsmütze und dunkelblauer Uniformjacke, dahinter ein Segel und das Meer",
  },
  "team/teacher.svg": {
    en: "A drawing with curly black hair and a red flower in it, a gold hoop earring and a red blouse with white flowers, one arm raised as in a dance, the sea at sunset behind",
    pt: "Um desenho com cabelo preto cacheado e uma flor vermelha, uma argola dourada na orelha e uma blusa vermelha com flores brancas, um braço erguido como numa dança, com o mar ao pôr do sol ao fundo",
    de: "Eine Zeichnung mit schwarzen Locken und einer roten Blüte im Haar, einem goldenen Creolen-Ohrring und einer roten Bluse mit weißen Blüten, einen Arm wie beim Tanzen erhoben, dahinter das Meer bei Sonnenuntergang",
  },
  "team/musician.svg": {
    en: "A drawing with a black beard and a leather hat with a star, an accordion on a strap, the sea at sunset behind",
    pt: "Um desenho com barba preta e chapéu de couro com uma estrela, uma sanfona presa por uma alça, com o mar ao pôr do sol ao fundo",
    de: "Eine Zeichnung mit schwarzem Bart und Lederhut mit Stern, ein umgehängtes Akkordeon, dahinter das Meer bei Sonnenuntergang",
  },
  "team/skipper.svg": {
    en: "A drawing with a red cap and sunglasses on it, a ponytail, a striped shirt and a coil of rope on the shoulder, a ship's wheel and the sea behind",
    pt: "Um desenho com boné vermelho e óculos de sol sobre ele, rabo de cavalo, camisa listrada e um rolo de corda no ombro, com um timão e o mar ao fundo",
    de: "Eine Zeichnung mit roter Kappe und Sonnenbrille darauf, Pferdeschwanz, gestreiftem Shirt und einer Taurolle über der Schulter, dahinter ein Steuerrad und das Meer",
  },
  "covers/fsw19.svg": {
    en: "Two sailboats under sail at dawn, quiet islands on the horizon",
    pt: "Dois veleiros navegando ao amanhecer, com ilhas tranquilas no horizonte",
    de: "Zwei Segelboote unter Segeln im Morgengrauen, stille Inseln am Horizont",
  },
  "covers/fsw20.svg": {
    en: "A harbour town of colourful houses in golden light, yachts moored along the quay and a sailboat under sail in front",
    pt: "Uma cidade portuária de casas coloridas na luz dourada, com iates atracados no cais e um veleiro navegando à frente",
    de: "Ein Hafenstädtchen mit bunten Häusern im goldenen Licht, Yachten am Kai und davor ein Segelboot unter Segeln",
  },
  "covers/fsw21.svg": {
    en: "A sailboat under sail past a red and white lighthouse on a rocky point",
    pt: "Um veleiro navegando perto de um farol vermelho e branco numa ponta rochosa",
    de: "Ein Segelboot unter Segeln vor einem rot-weißen Leuchtturm auf einer felsigen Landspitze",
  },
  "covers/fsw22.svg": {
    en: "Sailboats and a catamaran at anchor in a turquoise bay, green hills behind",
    pt: "Veleiros e um catamarã ancorados numa baía turquesa, com morros verdes ao fundo",
    de: "Segelboote und ein Katamaran vor Anker in einer türkisfarbenen Bucht, dahinter grüne Hügel",
  },
  "covers/fsw23.svg": {
    en: "A fleet of sailboats sailing into the sunset between islands",
    pt: "Uma frota de veleiros navegando rumo ao pôr do sol entre ilhas",
    de: "Eine Flotte von Segelbooten segelt zwischen Inseln in den Sonnenuntergang",
  },
  "covers/fsw24.svg": {
    en: "Sailboats at anchor at night under a full moon, a dark coast behind",
    pt: "Veleiros ancorados à noite sob a lua cheia, com a costa escura ao fundo",
    de: "Segelboote nachts vor Anker unter dem Vollmond, dahinter eine dunkle Küste",
  },
  "covers/fsw25.svg": {
    en: "A catamaran under sail in golden light, a smaller sailboat and islands behind",
    pt: "Um catamarã navegando na luz dourada, com um veleiro menor e ilhas ao fundo",
    de: "Ein Katamaran unter Segeln im goldenen Licht, dahinter ein kleineres Segelboot und Inseln",
  },
  "covers/fsw26.svg": {
    en: "A wooden gulet under sail off a green coast with a hilltop fort",
    pt: "Uma escuna turca de madeira navegando junto a uma costa verde com um forte no alto do morro",
    de: "Eine hölzerne Gulet unter Segeln vor einer grünen Küste mit einer Festung auf dem Hügel",
  },
  ...editionGalleries,
  ...Object.fromEntries(
    Object.entries(rateGalleries).flatMap(([medal, texts]) => texts.map((t, i) => [galleryPath(`rates/${medal}`, i), t])),
  ),
};
