import type { Message } from "../translate";
import type { MessageKey } from "./en";

/** Die Oberfläche der Website auf Deutsch. Die Schlüssel sind die aus en.ts; siehe docs/LANGUAGES.md. */
export const de: Record<MessageKey, Message> = {
  // — chrome: header, footer, language switcher —
  "chrome.skipToContent": "Zum Inhalt springen",
  "chrome.homeLabel": "Forró Sailing Week – Startseite",
  "chrome.menu": "Menü",
  "chrome.nav": "Hauptmenü",
  "chrome.navMobile": "Hauptmenü (mobil)",
  "chrome.nav.events": "Törns",
  "chrome.nav.team": "Team",
  "chrome.nav.rates": "Preise",
  "chrome.nav.faq": "Fragen",
  "chrome.bookNow": "Jetzt buchen",
  "chrome.bookNowHint": " – {event}, öffnet das Ticketsystem in einem neuen Fenster",
  "chrome.tagline": "Tagsüber segeln, nachts Forró tanzen.",
  "chrome.phone": "Telefon:",
  "chrome.email": "E-Mail:",
  "chrome.imprint": "Impressum",
  "chrome.privacy": "Datenschutz",
  "chrome.accessibility": "Barrierefreiheit",
  "chrome.sharePhotos": "Teile deine Fotos",
  "chrome.copyright": "© {year} {name}. Alle Rechte vorbehalten.",
  "chrome.languages": "Sprache",

  // — errors: the not-found page and the apology —
  "error.notFound.title": "Seite nicht gefunden",
  "error.notFound.apology": "Tut mir leid",
  "error.notFound.detail": "Die gesuchte Seite gibt es nicht oder sie ist umgezogen.",
  "error.notFound.description": "Diese Seite gibt es nicht.",
  "error.notFound.events": "Alle Törns ansehen",
  "error.notFound.faq": "Die häufigen Fragen lesen",
  "error.backHome": "Zurück zur Startseite",
  "error.general": "Etwas ist schiefgelaufen!",
  "error.tryAgain": "Bitte versuche es gleich noch einmal.",

  // — editions: home, events, event details, galleries, calendars, structured data —

  // — people and prices: team, team members, teachers and skippers, rates, FAQ, imprint —

  // — uploader: the form, its answers, the uploader's own photos, withdrawal, removal requests —

  // — party and boat: slideshow, posters, boat pack, offline page —
  "party.notFound.title": "Ausgabe nicht gefunden",
  "party.notFound.detail": "Wir haben keine Ausgabe mit diesem Namen. Schau dir die Liste aller Ausgaben an.",
  "party.notFound.description": "Diese Ausgabe gibt es nicht.",
  "party.noEdition": "Wir haben keine Ausgabe mit diesem Namen.",
  "party.slideshow.title": "Diashow: {edition}",
  "party.slideshow.description": "Die Fotos von {edition}, eins nach dem anderen, für einen Bildschirm auf der Party.",
  "party.slideshow.noSuchPhoto": "Dieses Foto der Diashow gibt es nicht.",
  "party.slideshow.unreadableList": "Die Fotos konnten gerade nicht gelesen werden.",
  "party.slideshow.unreadable": "Die Fotos konnten gerade nicht geladen werden.",
  "party.slideshow.retrying": "Der Bildschirm versucht es gleich von selbst noch einmal.",
  "party.slideshow.empty": "Noch keine Fotos.",
  "party.slideshow.shareYours": "Lade deine hoch: Sobald sie freigegeben sind, erscheinen sie hier.",
  "party.slideshow.play": "Abspielen",
  "party.slideshow.pause": "Pause",
  "party.slideshow.pausedHint": "Angehalten: drück P zum Abspielen",
  "party.slideshow.paused": "Angehalten",
  "party.slideshow.addYours": "Lade deine hoch",
  "party.poster.forbidden": "Diese Plakate tragen den Zugangscode zum Hochladen: Öffne sie über die Seite des Orga-Teams.",
  "party.poster.organisersPage": "Die Seite des Orga-Teams",
  "party.poster.title": "QR-Plakat: {edition}",
  "party.poster.titleBare": "QR-Plakat",
  "party.poster.organisers": "Orga-Team",
  "party.poster.instruction": "Scanne den Code und teile deine Fotos der Woche: ganz ohne Konto.",
  "party.poster.print":
    "Druck diese Seite (Strg+P oder ⌘P) mit 100 % auf A4: Das erste Blatt ist das Plakat, auf dem zweiten stehen vier A6-Karten zum Ausschneiden entlang der gestrichelten Linien. Nur diese Blätter werden gedruckt.",
  "party.poster.cards": "Karten zum Ausschneiden",
  "party.links.summary": "Party-Bildschirm und QR-Plakate",
  "party.links.slideshow": "Diashow",
  "party.links.poster": "QR-Plakat und Karten",
  "party.boatPack.title": "Bordinfo: {edition}",
  "party.boatPack.description":
    "Das Blatt zum Ausdrucken für {edition}: Termine, Hafen, Boote, Crew, was du einpackst, die Bordkasse und wen du anrufst.",
  "party.boatPack.notFound.title": "Bordinfo nicht gefunden",
  "party.boatPack.notFound.detail":
    "Wir haben keine Ausgabe mit diesem Namen, also gibt es dafür auch keine Bordinfo. Schau dir die Liste aller Ausgaben an.",
  "party.boatPack.kicker": "Bordinfo",
  "party.boatPack.lead":
    "Nimm diese Seite mit an Bord: Sobald du die Website einmal besucht hast, öffnet sie sich auch ohne Verbindung, und sie passt ausgedruckt auf ein A4-Blatt.",
  "party.boatPack.editionPage": "Seite der Ausgabe:",
  "party.boatPack.qr": "QR-Code von {address}",
  "party.boatPack.week": "Die Woche",
  "party.boatPack.when": "Wann",
  "party.boatPack.where": "Wo",
  "party.boatPack.boats": "Boote",
  "party.boatPack.teachers": "Lehrer:innen",
  "party.boatPack.musicians": "Musiker:innen",
  "party.boatPack.skippers": "Skipper & Co-Skipper",
  "party.boatPack.calendar": "Kalender",
  "party.boatPack.onBoard": "An Bord",
  "party.boatPack.contacts": "Kontakte",
  "party.offline.title": "Du bist offline",
  "party.offline.description": "Auch ohne Verbindung hast du diese Seiten der Forró Sailing Week zur Hand.",
  "party.offline.kicker": "Keine Verbindung",
  "party.offline.lead":
    "Diese Seite ist nicht auf deinem Gerät gespeichert. Diese hier schon, und sie öffnen sich ohne Verbindung:",
  "party.offline.home": "Startseite",
  "party.offline.faq": "Häufige Fragen",
  "party.offline.rates": "Preise: {tier}",
  "party.offline.addPhoto": "Fotos hochladen",

  // — privacy and accessibility —
};
