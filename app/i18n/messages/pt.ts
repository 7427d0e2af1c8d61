import type { Message } from "../translate";
import type { MessageKey } from "./en";

/** A interface do site em português (do Brasil). As chaves são as de en.ts; veja docs/LANGUAGES.md. */
export const pt: Record<MessageKey, Message> = {
  // — chrome: header, footer, language switcher —
  "chrome.skipToContent": "Pular para o conteúdo",
  "chrome.homeLabel": "Forró Sailing Week – início",
  "chrome.menu": "Menu",
  "chrome.nav": "Principal",
  "chrome.navMobile": "Principal (celular)",
  "chrome.nav.events": "Edições",
  "chrome.nav.team": "Equipe",
  "chrome.nav.rates": "Preços",
  "chrome.nav.faq": "Perguntas",
  "chrome.bookNow": "Reservar",
  "chrome.bookNowHint": " – {event}, abre o sistema de ingressos em uma nova janela",
  "chrome.tagline": "Velejar de dia, dançar forró à noite.",
  "chrome.phone": "Telefone:",
  "chrome.email": "E-mail:",
  "chrome.imprint": "Informações legais",
  "chrome.privacy": "Privacidade",
  "chrome.accessibility": "Acessibilidade",
  "chrome.sharePhotos": "Compartilhe suas fotos",
  "chrome.copyright": "© {year} {name}. Todos os direitos reservados.",
  "chrome.languages": "Idioma",

  // — errors: the not-found page and the apology —
  "error.notFound.title": "Página não encontrada",
  "error.notFound.apology": "Sinto muito",
  "error.notFound.detail": "A página que você procura não existe ou mudou de endereço.",
  "error.notFound.description": "Esta página não existe.",
  "error.notFound.events": "Ver todas as edições",
  "error.notFound.faq": "Ler as perguntas frequentes",
  "error.backHome": "Voltar para a página inicial",
  "error.general": "Algo deu errado!",
  "error.tryAgain": "Tente de novo daqui a pouco.",

  // — editions: home, events, event details, galleries, calendars, structured data —

  // — people and prices: team, team members, teachers and skippers, rates, FAQ, imprint —

  // — uploader: the form, its answers, the uploader's own photos, withdrawal, removal requests —

  // — party and boat: slideshow, posters, boat pack, offline page —

  // — privacy and accessibility —
};
