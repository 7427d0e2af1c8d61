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
  "people.home": "Startseite",
  "people.editions": "Ausgaben",
  "people.portrait": "Porträt von {name}",
  "people.meetTeam": "Lerne das Team kennen",
  "people.social": "{name} (öffnet in einem neuen Tab)",
  "team.title": "Team",
  "team.description":
    "Die Menschen hinter der Forró Sailing Week: Orga-Team, Forró-Lehrer*innen und Musiker*innen, Skipper und Partner.",
  "team.kicker": "Crew-Liste",
  "team.lead":
    "Die Menschen, die die Routen planen, die Schritte beibringen, die Musik spielen und auf See für alle Sicherheit sorgen.",
  "team.group.corestaff": "Kernteam",
  "team.group.teachers": "Forró-Lehrer*innen & Musiker*innen",
  "team.group.skippers": "Skipper & Co-Skipper",
  "team.group.partners": "Partner",
  "team.role.founder": "Gründer & Organisator",
  "team.role.skipper": "Skipper",
  "team.role.coSkipper": "Co-Skipper",
  "team.role.teacher": "Forró-Lehrer*in",
  "team.role.sanfoneiro": "Sanfoneiro (Akkordeon)",
  "team.role.contentProducer": "Content-Produktion",
  "team.role.ticketSystem": "Ticketsystem",
  "team.more": "Mehr<hidden> über {name}</hidden>",
  "team.memberEditions": "Ausgaben, bei denen {name} dabei war",
  "team.member.notFound.title": "Person nicht gefunden",
  "team.member.notFound.detail": "In unserem Team heißt niemand so. Auf der Team-Seite findest du alle.",
  "team.member.notFound.description": "Dieses Teammitglied gibt es nicht.",
  "team.member.back": "Das ganze Team",
  "person.role.teacher": "Forró-Lehrer*in",
  "person.role.musician": "Musiker*in",
  "person.role.skipper": "Skipper oder Co-Skipper",
  "person.intro": {
    one: "{name} war bei {count} Ausgabe der Forró Sailing Week als {roles} dabei.",
    other: "{name} war bei {count} Ausgaben der Forró Sailing Week als {roles} dabei.",
  },
  "person.guests":
    "Gäste haben kein Profil auf unserer Team-Seite; die Ausgaben unten verraten, wer mit ihnen gesegelt ist und getanzt hat.",
  "person.back": "Alle Ausgaben",
  "person.teachers.notFound.title": "Lehrer*in nicht gefunden",
  "person.teachers.notFound.detail":
    "Unter unseren Lehrer*innen und Musiker*innen heißt niemand „{name}“. Jede Ausgabe nennt ihre Crew.",
  "person.skippers.notFound.title": "Skipper nicht gefunden",
  "person.skippers.notFound.detail":
    "Unter unseren Skippern und Co-Skippern heißt niemand „{name}“. Jede Ausgabe nennt ihre Crew.",
  "person.notFound.description": "Diese Person war bei keiner Ausgabe der Forró Sailing Week dabei.",
  "rates.title": "Preise",
  "rates.description":
    "Was ein Ticket der Forró Sailing Week enthält, und die Budget-Kategorien Gold, Silber und Bronze nach Bootstyp.",
  "rates.kicker": "Budget-Kategorien",
  "rates.included": "Inklusive",
  "rates.notIncluded": "Nicht inklusive",
  "rates.chooseBoat": "Wähle dein Boot",
  "rates.medal.gold": "Gold",
  "rates.medal.silver": "Silber",
  "rates.medal.bronze": "Bronze",
  "rates.details": "Details",
  "rates.tier.gold": "Kategorie Gold",
  "rates.tier.silver": "Kategorie Silber",
  "rates.tier.bronze": "Kategorie Bronze",
  "rates.tier.typicalBoats": "Typische Boote",
  "rates.tier.search": " (Suche, öffnet in einem neuen Tab)",
  "rates.tier.boatDepends": "Welches Boot es wird, hängt davon ab, was in den anderen Kategorien frei ist.",
  "rates.tier.gallery": "Galerie",
  "rates.tier.back": "Alle Preise",
  "rates.tier.notFound.title": "Kategorie nicht gefunden",
  "rates.tier.notFound.detail": "Diese Budget-Kategorie gibt es nicht. Wähle eine davon: {medals}.",
  "rates.tier.notFound.description": "Diese Budget-Kategorie gibt es nicht.",
  "rates.tier.notFound.all": "Alle Preise ansehen",
  "faq.title": "Häufige Fragen",
  "faq.description":
    "Antworten zu Buchung und Bezahlung, Budget, Kabinen, Booten, Skippern, Anreise und Forró bei der Forró Sailing Week.",
  "faq.kicker": "Gut zu wissen",
  "faq.heading": "Häufig gestellte Fragen",
  "faq.subjects": "Themen der häufigen Fragen",
  "imprint.title": "Impressum",
  "imprint.description": "Impressum der Forró Sailing Week: der Veranstalter, die Verantwortlichen und unsere Haftungshinweise.",
  "imprint.kicker": "Rechtliche Hinweise",
  "imprint.web": "Web:",
  "imprint.responsible": "Verantwortlich",

  // — uploader: the form, its answers, the uploader's own photos, withdrawal, removal requests —

  // — party and boat: slideshow, posters, boat pack, offline page —

  // — privacy and accessibility —
};
