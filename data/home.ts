import type { HomeContent } from "./types";

export const home: HomeContent = {
  intro: {
    kicker: "Sail · Dance · Repeat",
    title: "A week at sea, to the rhythm of forró",
    paragraphs: [
      "Forró Sailing Week began with a simple question on a harbour wall in Croatia: what if the dance floor came along on the boat? Since 2019, a flotilla of chartered sailing boats has set out every year with dancers, teachers, musicians and skippers on board.",
      "Each day we sail to a new bay or island, swim in clear water, cook together on board and learn in about four forró workshops on deck, on beaches and along harbour promenades. When the sun goes down, the sanfona starts to play and the quay becomes a dance floor.",
      "No sailing or dancing experience needed — just bring curiosity, sun cream and a pair of shoes you can dance in.",
    ],
    heroImgPath: "misc/hero.svg",
    heroAlt: "Sailing boats anchored in a turquoise bay at sunset, with dancers on the deck of a catamaran",
  },
  firstEdition: {
    eventId: "fsw19",
    title: "Where it all began: FSW19 in Central Dalmatia",
    text: "In September 2019, thirty-three dancers boarded three boats in Split and sailed to Brač, Hvar and Vis. There was no band yet, just a small speaker and a lot of enthusiasm — and on the last night the whole flotilla danced on the quay of Stari Grad until the harbour master asked us to call it a night.",
    imgPath: "misc/first-edition.svg",
    imgAlt: "The first FSW flotilla moored side by side in the harbour of Stari Grad on Hvar",
  },
  nextEdition: {
    eventId: "fsw26",
    title: "FSW26 – Turkish Coast",
    text: "From 13 to 20 June 2026, Forró Sailing Week sails the Gulf of Fethiye on the Turkish coast: a week of sheltered bays, pine-covered hills and warm water, with live forró every evening and the flotilla setting out from the marina of Göcek.",
    imgPath: "misc/next-edition.svg",
    imgAlt: "A catamaran at anchor in a green, pine-lined bay on the Turkish coast near Göcek",
    airport: {
      arrival:
        "Arrival at Dalaman Airport (DLM) on Saturday, 13 June 2026, followed by a transfer of about half an hour to the marina in Göcek.",
      departure:
        "Departure from Dalaman Airport (DLM) on Saturday, 20 June 2026, after checking out of the boats in Göcek in the morning.",
    },
    exploration: [
      "The Twelve Islands of Göcek and their quiet, pine-fringed anchorages",
      "Lycian rock tombs carved into the cliffs above the bays",
      "The Byzantine ruins of Gemiler Island at sunset",
      "A river-boat trip through the reeds of the Dalyan delta to the turtle beach of İztuzu",
      "Swimming stops in the clear water of the Fethiye Gulf, with dancing at anchor afterwards",
    ],
    featuredTeacher: "Juliana Matos",
  },
  video: {
    title: "One week, one flotilla, one dance floor",
    // Placeholder YouTube id (11 characters): the organisers replace it with the real festival video.
    youtubeId: "FSWvideo001",
    posterPath: "misc/video-poster.svg",
    caption: "Impressions from past editions: sailing days, workshops on deck and live forró in the harbours.",
  },
  process: {
    title: "Hop on board",
    intro:
      "From your booking to the first night at anchor, every edition goes through the same three phases. Here is what happens, and when.",
    steps: [
      {
        title: "Booking phase",
        text: "Pick your tier and book through our ticket system. Coming as a group of 8 or more? Use the promo code 'FULL BOAT'. Ticket sales close about 3 months before departure.",
        icon: "check",
      },
      {
        title: "Boat chartering phase",
        text: "Once sales close, we charter the boats — usually 3 to 5 — to match the tiers that were booked. At the latest 1 month after sales close, you receive the harbour information.",
        icon: "anchor",
      },
      {
        title: "Crew allocation phase",
        text: "We put the crews together, with same-gender cabins by default and your preferred cabin mate if you named one. The boat and crew list is published about 2 months before departure.",
        icon: "heart",
      },
    ],
  },
};
