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
  "party.notFound.title": "Event Details not found",
  "party.notFound.detail": "We have no edition with that name. Have a look at the list of all editions.",
  "party.notFound.description": "This edition does not exist.",
  "party.noEdition": "We have no edition with that name.",
  "party.slideshow.title": "Slideshow: {edition}",
  "party.slideshow.description": "The photos of {edition}, one after another, for a screen at the party.",
  "party.slideshow.noSuchPhoto": "This photo of the slideshow does not exist.",
  "party.slideshow.unreadableList": "The photos could not be read just now.",
  "party.slideshow.unreadable": "The photos could not be loaded just now.",
  "party.slideshow.retrying": "The screen tries again by itself.",
  "party.slideshow.empty": "No photos yet.",
  "party.slideshow.shareYours": "Share yours: they appear here once approved.",
  "party.slideshow.play": "Play",
  "party.slideshow.pause": "Pause",
  "party.slideshow.pausedHint": "Paused: press P to play",
  "party.slideshow.paused": "Paused",
  "party.slideshow.addYours": "Add yours",
  "party.poster.forbidden": "These posters carry the upload access code: open them from the organisers' page.",
  "party.poster.organisersPage": "The organisers' page",
  "party.poster.title": "QR poster: {edition}",
  "party.poster.titleBare": "QR poster",
  "party.poster.organisers": "Organisers",
  "party.poster.instruction": "Scan the code to share your photos of the week: no account needed.",
  "party.poster.print":
    "Print this page (Ctrl+P or ⌘P) at 100 % on A4: the first sheet is the poster, the second holds four A6 cards to cut apart along the dashed lines. Only these sheets are printed.",
  "party.poster.cards": "Cards to cut out",
  "party.links.summary": "Party screen and QR posters",
  "party.links.slideshow": "slideshow",
  "party.links.poster": "QR poster and cards",
  "party.boatPack.title": "Boat pack: {edition}",
  "party.boatPack.description":
    "The printable sheet for {edition}: dates, harbour, boats, crew, what to pack, the kitty and whom to call.",
  "party.boatPack.notFound.title": "Boat pack not found",
  "party.boatPack.notFound.detail":
    "We have no edition with that name, so there is no boat pack for it. Have a look at the list of all editions.",
  "party.boatPack.kicker": "Boat pack",
  "party.boatPack.lead":
    "Keep this page on board: it opens without a connection once you have visited the site, and it prints on one sheet of A4.",
  "party.boatPack.editionPage": "Edition page:",
  "party.boatPack.qr": "QR code of {address}",
  "party.boatPack.week": "The week",
  "party.boatPack.when": "When",
  "party.boatPack.where": "Where",
  "party.boatPack.boats": "Boats",
  "party.boatPack.teachers": "Teachers",
  "party.boatPack.musicians": "Musicians",
  "party.boatPack.skippers": "Skippers & Co-Skippers",
  "party.boatPack.calendar": "Calendar",
  "party.boatPack.onBoard": "On board",
  "party.boatPack.contacts": "Contacts",
  "party.offline.title": "You are offline",
  "party.offline.description": "Without a connection, these pages of Forró Sailing Week are still at hand.",
  "party.offline.kicker": "No connection",
  "party.offline.lead": "This page is not kept on your device. These are, and open without a connection:",
  "party.offline.home": "Home",
  "party.offline.faq": "FAQ",
  "party.offline.rates": "Rates: {tier}",
  "party.offline.addPhoto": "Add a photo",

  // — privacy and accessibility —
} as const satisfies Catalogue;

export type MessageKey = keyof typeof en;
