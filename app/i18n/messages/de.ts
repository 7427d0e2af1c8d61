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

  // — privacy and accessibility —
  "privacy.meta.title": "Datenschutz",
  "privacy.meta.description":
    "Was die Website der Forró Sailing Week mit personenbezogenen Daten macht: Besuche, geteilte Fotos, Bitten um Entfernung, Konten des Orga-Teams, Cookies, Speicherung auf deinem Gerät und deine Rechte.",
  "privacy.clear": "Alles entfernen, was diese Website auf diesem Gerät speichert",
  "privacy.cleared":
    "Erledigt – dein Browser wurde gebeten, die Offline-Kopie, noch nicht gesendete Fotos und die Cookies dieser Website von diesem Gerät zu entfernen.",
  "privacy.record.database": "Datenbank: {node}",
  "privacy.record.files": "Dateien: {folder}/",
  "privacy.period.days": { one: "{count} Tag", other: "{count} Tage" },
  "privacy.period.hours": { one: "{count} Stunde", other: "{count} Stunden" },
  "privacy.period.seconds": { one: "{count} Sekunde", other: "{count} Sekunden" },
  "accessibility.meta.title": "Barrierefreiheit",
  "accessibility.meta.description":
    "Wie barrierefrei die Website der Forró Sailing Week ist, was bekanntermaßen noch nicht gut funktioniert und wie du uns eine Barriere meldest.",
  "accessibility.reply": {
    one: "Wir möchten dir innerhalb eines Tages antworten.",
    other: "Wir möchten dir innerhalb von {count} Tagen antworten.",
  },
};
