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
  "privacy.meta.title": "Privacy",
  "privacy.meta.description":
    "What the Forró Sailing Week website does with personal data: visits, shared photos, removal requests, organiser accounts, cookies, storage on your device and your rights.",
  "privacy.clear": "Remove everything this site keeps on this device",
  "privacy.cleared":
    "Done: your browser has been asked to remove the offline copy, any photos waiting to be sent and this site's cookies from this device.",
  "privacy.record.database": "Database: {node}",
  "privacy.record.files": "Files: {folder}/",
  "privacy.period.days": { one: "{count} day", other: "{count} days" },
  "privacy.period.hours": { one: "{count} hour", other: "{count} hours" },
  "privacy.period.seconds": { one: "{count} second", other: "{count} seconds" },
  "accessibility.meta.title": "Accessibility",
  "accessibility.meta.description":
    "How accessible the Forró Sailing Week website is, what we know does not work well yet, and how to tell us about a barrier.",
  "accessibility.reply": { one: "We aim to reply within {count} day.", other: "We aim to reply within {count} days." },
} as const satisfies Catalogue;

export type MessageKey = keyof typeof en;
