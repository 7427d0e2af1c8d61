import type { FestivalEvent } from "./types";

// One edition per year, each a week from Saturday to Saturday in the sailing season.
// Skippers lists name the flotilla skipper first, then skippers and co-skippers of the other boats.
export const events: FestivalEvent[] = [
  {
    id: "fsw19",
    title: "FSW19 – Central Dalmatia",
    city: "Split",
    region: "Central Dalmatia, Croatia",
    description:
      "The very first Forró Sailing Week set sail from Split with three boats, thirty-three brave dancers and no idea whether dancing forró on a moving deck would actually work. It did — and by the second evening nobody wanted to go to bed.\n\n" +
      "We hopped between Brač, Hvar and Vis, swam in turquoise bays before breakfast and held our workshops on deck and on the harbour promenades. There was no live band yet: the music came from a small speaker that survived a week of salt, sun and enthusiastic DJs.\n\n" +
      "The last night in Stari Grad, with the whole flotilla dancing on the quay until the harbour master politely asked us to stop, is the moment Forró Sailing Week was truly born.",
    teachers: ["Juliana Matos", "Rafael Costa"],
    musicians: [],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Ivan Marić", "Petra Novak"],
    boats: ["Lagoon 42", "Bavaria Cruiser 46", "Jeanneau Sun Odyssey 440"],
    imgPath: "covers/fsw19.svg",
    date: ["2019-09-14", "2019-09-21"],
    participants: 33,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw20",
    title: "FSW20 – Kornati Islands",
    city: "Sukošan",
    region: "Zadar Archipelago & Kornati, Croatia",
    description:
      "2020 was the year almost everything was cancelled. Travel rules changed every week, and in the end only twelve of us made it to Sukošan — but those twelve had one of the most peaceful weeks the festival has ever seen.\n\n" +
      "Two boats, lots of space and the wild, stony islands of the Kornati National Park almost to ourselves. We anchored in Telašćica, walked up to the cliffs of Dugi Otok at sunset and danced in the open air, keeping our distance when we had to and closing the embrace when we could.\n\n" +
      "This small edition taught us that Forró Sailing Week does not need a crowd: a few good people, a deck and a song are enough.",
    teachers: ["Clara Dumont"],
    musicians: [],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Ivan Marić"],
    boats: ["Lagoon 42", "Bavaria Cruiser 46"],
    imgPath: "covers/fsw20.svg",
    date: ["2020-09-12", "2020-09-19"],
    participants: 12,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw21",
    title: "FSW21 – Ionian Islands",
    city: "Lefkada",
    region: "Ionian Islands, Greece",
    description:
      "Our first Greek edition started in the marina of Lefkada, with forty-six participants spread over four boats and, for the first time, a live sanfona on board: Tiago Nascimento joined us with his accordion and changed the festival for good.\n\n" +
      "The calm waters of the Ionian Sea made for easy sailing days between Meganisi, Kalamos and Ithaca. We practised in the shade of olive trees, swam off the back of the catamarans and ended the week with a long night of live forró on the harbour front of Fiskardo in Kefalonia.\n\n" +
      "Many friendships — and at least two couples — date back to this week.",
    teachers: ["Juliana Matos", "Bruno Teixeira"],
    musicians: ["Tiago Nascimento", "Pedro Lins"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Nikos Andreou", "Eleni Papadaki", "Dimitris Karras"],
    boats: ["Lagoon 42", "Lagoon 40", "Bavaria Cruiser 46", "Beneteau Oceanis 46.1"],
    imgPath: "covers/fsw21.svg",
    date: ["2021-09-11", "2021-09-18"],
    participants: 46,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw22",
    title: "FSW22 – Sardinia",
    city: "Portisco",
    region: "Costa Smeralda & La Maddalena, Sardinia, Italy",
    description:
      "In 2022 the flotilla moved to Italy. Forty-eight dancers boarded four boats in Portisco and headed north into the La Maddalena archipelago, where the water is so clear that the anchors seem to float above the sand.\n\n" +
      "We explored Caprera and Spargi, crossed the strait to look up at the white cliffs of Bonifacio in Corsica and held our workshops on deck and on quiet beaches. Tiago and Sofia played every evening, and one night the whole fleet rafted up in a bay for a party that people still talk about.\n\n" +
      "Sardinia gave us wind, light and a wonderful crowd of first-timers who have come back ever since.",
    teachers: ["Juliana Matos", "Léa Martin"],
    musicians: ["Tiago Nascimento", "Sofia Marques"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Giulia Serra", "Andrea Pinna", "Matteo Sanna"],
    boats: ["Lagoon 42", "Bali 4.2", "Fountaine Pajot Lucia 40", "Jeanneau Sun Odyssey 519"],
    imgPath: "covers/fsw22.svg",
    date: ["2022-06-11", "2022-06-18"],
    participants: 48,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw23",
    title: "FSW23 – Western Cyclades",
    city: "Lavrio",
    region: "Western Cyclades, Greece",
    description:
      "Our biggest edition so far: sixty participants on five boats, leaving Lavrio near Athens for the Western Cyclades. White villages, blue doors and early summer winds that gave the sailors among us some proper sailing.\n\n" +
      "We hopped from Kea to Kythnos, Serifos and Sifnos, with four workshops along the way and a live trio — sanfona, zabumba and triangle — playing under the stars. The night on the beach of Kolona in Kythnos, dancing barefoot on the sandbar between two bays, was pure magic.\n\n" +
      "With so many people, the crews mixed more than ever, and the last evening in Lavrio felt like a family reunion.",
    teachers: ["Juliana Matos", "Rafael Costa"],
    musicians: ["Tiago Nascimento", "Pedro Lins", "Sofia Marques"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Nikos Andreou", "Eleni Papadaki", "Yannis Kouris", "Katerina Vlachou"],
    boats: ["Lagoon 42", "Lagoon 450", "Bali 4.2", "Bavaria Cruiser 51", "Beneteau Oceanis 51.1"],
    imgPath: "covers/fsw23.svg",
    date: ["2023-06-10", "2023-06-17"],
    participants: 60,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw24",
    title: "FSW24 – Dubrovnik Riviera",
    city: "Dubrovnik",
    region: "Southern Dalmatia, Croatia",
    description:
      "Five years after the first week in Split, Forró Sailing Week returned to Croatia — this time to the south, sailing out of Dubrovnik in the golden light of September.\n\n" +
      "The Elaphiti islands of Koločep, Lopud and Šipan were our first stops, followed by the salt lakes of Mljet National Park and the old town of Korčula. Clara and Rafael led the workshops, Tiago and Pedro played the evenings, and the warm late-season sea invited a swim at every anchorage.\n\n" +
      "A relaxed, sunny week with long lunches at anchor and dancing on stone quays that have seen centuries of parties before ours.",
    teachers: ["Clara Dumont", "Rafael Costa"],
    musicians: ["Tiago Nascimento", "Pedro Lins"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Ivan Marić", "Petra Novak"],
    boats: ["Lagoon 42", "Bavaria Cruiser 46", "Dufour 460 Grand Large"],
    imgPath: "covers/fsw24.svg",
    date: ["2024-09-07", "2024-09-14"],
    participants: "",
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw25",
    title: "FSW25 – Aeolian Islands",
    city: "Portorosa",
    region: "Aeolian Islands, Sicily, Italy",
    description:
      "Fifty-six dancers, five boats and seven volcanic islands: in 2025 the festival sailed from Portorosa on the north coast of Sicily into the Aeolian archipelago.\n\n" +
      "We swam in the warm waters off Vulcano, wandered the lanes of Lipari, tasted capers and malvasia on Salina and danced on the terraces of Panarea. The highlight was an evening sail around Stromboli, watching the volcano glow in the dark before a late party at anchor with Tiago and Sofia playing on the foredeck.\n\n" +
      "Juliana and Léa taught four workshops, from first steps for newcomers to musicality sessions for the experienced dancers.",
    teachers: ["Juliana Matos", "Léa Martin"],
    musicians: ["Tiago Nascimento", "Sofia Marques"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Giulia Serra", "Andrea Pinna", "Salvo Russo", "Chiara Lombardo"],
    boats: ["Lagoon 42", "Lagoon 450", "Bali 4.2", "Jeanneau Sun Odyssey 519", "Beneteau Oceanis 46.1"],
    imgPath: "covers/fsw25.svg",
    date: ["2025-06-14", "2025-06-21"],
    participants: 56,
    cost: "",
    currency: "EUR",
    // Placeholder ticket link: the organisers replace it with the real ticket system address.
    external_links: { ticket_system: "https://tickets.example.com/fsw25" },
  },
  {
    id: "fsw26",
    title: "FSW26 – Turkish Coast",
    city: "Göcek",
    region: "Lycian Coast, Turkey",
    description:
      "For its eighth edition, Forró Sailing Week sails the Turkish coast. Participants fly into Dalaman Airport, and a short transfer brings them to the marina of Göcek, where the flotilla is waiting. At the end of the week the same airport takes everybody home.\n\n" +
      "The Gulf of Fethiye is one of the most sheltered sailing areas in the Mediterranean: pine-covered hills, dozens of quiet bays and warm, calm water. The route passes the Twelve Islands of Göcek, Lycian rock tombs carved into the cliffs, the ruins on Gemiler Island and, weather permitting, the river delta of Dalyan with its turtle beach.\n\n" +
      "Juliana Matos and Bruno Teixeira teach about four workshops during the week, and Tiago Nascimento and Pedro Lins bring live forró to the evening parties in the bays.",
    teachers: ["Juliana Matos", "Bruno Teixeira"],
    musicians: ["Tiago Nascimento", "Pedro Lins"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Emre Yıldız", "Deniz Aksoy", "Selin Kaya"],
    boats: ["Lagoon 42", "Bali 4.2", "Bavaria C45", "Jeanneau Sun Odyssey 440"],
    imgPath: "covers/fsw26.svg",
    date: ["2026-06-13", "2026-06-20"],
    participants: "",
    cost: "",
    currency: "EUR",
    // Placeholder ticket link: the organisers replace it with the real ticket system address.
    external_links: { ticket_system: "https://tickets.example.com/fsw26" },
  },
];
