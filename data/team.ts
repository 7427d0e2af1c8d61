import type { TeamMember } from "./types";

// The FSW team. Names are the exact spelling used in the teachers, musicians and skippers
// lists of data/events.ts; every member except partners appears in the lists of each edition they joined.
export const team: TeamMember[] = [
  {
    id: "lukas-ferreira",
    name: "Lukas Ferreira",
    description:
      "Lukas grew up between Hamburg and Recife, with a German father who sailed the Baltic and a Brazilian mother who never missed a forró in the São João season. For years those two worlds lived in separate suitcases, until one summer evening in Split he watched a flotilla come into harbour and thought: what if the dance floor simply came along?\n\n" +
      "That thought became Forró Sailing Week in 2019. Lukas organises every edition, from chartering the boats and matching crews to finding the bay where the evening party will happen. He sails as co-skipper on one of the boats and is usually the last one to leave the dance floor on the quay.\n\n" +
      "If you write to FSW, chances are Lukas answers — often from a harbour café, with a ferry timetable open in another tab.",
    groupName: "Corestaff",
    role: "Founder/Organizer",
    imgPath: "team/founder.svg",
    editions: ["fsw19", "fsw20", "fsw21", "fsw22", "fsw23", "fsw24", "fsw25", "fsw26"],
  },
  {
    id: "juliana-matos",
    name: "Juliana Matos",
    description:
      "Juliana was born in Campina Grande, home of one of the biggest São João festivals in Brazil, and learned forró the way most people there do: at family parties, long before anyone called it a class. She has lived in Lisbon for more than ten years and teaches regular courses and festival workshops all over Europe.\n\n" +
      "Her classes are known for clear structure, lots of laughter and a strong focus on connection and musicality rather than fancy figures. On FSW she teaches on deck, on beaches and on harbour promenades, and she has a talent for turning a wobbly catamaran into a perfectly good dance floor.\n\n" +
      "Juliana has been part of almost every edition since the very first week in Croatia.",
    groupName: "Forró Teachers & Musicians",
    role: "Forró Teacher",
    imgPath: "team/teacher.svg",
    editions: ["fsw19", "fsw21", "fsw22", "fsw23", "fsw25", "fsw26"],
  },
  {
    id: "tiago-nascimento",
    name: "Tiago Nascimento",
    description:
      "Tiago is a sanfoneiro from Caruaru, Pernambuco, who got his first accordion at eleven and has not put it down since. He plays traditional pé-de-serra forró — xote, baião and arrasta-pé — and has toured European forró festivals with his trio for many years.\n\n" +
      "Since 2021 Tiago has brought live music to Forró Sailing Week. He plays at the evening parties in harbours and bays, joins the workshops so that dancers can feel the difference between a recording and a living band, and is happy to explain what the zabumba and the triangle are doing while you dance.\n\n" +
      "Ask him about the songs of Luiz Gonzaga and you will get a story for each one.",
    groupName: "Forró Teachers & Musicians",
    role: "Sanfoneiro",
    imgPath: "team/musician.svg",
    editions: ["fsw21", "fsw22", "fsw23", "fsw24", "fsw25", "fsw26"],
  },
  {
    id: "marco-bellini",
    name: "Marco Bellini",
    description:
      "Marco comes from Trieste and has been sailing the Adriatic since he was a boy on his uncle's old wooden sloop. He holds a professional skipper licence and has spent more than fifteen seasons taking charter guests through Croatia, Greece, Italy and Turkey.\n\n" +
      "On FSW Marco leads the flotilla: he plans the daily routes with the other skippers, keeps an eye on the weather and decides where the fleet anchors for the night. He is calm at the helm, patient with first-time sailors and happy to teach anyone who wants to learn how to trim a sail or tie a bowline.\n\n" +
      "He claims he does not dance. Every year, somebody proves him wrong.",
    groupName: "Skippers & Co-Skippers",
    role: "Skipper",
    imgPath: "team/skipper.svg",
    editions: ["fsw19", "fsw20", "fsw21", "fsw22", "fsw23", "fsw24", "fsw25", "fsw26"],
  },
  {
    // Placeholder partner: the organisers replace name and text with the real ticket system provider.
    id: "example-ticketing",
    name: "Example Ticketing (placeholder)",
    description:
      "Our ticket system provider runs the online shop behind the Book Now and Reserve a spot buttons. When you book a place on Forró Sailing Week, you choose your tier, enter your details and pay on their platform, and you receive your confirmation and invoice from them by e-mail.\n\n" +
      "Having a dedicated ticketing partner means secure payments, clear booking records and quick answers when you need to change a name on a ticket, for example when a replacement buyer takes over your place.\n\n" +
      "This entry is a placeholder: the organisers will replace it with the provider's real name and details.",
    groupName: "Partners",
    role: "Ticket System Provider",
    imgPath: "misc/partner.svg",
    editions: [],
  },
];
