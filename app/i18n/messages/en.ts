import type { Catalogue } from "../translate";

/**
 * The site's interface in English: the words around the content (content itself lives in data/, its
 * languages side by side). This catalogue defines the keys; pt.ts and de.ts must have every one of
 * them (the type says so, and a test fails on a key nobody uses). Sections follow the site's parts.
 * How to translate a new text: docs/LANGUAGES.md.
 */
export const en = {
  // — chrome: header, footer, language switcher —
  "chrome.skipToContent": "Skip to content",
  "chrome.homeLabel": "Forró Sailing Week – home",
  "chrome.menu": "Menu",
  "chrome.nav": "Main",
  "chrome.navMobile": "Main (mobile)",
  "chrome.nav.events": "Events",
  "chrome.nav.team": "Team",
  "chrome.nav.rates": "Rates",
  "chrome.nav.faq": "FAQ",
  "chrome.bookNow": "Book Now",
  "chrome.bookNowHint": " – {event}, opens the ticket system in a new window",
  "chrome.tagline": "Sail by day, dance Forró by night.",
  "chrome.phone": "Phone:",
  "chrome.email": "E-mail:",
  "chrome.imprint": "Imprint",
  "chrome.privacy": "Privacy",
  "chrome.accessibility": "Accessibility",
  "chrome.sharePhotos": "Share your photos",
  "chrome.copyright": "© {year} {name}. All rights reserved.",
  "chrome.languages": "Language",

  // — errors: the not-found page and the apology —
  "error.notFound.title": "Page Not found",
  "error.notFound.apology": "I am sorry",
  "error.notFound.detail": "The page you are looking for does not exist or has moved.",
  "error.notFound.description": "This page does not exist.",
  "error.notFound.events": "See all editions",
  "error.notFound.faq": "Read the FAQ",
  "error.backHome": "Back to the home page",
  "error.general": "Something went wrong!",
  "error.tryAgain": "Please try again in a moment.",

  // — editions: home, events, event details, galleries, calendars, structured data —

  // — people and prices: team, team members, teachers and skippers, rates, FAQ, imprint —
  "people.home": "Home",
  "people.editions": "Editions",
  "people.portrait": "Portrait of {name}",
  "people.meetTeam": "Meet the team",
  "people.social": "{name} (opens in a new tab)",
  "team.title": "Team",
  "team.description": "The people behind Forró Sailing Week: organisers, Forró teachers and musicians, skippers and partners.",
  "team.kicker": "Crew list",
  "team.lead": "The people who plan the routes, teach the steps, play the music and keep everyone safe at sea.",
  "team.group.corestaff": "Corestaff",
  "team.group.teachers": "Forró Teachers & Musicians",
  "team.group.skippers": "Skippers & Co-Skippers",
  "team.group.partners": "Partners",
  "team.role.founder": "Founder/Organizer",
  "team.role.skipper": "Skipper",
  "team.role.coSkipper": "Co-Skipper",
  "team.role.teacher": "Forró Teacher",
  "team.role.sanfoneiro": "Sanfoneiro",
  "team.role.contentProducer": "Content Producer",
  "team.role.ticketSystem": "Ticket System Provider",
  "team.more": "More<hidden> about {name}</hidden>",
  "team.memberEditions": "Editions {name} took part in",
  "team.member.notFound.title": "Member not found",
  "team.member.notFound.detail": "Nobody on our team goes by that name. The team page lists everyone.",
  "team.member.notFound.description": "This team member does not exist.",
  "team.member.back": "The whole team",
  "person.role.teacher": "Forró teacher",
  "person.role.musician": "musician",
  "person.role.skipper": "skipper or co-skipper",
  "person.intro": {
    one: "{name} joined {count} edition of Forró Sailing Week as {roles}.",
    other: "{name} joined {count} editions of Forró Sailing Week as {roles}.",
  },
  "person.guests": "Guests have no profile on our team page; the editions below tell who sailed and danced with them.",
  "person.back": "All editions",
  "person.teachers.notFound.title": "Teacher not found",
  "person.teachers.notFound.detail": "We know no teacher or musician called “{name}”. Every edition lists its crew.",
  "person.skippers.notFound.title": "Skipper not found",
  "person.skippers.notFound.detail": "We know no skipper or co-skipper called “{name}”. Every edition lists its crew.",
  "person.notFound.description": "This person took part in no edition of Forró Sailing Week.",
  "rates.title": "Rates",
  "rates.description": "What a Forró Sailing Week ticket includes, and the gold, silver and bronze budget tiers by boat type.",
  "rates.kicker": "Budget tiers",
  "rates.included": "Included",
  "rates.notIncluded": "Not included",
  "rates.chooseBoat": "Choose your boat",
  "rates.medal.gold": "gold",
  "rates.medal.silver": "silver",
  "rates.medal.bronze": "bronze",
  "rates.details": "Details",
  "rates.tier.gold": "gold tier",
  "rates.tier.silver": "silver tier",
  "rates.tier.bronze": "bronze tier",
  "rates.tier.typicalBoats": "Typical boats",
  "rates.tier.search": " (search, opens in a new tab)",
  "rates.tier.boatDepends": "The boat depends on the availability of the other categories.",
  "rates.tier.gallery": "Gallery",
  "rates.tier.back": "All rates",
  "rates.tier.notFound.title": "Rate not found",
  "rates.tier.notFound.detail": "There is no such budget tier. Choose one of: {medals}.",
  "rates.tier.notFound.description": "This budget tier does not exist.",
  "rates.tier.notFound.all": "See all rates",
  "faq.title": "FAQ",
  "faq.description":
    "Answers about booking and payment, budget, cabins, boats, skippers, travel and Forró at Forró Sailing Week.",
  "faq.kicker": "Good to know",
  "faq.heading": "Frequently asked questions",
  "faq.subjects": "FAQ subjects",
  "imprint.title": "Imprint",
  "imprint.description": "Legal notice of Forró Sailing Week: the organising entity, who is responsible, and our disclaimers.",
  "imprint.kicker": "Legal notice",
  "imprint.web": "Web:",
  "imprint.responsible": "Responsible",

  // — uploader: the form, its answers, the uploader's own photos, withdrawal, removal requests —

  // — party and boat: slideshow, posters, boat pack, offline page —

  // — privacy and accessibility —
} as const satisfies Catalogue;

export type MessageKey = keyof typeof en;
