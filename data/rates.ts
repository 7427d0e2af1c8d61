import type { RateTier } from "./types";

// Budget tiers. Ticket prices are not shown on the site: they live in the ticket system.
// googleLink = "https://www.google.com/search?q=" + encodeURIComponent(boat), written out literally.
export const rateTiers: RateTier[] = [
  {
    id: "general",
    title: "What your ticket covers",
    summary: "The same festival week on every boat, whatever your budget",
    description:
      "Every Forró Sailing Week ticket buys you a berth on a chartered sailing boat with a professional skipper for a whole week, from Saturday to Saturday, plus the full dance programme. The tiers below differ only in the type and size of boat you sail on; the workshops, parties and people are the same for everyone.",
    included: [
      "A berth on a chartered sailing boat for seven nights, Saturday to Saturday",
      "A professional skipper on every boat",
      "About 4 Forró workshops with our teachers during the week",
      "Evening parties, with live music at most editions",
      "Damage-deposit insurance for the boat (on average about 50 EUR per person, already part of the ticket)",
      "Bed linen, towels and the final cleaning of the boat",
      "Route planning, crew allocation and support from the organising team",
    ],
    notIncluded: [
      "Travel to and from the departure harbour (flights, trains, transfers)",
      "The boat kitty: about 150 to 300 EUR per person per week for food, drinks, fuel and harbour fees",
      "An optional tip for your skipper (5 to 10 % of the ticket price is customary)",
      "Meals in restaurants on shore",
      "Personal travel, health and cancellation insurance",
      "Hotel nights before or after the festival week",
    ],
    paragraphs: [
      "The ticket price depends on the tier and the edition and is shown in our ticket system when you book. The Book Now and Reserve a spot buttons take you straight there.",
      "On top of the ticket, each crew shares a boat kitty. Plan on about 150 to 300 EUR per person for the week: it pays for groceries and drinks on board, fuel, harbour and mooring fees and local taxes. The crew decides together how to spend it, and whatever is left at the end is shared back.",
      "Charter companies ask for a damage deposit on every boat. We cover it with a damage-deposit insurance, which costs on average about 50 EUR per person and is already included in your ticket, so you do not have to leave a large deposit yourself.",
      "Tipping the skipper is optional and always appreciated. If you enjoyed the week, 5 to 10 % of the ticket price is a common guideline.",
      "Coming with friends? If you fill a boat with a group of at least 8 people, use the promo code 'FULL BOAT' and every member of the group gets a 50 EUR discount.",
      "Cabins are shared with a person of the same gender by default. If you would like to share with a partner or a friend, name your preferred cabin mate when you book.",
    ],
    typicalBoats: [],
    photoCredit: "Photos: FSW crew and participants",
  },
  {
    id: "gold",
    title: "Gold",
    summary: "40 to 45 ft catamaran",
    description:
      "Sail on a spacious catamaran of 40 to 45 feet. Catamarans are stable at anchor and under way, offer the most living space on deck and in the saloon, and their wide trampolines and cockpits make the best floating dance floors of the fleet.",
    paragraphs: [
      "A catamaran of this size usually has four double cabins, each with its own or a shared bathroom, and carries up to 12 people including the Saloon & Bow Cabin places.",
      "Gold is a great choice if you are new to sailing or worried about seasickness: catamarans hardly heel and rock much less at anchor than monohulls.",
      "Gold boats are also the ones with bow cabins, so part of the discounted Saloon & Bow Cabin places are on these boats.",
    ],
    typicalBoats: [
      { boat: "Lagoon 42", googleLink: "https://www.google.com/search?q=Lagoon%2042" },
      { boat: "Lagoon 450", googleLink: "https://www.google.com/search?q=Lagoon%20450" },
      { boat: "Bali 4.2", googleLink: "https://www.google.com/search?q=Bali%204.2" },
      {
        boat: "Fountaine Pajot Astrea 42",
        googleLink: "https://www.google.com/search?q=Fountaine%20Pajot%20Astrea%2042",
      },
      { boat: "Leopard 45", googleLink: "https://www.google.com/search?q=Leopard%2045" },
    ],
    imgPath: "rates/gold/01.svg",
    photoCredit: "Photos: FSW crew and participants",
  },
  {
    id: "silver",
    title: "Silver",
    summary: "45 to 55 ft monohull, or a catamaran of about 40 ft",
    description:
      "Sail on a large monohull of 45 to 55 feet, or on a catamaran of about 40 feet. Big monohulls sail beautifully and give you the real feeling of a yacht heeling in the wind, while the smaller catamarans offer the comfort of two hulls at a friendlier price.",
    paragraphs: [
      "Large monohulls carry up to 10 people, or up to 12 when they have 5 cabins; a 40 ft catamaran carries up to 12 people.",
      "Silver is the favourite of many participants who like to take the helm or help with the sails while still having plenty of space below deck.",
      "Some silver boats have bow cabins, which are sold as part of the Saloon & Bow Cabin option.",
    ],
    typicalBoats: [
      { boat: "Bavaria Cruiser 46", googleLink: "https://www.google.com/search?q=Bavaria%20Cruiser%2046" },
      { boat: "Beneteau Oceanis 51.1", googleLink: "https://www.google.com/search?q=Beneteau%20Oceanis%2051.1" },
      {
        boat: "Jeanneau Sun Odyssey 519",
        googleLink: "https://www.google.com/search?q=Jeanneau%20Sun%20Odyssey%20519",
      },
      { boat: "Dufour 520 Grand Large", googleLink: "https://www.google.com/search?q=Dufour%20520%20Grand%20Large" },
      { boat: "Lagoon 40", googleLink: "https://www.google.com/search?q=Lagoon%2040" },
      {
        boat: "Fountaine Pajot Lucia 40",
        googleLink: "https://www.google.com/search?q=Fountaine%20Pajot%20Lucia%2040",
      },
    ],
    imgPath: "rates/silver/01.svg",
    photoCredit: "Photos: FSW crew and participants",
  },
  {
    id: "bronze",
    title: "Bronze",
    summary: "40 to 50 ft monohull",
    description:
      "Sail on a classic monohull of 40 to 50 feet — the most affordable way to join the festival week. These are proven, comfortable cruising yachts, and the crews on bronze boats are famous for their team spirit.",
    paragraphs: [
      "A monohull of this size has three to four double cabins and carries up to 10 people, or up to 12 when it has 5 cabins.",
      "You will feel the boat heel when the wind picks up, which many sailors love. The skipper shows everyone how to help with lines and fenders, no experience needed.",
      "Bronze boats sail the same route as the rest of the flotilla and join every workshop and party.",
    ],
    typicalBoats: [
      { boat: "Bavaria Cruiser 41", googleLink: "https://www.google.com/search?q=Bavaria%20Cruiser%2041" },
      { boat: "Beneteau Oceanis 45", googleLink: "https://www.google.com/search?q=Beneteau%20Oceanis%2045" },
      {
        boat: "Jeanneau Sun Odyssey 440",
        googleLink: "https://www.google.com/search?q=Jeanneau%20Sun%20Odyssey%20440",
      },
      { boat: "Dufour 430 Grand Large", googleLink: "https://www.google.com/search?q=Dufour%20430%20Grand%20Large" },
      { boat: "Elan Impression 45.1", googleLink: "https://www.google.com/search?q=Elan%20Impression%2045.1" },
    ],
    imgPath: "rates/bronze/01.svg",
    photoCredit: "Photos: FSW crew and participants",
  },
  {
    id: "sbc",
    title: "Saloon & Bow Cabin",
    summary: "Discounted berth in the saloon or a bow cabin",
    description:
      "Happy to trade a little privacy for a lower price? Saloon & Bow Cabin tickets are discounted: you sleep on the converted saloon bench or in a compact bow cabin instead of a regular double cabin, and you enjoy exactly the same festival week as everybody else.",
    paragraphs: [
      "Saloon berths are made up every evening in the main living area of the boat. Bow cabins are small cabins in the front of the hulls with their own hatch for fresh air.",
      "Bow cabins only exist on gold boats and sometimes on silver boats, so the number of Saloon & Bow Cabin places is limited and depends on the boats we charter.",
      "You share the boat kitty and all festival activities with your crew, just like on any other ticket.",
    ],
    typicalBoats: [],
    imgPath: "rates/sbc/01.svg",
    photoCredit: "Photos: FSW crew and participants",
  },
];
