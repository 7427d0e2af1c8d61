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

  // — uploader: the form, its answers, the uploader's own photos, withdrawal, removal requests —

  // — party and boat: slideshow, posters, boat pack, offline page —

  // — privacy and accessibility —
} as const satisfies Catalogue;

export type MessageKey = keyof typeof en;
