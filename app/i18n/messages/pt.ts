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
  "privacy.meta.title": "Privacidade",
  "privacy.meta.description":
    "O que o site da Forró Sailing Week faz com dados pessoais: visitas, fotos compartilhadas, pedidos de remoção, contas da organização, cookies, armazenamento no seu aparelho e os seus direitos.",
  "privacy.clear": "Remover tudo o que este site guarda neste aparelho",
  "privacy.cleared":
    "Pronto: pedimos ao seu navegador que remova deste aparelho a cópia offline, as fotos que aguardavam envio e os cookies deste site.",
  "privacy.record.database": "Banco de dados: {node}",
  "privacy.record.files": "Arquivos: {folder}/",
  "privacy.period.days": { one: "{count} dia", other: "{count} dias" },
  "privacy.period.hours": { one: "{count} hora", other: "{count} horas" },
  "privacy.period.seconds": { one: "{count} segundo", other: "{count} segundos" },
  "accessibility.meta.title": "Acessibilidade",
  "accessibility.meta.description":
    "Quão acessível é o site da Forró Sailing Week, o que sabemos que ainda não funciona bem e como nos avisar sobre uma barreira.",
  "accessibility.reply": { one: "Procuramos responder em até {count} dia.", other: "Procuramos responder em até {count} dias." },
};
