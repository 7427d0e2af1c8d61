import type { FaqSubject } from "./types";

// FAQ subjects in their fixed order ("Accomodation" keeps the spelling the organisers use).
// Line breaks ("\n") in an answer become separate paragraphs on the page.
export const faq: FaqSubject[] = [
  {
    subject: "Booking & Payment",
    topics: [
      {
        question: "How do I book my place?",
        answer:
          "Bookings are made in our external ticket system, not on this website. Click Book Now in the menu or Reserve a spot on an upcoming edition, and the ticket shop opens in a new window.\n" +
          "There you choose your tier (gold, silver, bronze or Saloon & Bow Cabin), enter your details and pay. You receive your confirmation and invoice by e-mail.",
      },
      {
        question: "Is there a discount if we come as a group?",
        answer:
          "Yes! If you book a whole boat together as a group of at least 8 people, use the promo code 'FULL BOAT' in the ticket system. Every member of the group gets a 50 EUR discount.\n" +
          "Make sure everybody in the group enters the code and names the same group, so that we can put you on the same boat.",
      },
      {
        question: "Can I choose who I share a cabin with?",
        answer:
          "Cabins are shared with a person of the same gender by default. If you would like to share with your partner, a friend or anybody else, just name your preferred cabin mate when you book, and ask them to name you too.",
      },
      {
        question: "What happens if I have to cancel?",
        answer:
          "By default, tickets are not refunded, because we charter the boats for a fixed number of people.\n" +
          "If you find a replacement who buys an equivalent ticket, we refund your ticket minus an administration fee of 50 EUR.\n" +
          "If you prefer that we, the organisers, sell the ticket on for you, the fee is 100 EUR, and the refund happens once your place has been sold.\n" +
          "Alternatively, you can turn your ticket into a voucher for a later edition, with no fee at all.",
      },
      {
        question: "When do ticket sales close?",
        answer:
          "Ticket sales close about 3 months before departure. We need that time to charter the right boats and put the crews together, so please do not wait until the last minute.",
      },
    ],
  },
  {
    subject: "Budget",
    topics: [
      {
        question: "Why is there no price on the website?",
        answer:
          "Ticket prices depend on the edition and the tier and can change with charter prices, so we show them only in the ticket system. Click Book Now to see the current prices for every tier.",
      },
      {
        question: "What is the boat kitty and how much should I plan for it?",
        answer:
          "Each crew shares a boat kitty for everything the boat consumes during the week: groceries and drinks on board, fuel, harbour and mooring fees and local taxes.\n" +
          "Plan on about 150 to 300 EUR per person per week. The amount depends on the region, on how often your crew eats on shore and on how many nights you spend in marinas rather than at anchor. Whatever is left at the end is shared back.",
      },
      {
        question: "Do I have to leave a damage deposit for the boat?",
        answer:
          "No. Charter companies ask for a damage deposit on every boat, and we cover it with a damage-deposit insurance. It costs on average about 50 EUR per person and is already included in your ticket.",
      },
      {
        question: "Should I tip the skipper?",
        answer:
          "A tip is optional but very welcome if you enjoyed the week. A common guideline is 5 to 10 % of the ticket price. Most crews collect the tip together on the last evening.",
      },
      {
        question: "Is there a cheaper way to join?",
        answer:
          "Yes: the bronze tier on a 40 to 50 ft monohull is the most affordable boat category, and Saloon & Bow Cabin tickets are discounted further. With those you sleep in the saloon or in a bow cabin; bow cabins only exist on gold boats and sometimes on silver boats.",
      },
    ],
  },
  {
    subject: "Liability",
    topics: [
      {
        question: "Who pays if something on the boat gets damaged?",
        answer:
          "Accidental damage to the boat is covered by the damage-deposit insurance included in your ticket (on average about 50 EUR per person).\n" +
          "Damage caused on purpose or by gross negligence, and lost personal items, are not covered by it.",
      },
      {
        question: "Do I need my own insurance?",
        answer:
          "Yes, we strongly recommend a travel health insurance that is valid abroad and covers water sports, plus a travel cancellation insurance. Your ticket does not include personal insurance.",
      },
      {
        question: "Who is responsible for safety on board?",
        answer:
          "The skipper is responsible for the boat and has the final word on safety, route and weather decisions. Please follow their instructions, wear a life jacket when asked to and tell the skipper about any health issue that matters on board.\n" +
          "You take part in sailing, swimming and dancing at your own risk, so listen to your body and take a break whenever you need one.",
      },
    ],
  },
  {
    subject: "Accomodation",
    topics: [
      {
        question: "Where do I sleep during the week?",
        answer:
          "On the boat! For seven nights, from Saturday to Saturday, you sleep in a cabin on your boat. Regular tickets are a berth in a double cabin; bathrooms are shared or belong to the cabin, depending on the boat.",
      },
      {
        question: "Who will I share my cabin with?",
        answer:
          "By default you share a cabin with a person of the same gender. If you want to share with someone in particular, name your preferred cabin mate when you book and we will put you together.",
      },
      {
        question: "What is the Saloon & Bow Cabin option?",
        answer:
          "It is a discounted ticket for people who do not mind a little less privacy. You sleep either on the saloon bench, which is made up as a bed in the evening, or in a small bow cabin at the front of the boat.\n" +
          "Bow cabins only exist on gold boats and sometimes on silver boats, so these places are limited.",
      },
      {
        question: "How many people sleep on one boat?",
        answer:
          "Monohulls take up to 10 people, or up to 12 when they have 5 cabins. Catamarans take up to 12 people. The skipper is part of the crew and has their own berth.",
      },
    ],
  },
  {
    subject: "Sailing boat",
    topics: [
      {
        question: "What kind of boats do you sail?",
        answer:
          "We charter modern cruising yachts from local charter companies, usually 3 to 5 boats per edition, sailing together as a flotilla.\n" +
          "Gold boats are 40 to 45 ft catamarans, silver boats are 45 to 55 ft monohulls or catamarans of about 40 ft, and bronze boats are 40 to 50 ft monohulls.",
      },
      {
        question: "Do I need sailing experience?",
        answer:
          "Not at all. Every boat has a professional skipper, and most participants have never sailed before. If you want to learn, the skipper will happily show you how to steer, trim the sails or tie the important knots.",
      },
      {
        question: "When will I know which boat I am on?",
        answer:
          "We publish the boat and crew list about 2 months before departure, once the boats are chartered and the crews are allocated.",
      },
      {
        question: "What should I pack?",
        answer:
          "Pack a soft bag rather than a hard suitcase, because storage on board is limited. Bring swimwear, sun protection, a hat, a light jacket for the evenings, non-marking shoes for the deck and something nice to dance in.\n" +
          "If you tend to get seasick, bring your usual remedy. Catamarans (gold tier) move much less than monohulls.",
      },
    ],
  },
  {
    subject: "Skippers",
    topics: [
      {
        question: "Who are the skippers?",
        answer:
          "Every boat is sailed by a licensed, experienced skipper who knows the area. Our flotilla skipper Marco Bellini plans the routes with the other skippers and keeps an eye on the weather for the whole fleet.",
      },
      {
        question: "Do I have to help on board?",
        answer:
          "Life on a boat is teamwork. Crews usually take turns with cooking, washing up and shopping, and the skipper will ask for a hand with lines and fenders when arriving in a harbour or dropping anchor. Nobody has to sail if they would rather dance or swim.",
      },
      {
        question: "Who decides where we go?",
        answer:
          "The organisers prepare a route for the week, and the skippers adapt it every day to wind and weather. Safety always comes first, so the final decision is the skipper's.",
      },
      {
        question: "Is a tip for the skipper expected?",
        answer: "It is optional. If you are happy with your skipper, 5 to 10 % of the ticket price is a common tip.",
      },
    ],
  },
  {
    subject: "Travel Arrangements",
    topics: [
      {
        question: "When do I get the details of the departure harbour?",
        answer:
          "We share the harbour information — marina, meeting point and check-in time — at the latest 1 month after ticket sales close, so you have plenty of time to book your journey.",
      },
      {
        question: "When should I arrive and leave?",
        answer:
          "Every edition runs from Saturday to Saturday. Boarding is on the Saturday afternoon, and the boats have to be left on the following Saturday morning. Plan your arrival and departure around these times, or add a night in a hotel before or after.",
      },
      {
        question: "How do I get to the boats?",
        answer:
          "Travel is not included in the ticket, so you book your own flights or trains. For editions where arrival and departure are at an airport, such as the Turkish coast edition via Dalaman Airport, we tell you how to reach the marina.\n" +
          "Once the crew list is out, many participants share taxis and transfers with their crew.",
      },
    ],
  },
  {
    subject: "General",
    topics: [
      {
        question: "What is Forró Sailing Week?",
        answer:
          "Forró Sailing Week is an annual festival that combines a week of sailing on chartered boats with Forró workshops and parties. A flotilla of boats sails together from bay to bay, and every day there is time to swim, explore, learn and dance.",
      },
      {
        question: "Who can join?",
        answer:
          "Anyone who loves dancing, the sea, or both. You can come alone, with a partner or with friends; no sailing or dancing experience is needed. Most participants come from the European forró community.",
      },
      {
        question: "How big is the festival?",
        answer:
          "Usually 3 to 5 boats sail together, which means between roughly 30 and 60 participants. Small enough to know everybody by the end of the week, big enough for a proper party.",
      },
      {
        question: "Where can I see photos of past editions?",
        answer:
          "Every edition on the Events page has its own sailor log and photo gallery. You can also follow us on Facebook, Youtube and Instagram.",
      },
    ],
  },
  {
    subject: "Forró",
    topics: [
      {
        question: "What is forró?",
        answer:
          "Forró is a partner dance and a music style from the Northeast of Brazil. The classic trio is the sanfona (accordion), the zabumba (a large drum) and the triangle, playing rhythms such as xote, baião and arrasta-pé.\n" +
          "The dance is close, playful and surprisingly easy to start with.",
      },
      {
        question: "Do I need to know how to dance?",
        answer:
          "No. Our workshops welcome complete beginners as well as experienced dancers, and the teachers make sure everybody finds their level.",
      },
      {
        question: "How many workshops are there?",
        answer:
          "There are about 4 workshops per edition, held on deck, on beaches or on harbour promenades, plus evening parties — often with live music.",
      },
      {
        question: "Do I need a dance partner?",
        answer:
          "No. In the workshops we rotate partners, and at the parties everybody dances with everybody. Leaders and followers of any gender are welcome.",
      },
    ],
  },
];
