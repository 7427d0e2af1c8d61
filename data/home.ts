import type { HomeContentSource } from "./types";

// Words are written in English, Brazilian Portuguese and German side by side; facts only once.
export const home: HomeContentSource = {
  intro: {
    kicker: {
      en: "Sail · Dance · Repeat",
      pt: "Velejar · Dançar · Repetir",
      de: "Segeln · Tanzen · Und wieder von vorn",
    },
    title: {
      en: "A week at sea, to the rhythm of forró",
      pt: "Uma semana no mar, no ritmo do forró",
      de: "Eine Woche auf See, im Rhythmus des Forró",
    },
    paragraphs: [
      {
        en: "Forró Sailing Week began with a simple question on a harbour wall in Croatia: what if the dance floor came along on the boat? Since 2019, a flotilla of chartered sailing boats has set out every year with dancers, teachers, musicians and skippers on board.",
        pt: "A Forró Sailing Week começou com uma pergunta simples, feita no muro de um porto na Croácia: e se a pista de dança viesse junto no barco? Desde 2019, uma flotilha de veleiros fretados parte todos os anos com dançarinos, professores, músicos e skippers a bordo.",
        de: "Am Anfang der Forró Sailing Week stand eine einfache Frage, gestellt auf einer Kaimauer in Kroatien: Was wäre, wenn die Tanzfläche einfach mit aufs Boot käme? Seit 2019 sticht jedes Jahr eine Flottille gecharterter Segelboote in See, mit Tanzbegeisterten, Forró-Lehrenden, Musiker:innen und Skipper:innen an Bord.",
      },
      {
        en: "Each day we sail to a new bay or island, swim in clear water, cook together on board and learn in about four forró workshops on deck, on beaches and along harbour promenades. When the sun goes down, the sanfona starts to play and the quay becomes a dance floor.",
        pt: "Todo dia velejamos até uma nova baía ou ilha, nadamos em água cristalina, cozinhamos juntos a bordo e aprendemos em cerca de quatro oficinas de forró no convés, nas praias e nos calçadões dos portos. Quando o sol se põe, a sanfona começa a tocar e o cais vira pista de dança.",
        de: "Jeden Tag segeln wir zu einer neuen Bucht oder Insel, schwimmen in klarem Wasser, kochen zusammen an Bord und lernen in etwa vier Forró-Workshops an Deck, an Stränden und auf Hafenpromenaden. Wenn die Sonne untergeht, fängt das Akkordeon (Sanfona) an zu spielen, und der Kai wird zur Tanzfläche.",
      },
      {
        en: "No sailing or dancing experience needed — just bring curiosity, sun cream and a pair of shoes you can dance in.",
        pt: "Não precisa ter experiência com vela nem com dança — basta trazer curiosidade, protetor solar e um sapato confortável para dançar.",
        de: "Du brauchst keine Segel- oder Tanzerfahrung – bring einfach Neugier, Sonnencreme und ein Paar Schuhe mit, in denen du tanzen kannst.",
      },
    ],
    heroImgPath: "misc/hero.svg",
  },
  firstEdition: {
    eventId: "fsw19",
    title: {
      en: "Where it all began: FSW19 in Central Dalmatia",
      pt: "Onde tudo começou: FSW19 na Dalmácia Central",
      de: "Wo alles begann: FSW19 in Mitteldalmatien",
    },
    text: {
      en: "In September 2019, thirty-three dancers boarded three boats in Split and sailed to Brač, Hvar and Vis. There was no band yet, just a small speaker and a lot of enthusiasm — and on the last night the whole flotilla danced on the quay of Stari Grad until the harbour master asked us to call it a night.",
      pt: "Em setembro de 2019, trinta e três dançarinos embarcaram em três barcos em Split e velejaram até Brač, Hvar e Vis. Ainda não tinha banda, só uma caixinha de som e muito entusiasmo — e, na última noite, a flotilha inteira dançou no cais de Stari Grad até o capitão do porto pedir que a gente encerrasse a noite.",
      de: "Im September 2019 gingen dreiunddreißig Tanzende in Split an Bord von drei Booten und segelten nach Brač, Hvar und Vis. Eine Band gab es noch nicht, nur einen kleinen Lautsprecher und jede Menge Begeisterung – und in der letzten Nacht tanzte die ganze Flottille auf dem Kai von Stari Grad, bis uns der Hafenmeister bat, Schluss zu machen.",
    },
    imgPath: "misc/first-edition.svg",
  },
  nextEdition: {
    eventId: "fsw26",
    title: {
      en: "FSW26 – Turkish Coast",
      pt: "FSW26 – Costa Turca",
      de: "FSW26 – Türkische Küste",
    },
    text: {
      en: "From 13 to 20 June 2026, Forró Sailing Week sails the Gulf of Fethiye on the Turkish coast: a week of sheltered bays, pine-covered hills and warm water, with live forró every evening and the flotilla setting out from the marina of Göcek.",
      pt: "De 13 a 20 de junho de 2026, a Forró Sailing Week navega pelo Golfo de Fethiye, na costa turca: uma semana de baías abrigadas, morros cobertos de pinheiros e água morna, com forró ao vivo todas as noites e a flotilha partindo da marina de Göcek.",
      de: "Vom 13. bis 20. Juni 2026 segelt die Forró Sailing Week im Golf von Fethiye an der türkischen Küste: eine Woche mit geschützten Buchten, kieferbewachsenen Hügeln und warmem Wasser, mit Live-Forró an jedem Abend und der Marina von Göcek als Ausgangshafen der Flottille.",
    },
    imgPath: "misc/next-edition.svg",
    airport: {
      arrival: {
        en: "Arrival at Dalaman Airport (DLM) on Saturday, 13 June 2026, followed by a transfer of about half an hour to the marina in Göcek.",
        pt: "Chegada ao aeroporto de Dalaman (DLM) no sábado, 13 de junho de 2026, seguida de um traslado de cerca de meia hora até a marina de Göcek.",
        de: "Ankunft am Flughafen Dalaman (DLM) am Samstag, 13. Juni 2026, danach ein Transfer von etwa einer halben Stunde zur Marina in Göcek.",
      },
      departure: {
        en: "Departure from Dalaman Airport (DLM) on Saturday, 20 June 2026, after checking out of the boats in Göcek in the morning.",
        pt: "Partida do aeroporto de Dalaman (DLM) no sábado, 20 de junho de 2026, depois do check-out dos barcos em Göcek pela manhã.",
        de: "Abflug vom Flughafen Dalaman (DLM) am Samstag, 20. Juni 2026, nachdem morgens in Göcek die Boote zurückgegeben wurden.",
      },
    },
    exploration: [
      {
        en: "The Twelve Islands of Göcek and their quiet, pine-fringed anchorages",
        pt: "As Doze Ilhas de Göcek e suas ancoragens tranquilas, cercadas de pinheiros",
        de: "Die Zwölf Inseln von Göcek mit ihren ruhigen, von Kiefern gesäumten Ankerplätzen",
      },
      {
        en: "Lycian rock tombs carved into the cliffs above the bays",
        pt: "Túmulos lícios esculpidos nas falésias acima das baías",
        de: "Lykische Felsgräber, hoch über den Buchten in die Klippen gehauen",
      },
      {
        en: "The Byzantine ruins of Gemiler Island at sunset",
        pt: "As ruínas bizantinas da Ilha de Gemiler ao pôr do sol",
        de: "Die byzantinischen Ruinen der Insel Gemiler bei Sonnenuntergang",
      },
      {
        en: "A river-boat trip through the reeds of the Dalyan delta to the turtle beach of İztuzu",
        pt: "Um passeio de barco pelo rio, entre os juncos do delta de Dalyan, até a praia das tartarugas de İztuzu",
        de: "Eine Flussbootfahrt durch das Schilf des Dalyan-Deltas zum Schildkrötenstrand von İztuzu",
      },
      {
        en: "Swimming stops in the clear water of the Fethiye Gulf, with dancing at anchor afterwards",
        pt: "Paradas para nadar na água cristalina do Golfo de Fethiye, com dança na ancoragem logo depois",
        de: "Badestopps im klaren Wasser des Golfs von Fethiye, danach wird vor Anker getanzt",
      },
    ],
    featuredTeacher: "Juliana Matos",
  },
  video: {
    title: {
      en: "One week, one flotilla, one dance floor",
      pt: "Uma semana, uma flotilha, uma pista de dança",
      de: "Eine Woche, eine Flottille, eine Tanzfläche",
    },
    // Placeholder YouTube id (11 characters): the organisers replace it with the real festival video.
    youtubeId: "FSWvideo001",
    posterPath: "misc/video-poster.svg",
    caption: {
      en: "Impressions from past editions: sailing days, workshops on deck and live forró in the harbours.",
      pt: "Momentos das edições anteriores: dias de velejada, oficinas no convés e forró ao vivo nos portos.",
      de: "Eindrücke aus früheren Ausgaben: Segeltage, Workshops an Deck und Live-Forró in den Häfen.",
    },
    // The video is not chosen yet (its id is a placeholder): the summary says what its description says,
    // and the passages are written from the video once it is there. Nothing here is made up.
    transcript: {
      summary: {
        en: "A video with impressions from past editions of Forró Sailing Week: sailing days, workshops on deck and live forró in the harbours.",
        pt: "Um vídeo com momentos das edições anteriores da Forró Sailing Week: dias de velejada, oficinas no convés e forró ao vivo nos portos.",
        de: "Ein Video mit Eindrücken aus früheren Ausgaben der Forró Sailing Week: Segeltage, Workshops an Deck und Live-Forró in den Häfen.",
      },
      passages: [],
      captionsChecked: false,
    },
  },
  process: {
    title: {
      en: "Hop on board",
      pt: "Embarque com a gente",
      de: "Komm an Bord",
    },
    intro: {
      en: "From your booking to the first night at anchor, every edition goes through the same three phases. Here is what happens, and when.",
      pt: "Da sua reserva até a primeira noite na ancoragem, toda edição passa pelas mesmas três fases. Veja o que acontece, e quando.",
      de: "Von deiner Buchung bis zur ersten Nacht vor Anker durchläuft jede Ausgabe dieselben drei Phasen. Hier siehst du, was wann passiert.",
    },
    steps: [
      {
        title: {
          en: "Booking phase",
          pt: "Fase de reservas",
          de: "Buchungsphase",
        },
        text: {
          en: "Pick your tier and book through our ticket system. Coming as a group of 8 or more? Use the promo code “FULL BOAT”. Ticket sales close about 3 months before departure.",
          pt: "Escolha sua categoria e faça a reserva pelo nosso sistema de ingressos. Vem com um grupo de 8 pessoas ou mais? Use o código promocional “FULL BOAT”. As vendas de ingressos se encerram cerca de 3 meses antes da partida.",
          de: "Wähle deine Kategorie und buche über unser Ticketsystem. Du kommst mit einer Gruppe von 8 oder mehr Leuten? Dann nutze den Promo-Code „FULL BOAT“. Der Ticketverkauf endet etwa 3 Monate vor der Abfahrt.",
        },
        icon: "check",
      },
      {
        title: {
          en: "Boat chartering phase",
          pt: "Fase de fretamento dos barcos",
          de: "Charterphase der Boote",
        },
        text: {
          en: "Once sales close, we charter the boats — usually 3 to 5 — to match the tiers that were booked. At the latest 1 month after sales close, you receive the harbour information.",
          pt: "Quando as vendas se encerram, fretamos os barcos — normalmente de 3 a 5 — de acordo com as categorias reservadas. No máximo 1 mês depois do fim das vendas, você recebe as informações sobre o porto.",
          de: "Sobald der Verkauf endet, chartern wir die Boote – meist 3 bis 5 – passend zu den gebuchten Kategorien. Spätestens 1 Monat nach Verkaufsende bekommst du die Infos zum Hafen.",
        },
        icon: "anchor",
      },
      {
        title: {
          en: "Crew allocation phase",
          pt: "Fase de formação das tripulações",
          de: "Crew-Einteilung",
        },
        text: {
          en: "We put the crews together, with same-gender cabins by default and your preferred cabin mate if you named one. The boat and crew list is published about 2 months before departure.",
          pt: "Montamos as tripulações, com cabines do mesmo gênero por padrão e com a pessoa que você escolheu para dividir a cabine, se tiver indicado alguém. A lista de barcos e tripulações é publicada cerca de 2 meses antes da partida.",
          de: "Wir stellen die Crews zusammen, standardmäßig mit Kabinen nach Geschlecht getrennt und mit der Person, mit der du dir eine Kabine wünschst, falls du jemanden genannt hast. Die Boots- und Crewliste erscheint etwa 2 Monate vor der Abfahrt.",
        },
        icon: "heart",
      },
    ],
  },
};
